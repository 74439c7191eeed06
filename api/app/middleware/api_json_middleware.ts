import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Under /api every answer is JSON, errors included, whatever the client
 * asked for; the request id is echoed so a client can quote it.
 */
export default class ApiJsonMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    if (request.url().startsWith('/api/') || request.url() === '/api') {
      request.request.headers.accept = 'application/json'
    }
    const requestId = request.id()
    if (requestId) response.header('X-Request-Id', requestId)
    return next()
  }
}
