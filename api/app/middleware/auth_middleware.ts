import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { usesBearerToken } from '#services/request_auth'
import { AccountDeactivatedException } from '#exceptions/account_deactivated_exception'

/**
 * A Bearer token authenticates through the token guard only; everything
 * else through the session. The two never mix, which is what lets token
 * requests skip CSRF checks. Deactivated accounts are refused either way.
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = usesBearerToken(ctx) ? 'api' : 'web'
    const user = await ctx.auth.authenticateUsing([guard])
    if (!user.isActive) {
      if (guard === 'web') await ctx.auth.use('web').logout()
      throw new AccountDeactivatedException()
    }
    return next()
  }
}
