import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type SessionMiddleware from '@adonisjs/session/session_middleware'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import shieldConfig from '#config/shield'
import { errors } from '@adonisjs/auth'
import { usesBearerToken } from '#services/auth/request_auth'

/*
 * HSTS only over HTTPS (directly or behind a trusted proxy that says so in
 * X-Forwarded-Proto): sent over plain HTTP it is ignored by browsers at
 * best, and on a local or staging address it would pin the host to HTTPS.
 */
const STRICT_TRANSPORT = `max-age=${string.seconds.parse(shieldConfig.hsts?.maxAge ?? '180 days')}`

/*
 * Built once: the container builds a fresh shield middleware on every
 * resolve, and its constructor compiles the CSP directives each time.
 */
let browserStack: Promise<{ session: SessionMiddleware<any>; shield: ShieldMiddleware }> | undefined
function stack() {
  browserStack ??= (async () => {
    const { default: Session } = await import('@adonisjs/session/session_middleware')
    return { session: await app.container.make(Session), shield: await app.container.make(ShieldMiddleware) }
  })()
  return browserStack
}

/**
 * The cookie session and the shield guards (CSRF, CSP, frame and
 * content-type protections) serve browsers. A Bearer-token request has no
 * session to load, no CSRF token to check and no page to protect, so it
 * skips both: that saves a session read and an encrypted XSRF cookie on
 * every API call. It skips them only with a token the API knows: a
 * made-up Bearer header is refused (401) on every route, public ones
 * included, so adding one never turns CSRF off, and a request carrying one
 * is never signed in by its cookies instead.
 */
export default class BrowserSessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.secure()) ctx.response.header('Strict-Transport-Security', STRICT_TRANSPORT)
    if (usesBearerToken(ctx)) {
      ctx.response.header('X-Content-Type-Options', 'nosniff')
      if (!(await ctx.auth.use('api').check())) {
        throw new errors.E_UNAUTHORIZED_ACCESS('Unauthorized access', { guardDriverName: 'access_tokens' })
      }
      return next()
    }
    const { session, shield } = await stack()
    return session.handle(ctx, () => shield.handle(ctx, next))
  }
}
