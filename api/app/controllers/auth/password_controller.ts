import type { HttpContext } from '@adonisjs/core/http'
import { changePasswordValidator } from '#validators/auth'
import { ChangePassword, passwordChangedMessage } from '#actions/auth/change_password'
import { publicUrl } from '#services/infra/app_url'

/** The signed-in owner's password, changed from the settings page. */
export default class PasswordController {
  async update({ auth, request, session }: HttpContext) {
    const input = await request.validateUsing(changePasswordValidator)
    const signedOut = await new ChangePassword().handle(auth.getUserOrFail().id, input, session.sessionId, publicUrl())
    // This session stays signed in, under a new id: one seen before the change is worth nothing after it.
    session.regenerate()
    return { message: passwordChangedMessage(signedOut), signedOutSessions: signedOut.sessions, revokedTokens: signedOut.tokens }
  }
}
