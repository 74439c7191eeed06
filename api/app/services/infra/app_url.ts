import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/**
 * The origin the browser used: APP_URL when set, else the request's. Only
 * for redirects back to the same browser (provider sign-in callbacks), where
 * the provider checks the URL against the ones registered with it.
 */
export function appUrl({ request }: Pick<HttpContext, 'request'>) {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/$/, '')
  return `${request.protocol()}://${request.host()}`
}

/**
 * The origin written into emails: APP_URL, or this machine's own address.
 * Never taken from the request, so a forged Host header cannot point a
 * password-reset link at someone else's site.
 */
export function publicUrl() {
  return (env.get('APP_URL') ?? `http://localhost:${env.get('PORT', 3333)}`).replace(/\/$/, '')
}

/**
 * Where to send someone after signing in: only a same-origin path
 * ("/groups?x=1"), never another host ("//evil.test", "https://...",
 * "/\\evil.test"); anything else falls back to "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/'
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  if (/[\u0000-\u001f\\]/.test(value)) return '/'
  try {
    const resolved = new URL(value, 'http://joinflow.invalid')
    // Dot segments can collapse into a leading "//" ("/a/..//evil.test"), another site again.
    if (resolved.origin !== 'http://joinflow.invalid' || resolved.pathname.startsWith('//')) return '/'
    return `${resolved.pathname}${resolved.search}${resolved.hash}`
  } catch {
    return '/'
  }
}
