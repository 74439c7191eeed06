import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { usesBearerToken } from '#services/auth/request_auth'
import AuthMiddleware from '#middleware/auth_middleware'

const authenticate = new AuthMiddleware()

/**
 * For "who am I": a visitor (no token, no session) goes through as nobody,
 * so the route can say so without an error; a token, or a session that
 * signs someone in, is checked exactly as on every other route (a bad token
 * is still refused, a deactivated account still signed out).
 */
export default class IdentityAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!usesBearerToken(ctx) && !(await ctx.auth.use('web').check())) return next()
    return authenticate.handle(ctx, next)
  }
}
