import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Gives every request an id (the caller's X-Request-Id when it sends one)
 * and echoes it; under /api every answer is JSON, errors included,
 * whatever the client asked for.
 */
export default class ApiJsonMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    const headers = request.request.headers
    const given = headers['x-request-id']
    const requestId = typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID()
    headers['x-request-id'] = requestId
    response.header('X-Request-Id', requestId)
    if (request.url().startsWith('/api/') || request.url() === '/api') headers.accept = 'application/json'
    return next()
  }
}
