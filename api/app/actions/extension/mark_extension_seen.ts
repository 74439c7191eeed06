import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'

/** The personal access token a request came with; null for the web app's session requests. */
export function callingTokenId(auth: HttpContext['auth']): number | null {
  const guard = auth.use('api')
  const token = guard.isAuthenticated ? guard.token : undefined
  return token ? Number(token.identifier) : null
}

/**
 * Marks the owner's extension as seen on each of its calls (capture, actions,
 * results, summary), cheaply: one statement that writes at most once a minute
 * per owner, and records the installation on its first call with its health
 * unknown: only the extension's health reports (after reading Facebook's
 * page) say whether it works. Only calls made with a token count: the web
 * app's session calls are not the extension.
 */
export class MarkExtensionSeen {
  async handle({ userId, accessTokenId }: { userId: number; accessTokenId: number | null }) {
    if (accessTokenId === null) return
    await db.rawQuery(
      `INSERT INTO extension_installations (user_id, health, access_token_id, last_seen_at, health_changed_at)
       VALUES (?, 'unknown', ?, now(), now())
       ON CONFLICT (user_id) DO UPDATE SET last_seen_at = now()
       WHERE extension_installations.last_seen_at < now() - interval '1 minute'`,
      [userId, accessTokenId]
    )
  }
}
