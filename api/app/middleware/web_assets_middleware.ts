import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import staticConfig from '#config/static'
import { webAppPath } from '#services/infra/web_app'

const assets = new StaticMiddleware(webAppPath(), staticConfig)

/**
 * Serves the built web app's files, but never for /api (no file lookup on
 * the API's hot path) and never index.html itself: the router serves it,
 * so the page gets the security headers (CSP and the rest).
 */
export default class WebAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url()
    if (path.startsWith('/api/') || path === '/api' || path === '/' || path.endsWith('.html')) return next()
    return assets.handle(ctx, next)
  }
}
