import type { HttpContext } from '@adonisjs/core/http'

/**
 * The browser origins allowed to call the API across origins: the web
 * app's own (APP_URL, or the address the request came to), the extra web
 * origins in CORS_ORIGINS, and the Chrome extension's own origin
 * (chrome-extension://<id> for each id in EXTENSION_IDS). Any other
 * origin gets no CORS headers, so a browser neither sends its preflighted
 * requests nor lets its page read an answer.
 */
export function allowedOrigins(ctx: HttpContext): string[] {
  const origins = [`${ctx.request.protocol()}://${ctx.request.host()}`]
  const appUrl = process.env.APP_URL
  if (appUrl) origins.push(originOf(appUrl))
  origins.push(...list(process.env.CORS_ORIGINS).map(originOf))
  origins.push(...list(process.env.EXTENSION_IDS).map((id) => `chrome-extension://${id}`))
  return origins.filter(Boolean)
}

export function isAllowedOrigin(origin: string, ctx: HttpContext) {
  return allowedOrigins(ctx).includes(origin)
}

function list(value: string | undefined) {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

function originOf(url: string) {
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}
