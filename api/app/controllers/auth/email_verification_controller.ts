import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { verifyEmailValidator } from '#validators/auth'
import { ConfirmEmail, SendEmailVerification } from '#actions/auth/email_verification'
import { publicUrl } from '#services/infra/app_url'

/** The link that confirms an account's email address, and a new one for an owner who lost it. */
export default class EmailVerificationController {
  async confirm({ request }: HttpContext) {
    const { token } = await request.validateUsing(verifyEmailValidator)
    const user = await new ConfirmEmail().handle(token)
    return { message: 'Your email address is confirmed.', email: user.email }
  }

  async resend({ auth }: HttpContext) {
    const user = auth.getUserOrFail() as User
    if (user.isEmailVerified) return { message: 'Your email address is already confirmed.', sent: false }
    await new SendEmailVerification().handle(user, publicUrl())
    return { message: `A new confirmation link is on its way to ${user.email}.`, sent: true }
  }
}
