import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { Exception } from '@adonisjs/core/exceptions'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { hashLinkToken } from '#services/link_tokens'

export class InvalidResetTokenException extends Exception {
  static status = 400
  static code = 'E_INVALID_RESET_TOKEN'
  static message = 'This reset link is invalid or has expired.'
}

/** Sets a new password from an unused, unexpired reset link, once. */
export class ResetPassword {
  async handle(token: string, password: string) {
    await db.transaction(async (trx) => {
      const reset = await PasswordResetToken.query({ client: trx })
        .where('tokenHash', hashLinkToken(token))
        .whereNull('usedAt')
        .where('expiresAt', '>', DateTime.now().toSQL()!)
        .forUpdate()
        .first()
      if (!reset) throw new InvalidResetTokenException()
      const user = await User.findOrFail(reset.userId, { client: trx })
      user.password = password
      await user.save()
      reset.usedAt = DateTime.now()
      await reset.save()
      // Every other outstanding link for this account stops working too.
      await PasswordResetToken.query({ client: trx })
        .where('userId', user.id)
        .whereNull('usedAt')
        .update({ usedAt: DateTime.now().toSQL() })
    })
  }
}
