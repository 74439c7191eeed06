import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import { RequestPasswordReset } from '#actions/auth/request_password_reset'
import { ResetPassword } from '#actions/auth/reset_password'
import { publicUrl } from '#services/infra/app_url'
import { passwordResetMessage } from '#actions/auth/change_password'

export default class PasswordResetController {
  async request({ request }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await new RequestPasswordReset().handle(email, publicUrl())
    return { message: 'If an account exists for this email, a reset link is on its way.' }
  }

  async reset({ request }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    const signedOut = await new ResetPassword().handle(token, password)
    return {
      message: passwordResetMessage(signedOut),
      signedOutSessions: signedOut.sessions,
      revokedTokens: signedOut.tokens,
    }
  }
}
