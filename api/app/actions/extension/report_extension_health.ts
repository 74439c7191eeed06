import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import ExtensionInstallation from '#models/extension_installation'
import { isTrouble, openExtensionIncident, resolveExtensionIncident } from '#services/extension/extension_incidents'
import type { ExtensionHealthInput } from '#validators/extension'

export interface HealthReport extends ExtensionHealthInput {
  userId: number
  /** The personal access token the extension called with, when it used one. */
  accessTokenId: number | null
}

/**
 * Records what the extension says about itself after reading Facebook's page.
 * Every report marks it as seen; the health changes only when the extension
 * reports another one, so the owner sees since when Facebook's page could not
 * be read. "unknown" (the extension has not read a page yet, as after a
 * fresh connect) records the installation without hiding what is known.
 * A report that it cannot work opens an incident (one notification and one
 * email); a clean read closes it. The installation's row is created and
 * locked first, so a report racing the extension's other calls (which mark
 * it seen) never fails.
 */
export class ReportExtensionHealth {
  async handle({ userId, accessTokenId, status, detail, version, pageUrl }: HealthReport) {
    const installation = await db.transaction(async (trx) => {
      await trx.rawQuery(
        `INSERT INTO extension_installations (user_id, health, access_token_id, last_seen_at, health_changed_at)
         VALUES (?, 'unknown', ?, now(), now())
         ON CONFLICT (user_id) DO NOTHING`,
        // A session report has no token: null is stored as such.
        [userId, accessTokenId as number]
      )
      const row = await ExtensionInstallation.query({ client: trx }).where('userId', userId).forUpdate().firstOrFail()
      const now = DateTime.now()
      if (status !== 'unknown') {
        if (row.health !== status) row.healthChangedAt = now
        row.merge({ health: status, healthDetail: status === 'ok' ? null : (detail ?? null) })
      }
      row.merge({
        version: version ?? row.version ?? null,
        pageUrl: pageUrl === undefined ? (row.pageUrl ?? null) : pageUrl,
        accessTokenId: accessTokenId ?? row.accessTokenId ?? null,
        lastSeenAt: now,
      })
      return row.save()
    })
    if (status === 'ok') await resolveExtensionIncident(userId)
    else if (isTrouble(status)) await openExtensionIncident(userId, status, detail ?? null, installation.pageUrl)
    return installation
  }
}
