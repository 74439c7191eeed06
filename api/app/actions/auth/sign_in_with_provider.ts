import db from '@adonisjs/lucid/services/db'
import SocialAccount from '#models/social_account'
import User from '#models/user'
import { RegisterUser } from '#actions/auth/register_user'
import { ensureFixedSuperAdmin } from '#actions/auth/authenticate_with_password'
import { AccountDeactivatedException } from '#exceptions/account_deactivated_exception'
import { Exception } from '@adonisjs/core/exceptions'
import VerifyEmail from '#actions/subscriptions/verify_email'

export interface ProviderProfile {
  provider: string
  providerUserId: string
  email: string | null
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
}

export class ProviderEmailMissingException extends Exception {
  static status = 400
  static code = 'E_PROVIDER_EMAIL_MISSING'
  static message = 'Your sign-in provider did not share an email address, so no account could be created.'
}

export class ProviderEmailTakenException extends Exception {
  static status = 409
  static code = 'E_PROVIDER_EMAIL_TAKEN'
  static message =
    'An account with this email already exists, and the provider did not confirm the address. Sign in with your password instead.'
}

/**
 * Signs a provider identity in: a known identity gets its account; a new one
 * is linked to the account with the same verified email, or gets a new
 * account on its first visit.
 */
export class SignInWithProvider {
  async handle(profile: ProviderProfile) {
    const user = await db.transaction(async (trx) => {
      const linked = await SocialAccount.query({ client: trx })
        .where('provider', profile.provider)
        .where('providerUserId', profile.providerUserId)
        .preload('user')
        .first()
      if (linked) return linked.user

      if (!profile.email) throw new ProviderEmailMissingException()
      const email = profile.email.toLowerCase()
      let account = profile.emailVerified
        ? await User.query({ client: trx }).whereRaw('lower(email) = ?', [email]).first()
        : null
      if (!account) {
        const taken = await User.query({ client: trx }).whereRaw('lower(email) = ?', [email]).first()
        if (taken) throw new ProviderEmailTakenException()
        account = await new RegisterUser().handle(
          { email, password: null, firstName: profile.firstName, lastName: profile.lastName },
          trx
        )
      }
      await SocialAccount.create(
        { userId: account.id, provider: profile.provider, providerUserId: profile.providerUserId, email },
        { client: trx }
      )
      return account
    })
    if (!user.isActive) throw new AccountDeactivatedException()
    await ensureFixedSuperAdmin(user)
    // A provider that confirmed this very address verifies it, which also brings in a plan bought with it.
    if (profile.emailVerified && profile.email?.toLowerCase() === user.email.toLowerCase()) {
      await new VerifyEmail().handle(user)
    }
    return user
  }
}
