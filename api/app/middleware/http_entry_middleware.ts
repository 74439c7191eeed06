import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import { compose } from '#middleware/compose'

/**
 * What every request goes through, found route or not, in this order:
 * container bindings, the request id and JSON under /api, the web app's
 * files, then CORS. One kernel entry for the four (see compose.ts).
 */
const stack = compose(async () => {
  const [{ default: ContainerBindings }, { default: ApiJson }, { default: WebAssets }, { default: Cors }] = await Promise.all([
    import('#middleware/container_bindings_middleware'),
    import('#middleware/api_json_middleware'),
    import('#middleware/web_assets_middleware'),
    import('@adonisjs/cors/cors_middleware'),
  ])
  return [new ContainerBindings(), new ApiJson(), new WebAssets(), await app.container.make(Cors)]
})

export default class HttpEntryMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    return stack(ctx, next)
  }
}
