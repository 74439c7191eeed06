import type { HttpContext } from '@adonisjs/core/http'
import { signupValidator } from '#validators/auth'
import { RegisterUser } from '#actions/auth/register_user'
import { SendEmailVerification } from '#actions/auth/email_verification'
import { publicUrl } from '#services/infra/app_url'

export default class SignupController {
  /** The account can be used at once; a link to confirm its address goes to that address. */
  async store({ request, auth, response }: HttpContext) {
    const input = await request.validateUsing(signupValidator)
    const user = await new RegisterUser().handle(input)
    await auth.use('web').login(user)
    await new SendEmailVerification().handle(user, publicUrl())
    return response.created(user)
  }
}
