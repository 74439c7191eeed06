import { Exception } from '@adonisjs/core/exceptions'
import type { RouteNeed } from '#services/tokens/token_abilities'

/** A valid API token that may not do what it asked for (403), with what to do instead. */
export class TokenNotAllowedException extends Exception {
  static status = 403

  constructor(need: RouteNeed) {
    super(explain(need), { status: 403, code: need === 'session' ? 'E_SESSION_REQUIRED' : 'E_TOKEN_ABILITY' })
  }
}

function explain(need: RouteNeed) {
  if (need === 'session') {
    return 'Only a signed-in session can do this, never an API token: do it in the JoinFlow web app (the CLI asks for your password where it needs one).'
  }
  const needs = typeof need === 'string' ? [need] : need
  if (needs.includes('admin')) {
    return 'This API token has no admin access. Use the web app signed in as an admin, or create a token with admin access on the API tokens page.'
  }
  if (needs.includes('write')) {
    return 'This API token cannot make changes: it is read-only or the Chrome extension’s. Create a token with full access on the API tokens page.'
  }
  if (needs.includes('read')) {
    return 'This API token can only do what the Chrome extension does. Create a read-only or full token on the API tokens page.'
  }
  if (needs.includes('extension')) {
    return 'This API token cannot do what the Chrome extension does. Use the extension’s own token, or a token with full access.'
  }
  return 'No API token may call this route.'
}
