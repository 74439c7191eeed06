import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { usesBearerToken } from '#services/auth/request_auth'
import { tokenMay } from '#services/tokens/token_abilities'
import type { CachedTokensGuard } from '#services/auth/cached_tokens_guard'
import { ROUTE_NEEDS } from '#start/route_abilities'
import { AccountDeactivatedException } from '#exceptions/account_deactivated_exception'
import { TokenNotAllowedException } from '#exceptions/token_not_allowed_exception'

/**
 * A Bearer token authenticates through the token guard only; everything
 * else through the session. The two never mix, which is what lets token
 * requests skip CSRF checks. Deactivated accounts are refused either way,
 * and a token is refused a route its abilities do not cover (a route not
 * in start/route_abilities.ts is covered by none).
 */
export default class AuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = usesBearerToken(ctx) ? 'api' : 'web'
    const user = await ctx.auth.authenticateUsing([guard])
    if (!user.isActive) {
      if (guard === 'web') await ctx.auth.use('web').logout()
      throw new AccountDeactivatedException()
    }
    if (guard === 'api') {
      const method = ctx.request.method() === 'HEAD' ? 'GET' : ctx.request.method()
      const need = ROUTE_NEEDS[`${method} ${ctx.route?.pattern}`] ?? 'session'
      const { token } = ctx.auth.use('api') as CachedTokensGuard
      if (!tokenMay(token?.abilities ?? [], need)) throw new TokenNotAllowedException(need)
    }
    return next()
  }
}
