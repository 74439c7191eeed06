import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { Exception } from '@adonisjs/core/exceptions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AllyUserContract, Oauth2AccessToken } from '@adonisjs/ally/types'
import SocialAccount from '#models/social_account'
import User from '#models/user'
import Notification from '#models/notification'
import { RegisterUser } from '#actions/auth/register_user'
import { ensureEarnedSuperAdmin, markEmailVerified } from '#actions/auth/earned_super_admin'
import { SendEmailVerification } from '#actions/auth/email_verification'
import { signOutEverywhere } from '#actions/auth/sign_out_everywhere'
import { AccountDeactivatedException } from '#exceptions/account_deactivated_exception'
import { publicUrl } from '#services/infra/app_url'
import authCache from '#services/auth/auth_cache'

export interface ProviderProfile {
  provider: string
  providerUserId: string
  email: string | null
  /** Whether the provider itself says the address is confirmed (Google's email_verified, Facebook's verified...). */
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
}

/**
 * What a provider told about the person. The address counts as verified
 * only where the provider itself says so: Google's `email_verified`, the
 * OpenID Connect claim, Facebook's `verified` field (a Facebook email
 * without it is unconfirmed).
 */
export function providerProfile(provider: string, allyUser: AllyUserContract<Oauth2AccessToken>): ProviderProfile {
  const original = (allyUser.original ?? {}) as Record<string, unknown>
  const [first, ...rest] = (allyUser.name ?? '').split(' ')
  return {
    provider,
    providerUserId: String(allyUser.id),
    email: allyUser.email,
    emailVerified: Boolean(allyUser.email) && allyUser.emailVerificationState === 'verified',
    firstName: (original.given_name as string) ?? (original.first_name as string) ?? (first || null),
    lastName: (original.family_name as string) ?? (original.last_name as string) ?? (rest.join(' ') || null),
  }
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
 * Signs a provider identity in. A known identity gets its account. A new
 * one gets a new account, or is joined to the account holding the same
 * email, and only when both sides proved the address:
 *
 * - the provider does not confirm the address: refused (409), nothing joined;
 * - the account's address is verified: joined;
 * - the account's address was never verified: whoever registered it never
 *   proved they own the address, and the person signing in just did. The
 *   account is taken over safely: its password stops working, its other
 *   sign-in identities, sessions, API tokens and outstanding links are
 *   removed, and the owner is told (a notification) to review what it holds.
 */
export class SignInWithProvider {
  async handle(profile: ProviderProfile) {
    const { user, created } = await db.transaction(async (trx) => {
      const linked = await SocialAccount.query({ client: trx })
        .where('provider', profile.provider)
        .where('providerUserId', profile.providerUserId)
        .preload('user')
        .first()
      if (linked) return { user: linked.user, created: false }

      if (!profile.email) throw new ProviderEmailMissingException()
      const email = profile.email.toLowerCase()
      let account = await User.query({ client: trx }).whereRaw('lower(email) = ?', [email]).forUpdate().first()
      const isNew = !account
      if (!account) {
        account = await new RegisterUser().handle(
          { email, password: null, firstName: profile.firstName, lastName: profile.lastName },
          trx
        )
      } else if (!profile.emailVerified) {
        throw new ProviderEmailTakenException()
      } else if (!account.emailVerifiedAt) {
        await takeOver(account, profile.provider, trx)
      }
      await SocialAccount.create(
        { userId: account.id, provider: profile.provider, providerUserId: profile.providerUserId, email },
        { client: trx }
      )
      return { user: account, created: isNew }
    })
    // Tokens deleted above must not be honoured from any process's cache.
    await authCache.invalidateUser(user.id)
    if (!user.isActive) throw new AccountDeactivatedException()
    if (profile.emailVerified && profile.email?.toLowerCase() === user.email.toLowerCase()) {
      await markEmailVerified(user)
    } else {
      await ensureEarnedSuperAdmin(user)
      if (created) await new SendEmailVerification().handle(user, publicUrl())
    }
    return user
  }
}

async function takeOver(account: User, provider: string, trx: TransactionClientContract) {
  account.useTransaction(trx)
  account.password = null
  await account.save()
  await trx.from('social_accounts').where('user_id', account.id).delete()
  await signOutEverywhere(account.id, { client: trx })
  await trx.from('email_verification_tokens').where('user_id', account.id).whereNull('used_at').update({ used_at: new Date() })
  await Notification.create(
    {
      userId: account.id,
      kind: 'account_secured',
      title: 'Your account was secured',
      body:
        `This account had been registered with your email address and a password, but the address was never confirmed. ` +
        `Signing in with ${providerName(provider)} confirmed it: that password no longer works, and every other session and API token was signed out. ` +
        'Check its groups, integrations and webhooks: anything you do not recognise was set up by whoever registered it.',
      link: '/integrations',
    },
    { client: trx }
  )
  logger.warn({ userId: account.id, provider }, 'a verified provider sign-in took over an account whose email was never verified')
}

function providerName(provider: string) {
  return { google: 'Google', facebook: 'Facebook', oidc: 'your sign-in provider' }[provider] ?? provider
}
