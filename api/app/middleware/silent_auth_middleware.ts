import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { usesBearerToken } from '#services/auth/request_auth'

/** Reads who is signed in, if anyone, without requiring it. */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    if (usesBearerToken(ctx)) await ctx.auth.use('api').check()
    return next()
  }
}
