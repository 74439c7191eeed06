import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Exception } from '@adonisjs/core/exceptions'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { hashLinkToken } from '#services/auth/link_tokens'
import authCache from '#services/auth/auth_cache'
import { markEmailVerified } from '#actions/auth/earned_super_admin'
import { signOutEverywhere } from '#actions/auth/sign_out_everywhere'

export class InvalidResetTokenException extends Exception {
  static status = 400
  static code = 'E_INVALID_RESET_TOKEN'
  static message = 'This reset link is invalid or has expired.'
}

/**
 * Sets a new password from an unused, unexpired reset link, once. Whoever
 * knew the old password is out: every session, every API token and every
 * other outstanding link of the account ends. The link reached the
 * account's address, so the address counts as confirmed.
 */
export class ResetPassword {
  async handle(token: string, password: string) {
    const { user, signedOut } = await db.transaction(async (trx) => {
      const reset = await PasswordResetToken.query({ client: trx })
        .where('tokenHash', hashLinkToken(token))
        .whereNull('usedAt')
        .where('expiresAt', '>', DateTime.now().toSQL()!)
        .forUpdate()
        .first()
      if (!reset) throw new InvalidResetTokenException()
      const account = await User.findOrFail(reset.userId, { client: trx })
      account.password = password
      await account.save()
      return { user: account, signedOut: await signOutEverywhere(account.id, { client: trx }) }
    })
    await authCache.invalidateUser(user.id)
    await markEmailVerified(user)
    return signedOut
  }
}
