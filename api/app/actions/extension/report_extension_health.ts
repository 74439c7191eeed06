import { DateTime } from 'luxon'
import ExtensionInstallation from '#models/extension_installation'
import { isTrouble, openExtensionIncident, resolveExtensionIncident } from '#services/extension_incidents'
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
 * email); a clean read closes it.
 */
export class ReportExtensionHealth {
  async handle({ userId, accessTokenId, status, detail, version, pageUrl }: HealthReport) {
    const now = DateTime.now()
    const installation =
      (await ExtensionInstallation.findBy('userId', userId)) ??
      new ExtensionInstallation().merge({ userId, health: 'unknown', healthDetail: null, healthChangedAt: now })
    const known = status !== 'unknown' || !installation.$isPersisted
    if (known && installation.$isPersisted && installation.health !== status) installation.healthChangedAt = now
    installation.merge({
      ...(known ? { health: status, healthDetail: status === 'ok' || status === 'unknown' ? null : (detail ?? null) } : {}),
      version: version ?? installation.version ?? null,
      pageUrl: pageUrl === undefined ? (installation.pageUrl ?? null) : pageUrl,
      accessTokenId: accessTokenId ?? installation.accessTokenId ?? null,
      lastSeenAt: now,
    })
    await installation.save()
    if (status === 'ok') await resolveExtensionIncident(userId)
    else if (isTrouble(status)) await openExtensionIncident(userId, status, detail ?? null, installation.pageUrl)
    return installation
  }
}
