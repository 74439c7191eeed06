import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { Exception } from '@adonisjs/core/exceptions'
import User from '#models/user'
import EmailVerificationToken from '#models/email_verification_token'
import { sendMail, smtpConfigured } from '#services/infra/mail_outbox'
import { hashLinkToken, newLinkToken } from '#services/auth/link_tokens'
import { markEmailVerified } from '#actions/auth/earned_super_admin'

export const VERIFICATION_LINK_LIFETIME = { hours: 24 }

export class InvalidVerificationLinkException extends Exception {
  static status = 400
  static code = 'E_INVALID_VERIFICATION_LINK'
  static message = 'This verification link is invalid or has expired. Sign in and send yourself a new one.'
}

/**
 * Emails the account a link that confirms its address. A new link replaces
 * the ones sent before. Without SMTP the email stays in the outbox, and the
 * link is also written to the server log, so whoever runs a fresh install
 * can confirm the first account's address and make it super admin.
 */
export class SendEmailVerification {
  async handle(user: User, appUrl: string) {
    const token = newLinkToken()
    await db.transaction(async (trx) => {
      await EmailVerificationToken.query({ client: trx })
        .where('userId', user.id)
        .whereNull('usedAt')
        .update({ usedAt: DateTime.now().toSQL() })
      await EmailVerificationToken.create(
        {
          userId: user.id,
          email: user.email,
          tokenHash: hashLinkToken(token),
          expiresAt: DateTime.now().plus(VERIFICATION_LINK_LIFETIME),
          usedAt: null,
        },
        { client: trx }
      )
    })
    const link = `${appUrl}/verify-email?token=${token}`
    await sendMail({
      to: user.email,
      subject: 'Confirm your JoinFlow email address',
      text: [
        `Hi ${user.firstName ?? 'there'},`,
        '',
        'Please confirm that this is your email address by opening this link:',
        link,
        '',
        'The link works once and expires in 24 hours. If you did not create a JoinFlow account, ignore this email.',
      ].join('\n'),
    })
    if (!smtpConfigured()) {
      logger.info(`No SMTP configured: to confirm the email address of ${user.email}, open ${link}`)
    }
  }
}

/**
 * Confirms the address a link was sent to, once, while the link is
 * unexpired and the account still has that address.
 */
export class ConfirmEmail {
  async handle(token: string) {
    const user = await db.transaction(async (trx) => {
      const link = await EmailVerificationToken.query({ client: trx })
        .where('tokenHash', hashLinkToken(token))
        .whereNull('usedAt')
        .where('expiresAt', '>', DateTime.now().toSQL()!)
        .forUpdate()
        .first()
      if (!link) throw new InvalidVerificationLinkException()
      const account = await User.find(link.userId, { client: trx })
      if (!account || account.email.toLowerCase() !== link.email.toLowerCase()) throw new InvalidVerificationLinkException()
      link.usedAt = DateTime.now()
      await link.save()
      return account
    })
    await markEmailVerified(user)
    return user
  }
}
