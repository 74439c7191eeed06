import { DateTime } from 'luxon'
import User from '#models/user'
import PasswordResetToken from '#models/password_reset_token'
import { sendMail } from '#services/infra/mail_outbox'
import { hashLinkToken, newLinkToken } from '#services/auth/link_tokens'

export const RESET_LINK_LIFETIME = { hours: 1 }

/**
 * Emails a one-hour reset link when the address has an account. The caller
 * answers the same either way, so the form does not reveal who has one.
 */
export class RequestPasswordReset {
  async handle(email: string, appUrl: string) {
    const user = await User.query().whereRaw('lower(email) = ?', [email.toLowerCase()]).first()
    if (!user || !user.isActive) return
    const token = newLinkToken()
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: hashLinkToken(token),
      expiresAt: DateTime.now().plus(RESET_LINK_LIFETIME),
      usedAt: null,
    })
    const link = `${appUrl}/reset-password?token=${token}`
    await sendMail({
      to: user.email,
      subject: 'Reset your JoinFlow password',
      text: [
        `Hi ${user.firstName ?? 'there'},`,
        '',
        'Someone asked to reset the password of your JoinFlow account. Open this link to choose a new one:',
        link,
        '',
        'The link works once and expires in one hour. If you did not ask for it, ignore this email.',
      ].join('\n'),
    })
  }
}
