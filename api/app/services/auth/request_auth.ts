import type { HttpContext } from '@adonisjs/core/http'

/**
 * Whether a request authenticates with `Authorization: Bearer`. Such a
 * request carries no ambient credential, so it needs no CSRF token, and it
 * is never authenticated through the session cookie.
 */
export function usesBearerToken({ request }: HttpContext) {
  return /^Bearer\s+\S+/i.test(request.header('authorization') ?? '')
}
