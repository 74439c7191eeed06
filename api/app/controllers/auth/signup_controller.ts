import type { HttpContext } from '@adonisjs/core/http'
import { signupValidator } from '#validators/auth'
import { RegisterUser } from '#actions/auth/register_user'

export default class SignupController {
  async store({ request, auth, response }: HttpContext) {
    const input = await request.validateUsing(signupValidator)
    const user = await new RegisterUser().handle(input)
    await auth.use('web').login(user)
    return response.created(user)
  }
}
