import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { contentType } from 'mime-types'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import staticConfig from '#config/static'
import { PRECOMPRESSED, acceptedEncodings, webAppPath } from '#services/infra/web_app'

const root = webAppPath()
const hashedAssets = join(root, 'assets') + sep

const assets = new StaticMiddleware(root, {
  ...staticConfig,
  // `path` is the file sent, its precompressed copy included.
  headers: (path) => ({ 'Cache-Control': path.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache' }),
})

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/**
 * Serves the built web app's files, but never for /api (no file lookup on
 * the API's hot path) and never index.html itself: the router serves it,
 * so the page gets the security headers (CSP and the rest).
 *
 * A file the build compressed is sent as its brotli copy to browsers that
 * take brotli, else its gzip copy, else as it is; a missing copy falls back
 * to the next. `Vary: Accept-Encoding` tells caches the answer depends on it.
 */
export default class WebAssetsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    const url = request.url()
    // The prerendered pages (and their copies) are sent by the router, which picks one per visitor.
    if (url.startsWith('/api/') || url === '/api' || url === '/' || url.endsWith('.html') || url.startsWith('/prerendered/') || url.startsWith('/owner-shell/')) return next()
    if (request.method() !== 'GET' && request.method() !== 'HEAD') return next()

    let relative: string
    try {
      relative = normalize(decodeURIComponent(url))
    } catch {
      return next()
    }
    const file = join(root, relative)
    if (!file.startsWith(root + sep) || !(await isFile(file))) return next()

    response.vary('Accept-Encoding')
    const accepted = acceptedEncodings(request.header('accept-encoding'))
    for (const copy of PRECOMPRESSED) {
      if (!accepted.has(copy.encoding) || !(await isFile(file + copy.extension))) continue
      response.header('Content-Encoding', copy.encoding)
      // The type of the file itself, not of its compressed copy.
      response.header('Content-Type', contentType(extname(file)) || 'application/octet-stream')
      // The static middleware sends what the raw request's URL names.
      const raw = request.request
      const original = raw.url
      raw.url = `${url}${copy.extension}`
      try {
        return await assets.handle(ctx, next)
      } finally {
        raw.url = original
      }
    }
    return assets.handle(ctx, next)
  }
}
