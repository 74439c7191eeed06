import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#validators/auth'
import { AuthenticateWithPassword } from '#actions/auth/authenticate_with_password'
import ClaimPurchase from '#actions/orders/claim_purchase'
import { usesBearerToken } from '#services/auth/request_auth'
import authCache from '#services/auth/auth_cache'
import { currentAccountJson } from '#services/auth/current_account'

export default class SessionController {
  async store({ request, auth, response }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await new AuthenticateWithPassword().handle(email, password)
    await auth.use('web').login(user)
    await new ClaimPurchase().onVerifiedSignIn(user)
    return response.ok(user)
  }

  /**
   * The signed-in account: the call every page load and client start makes.
   * A visitor gets `{ "user": null }`, an answer rather than an error, so
   * public pages need not treat them as a failure. A token request's account
   * is the auth cache's shared copy, so its JSON is written once per copy
   * rather than on every call. The plan and its status at this moment are
   * read afresh (they change with time and with billing), so a page knows
   * from its first answer whether a trial or payment banner is coming.
   */
  async show({ auth, response }: HttpContext) {
    const user = auth.user
    if (!user) return response.ok({ user: null })
    const body = await currentAccountJson(user)
    response.header('Content-Type', 'application/json; charset=utf-8')
    return body
  }

  async destroy(ctx: HttpContext) {
    await signOut(ctx)
    return ctx.response.noContent()
  }

  /**
   * GET /api/logout, the address the spec names for signing out: a GET
   * changes nothing (a link or an image on another site could make one),
   * so it leads to the web app's sign-out page, whose button posts to
   * POST /api/auth/logout with the XSRF token.
   */
  signOutPage({ response }: HttpContext) {
    return response.redirect('/logout')
  }
}

/**
 * Signing out with a token revokes that token (a request with a Bearer
 * token loads no session to end); otherwise the browser's session ends on
 * the server and the session id changes, so a copy of the old cookie signs
 * nobody in. Either way it succeeds when nobody is signed in.
 */
async function signOut(ctx: HttpContext) {
  if (usesBearerToken(ctx)) {
    const guard = ctx.auth.use('api')
    if (await guard.check()) {
      await guard.invalidateToken()
      await authCache.invalidateUser(guard.getUserOrFail().id)
    }
    return
  }
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
}
