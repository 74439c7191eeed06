import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import { compose } from '#middleware/compose'
// The authenticator's place on the context (ctx.auth) is declared there.
import type {} from '@adonisjs/auth/initialize_auth_middleware'

/**
 * What every matched route goes through, in this order: the body parser,
 * the authenticator, the browser session and shield (skipped for a valid
 * Bearer token, which needs the authenticator) and the bouncer. One kernel
 * entry for the four (see compose.ts).
 */
const stack = compose(async () => {
  const [{ default: BodyParser }, { default: BrowserSession }, { default: InitializeBouncer }] = await Promise.all([
    import('@adonisjs/core/bodyparser_middleware'),
    import('#middleware/browser_session_middleware'),
    import('#middleware/initialize_bouncer_middleware'),
  ])
  const auth = await app.container.make('auth.manager')
  return [
    await app.container.make(BodyParser),
    {
      handle(ctx: HttpContext, next: NextFn) {
        ctx.auth = auth.createAuthenticator(ctx)
        return next()
      },
    },
    new BrowserSession(),
    new InitializeBouncer(),
  ]
})

export default class RouteEntryMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return stack(ctx, next)
  }
}
