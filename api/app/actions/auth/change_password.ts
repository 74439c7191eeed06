import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import User from '#models/user'
import authCache from '#services/auth/auth_cache'
import { sendMail } from '#services/infra/mail_outbox'
import { signOutEverywhere, type SignedOut } from '#actions/auth/sign_out_everywhere'

export interface PasswordChange {
  currentPassword?: string
  password: string
}

function tokensSentence(tokens: number) {
  if (tokens === 0) return []
  const which = tokens === 1 ? 'Your API token was' : `All ${tokens} of your API tokens were`
  return [`${which} revoked: create new ones for the CLI and scripts, and connect the Chrome extension again.`]
}

/** What the owner is told after changing the password: what was signed out, and what to do about it. */
export function passwordChangedMessage({ sessions, tokens }: SignedOut) {
  const others =
    sessions === 0
      ? 'No other session was signed in.'
      : `${sessions === 1 ? '1 other session was' : `${sessions} other sessions were`} signed out.`
  return ['Your password has been changed.', others, ...tokensSentence(tokens)].join(' ')
}

/** What the owner is told after a reset: every session ended, so the next step is signing in. */
export function passwordResetMessage({ sessions, tokens }: SignedOut) {
  const ended = sessions === 0 ? [] : [`${sessions === 1 ? '1 session was' : `${sessions} sessions were`} signed out.`]
  return ['Your password has been reset. You can sign in now.', ...ended, ...tokensSentence(tokens)].join(' ')
}

/**
 * A signed-in owner changes the password, proving the current one (an
 * account made through a sign-in provider has none to prove). Every other
 * session and every API token ends with it, and the owner gets an email,
 * so a change they did not make does not go unnoticed.
 */
export class ChangePassword {
  async handle(userId: number, { currentPassword, password }: PasswordChange, keepSession: string, appUrl: string) {
    const result = await db.transaction(async (trx) => {
      const user = await User.findOrFail(userId, { client: trx })
      if (user.password && !(currentPassword && (await hash.verify(user.password, currentPassword)))) {
        throw new errors.E_VALIDATION_ERROR([
          { field: 'currentPassword', message: 'Your current password is not right.', rule: 'currentPassword' },
        ])
      }
      user.password = password
      await user.save()
      const signedOut = await signOutEverywhere(user.id, { keepSession, client: trx })
      return { user, signedOut }
    })
    await authCache.invalidateUser(userId)
    await sendMail({
      to: result.user.email,
      subject: 'Your JoinFlow password was changed',
      text: [
        `Hi ${result.user.firstName ?? 'there'},`,
        '',
        'The password of your JoinFlow account was just changed. Every other session was signed out and your API tokens were revoked.',
        '',
        `If you did not change it, choose a new password now: ${appUrl}/forgot-password`,
      ].join('\n'),
    })
    return result.signedOut
  }
}
