import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'

/** The product's public origin: APP_URL when set, else the origin of the request. */
export function appUrl({ request }: Pick<HttpContext, 'request'>) {
  const configured = env.get('APP_URL')
  if (configured) return configured.replace(/\/$/, '')
  return `${request.protocol()}://${request.host()}`
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
    if (resolved.origin !== 'http://joinflow.invalid') return '/'
    return `${resolved.pathname}${resolved.search}${resolved.hash}`
  } catch {
    return '/'
  }
}
