import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#validators/auth'
import { AuthenticateWithPassword } from '#actions/auth/authenticate_with_password'

export default class SessionController {
  async store({ request, auth, response }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await new AuthenticateWithPassword().handle(email, password)
    await auth.use('web').login(user)
    return response.ok(user)
  }

  async show({ auth }: HttpContext) {
    return auth.getUserOrFail()
  }

  async destroy({ auth, response }: HttpContext) {
    await auth.use('web').logout()
    return response.noContent()
  }

  /** Browser navigation from the app's Sign Out link. */
  async signOut({ auth, response }: HttpContext) {
    await auth.use('web').logout()
    return response.redirect('/')
  }
}
