import { DateTime } from 'luxon'
import ExtensionInstallation from '#models/extension_installation'
import type { ExtensionHealthInput } from '#validators/extension'

export interface HealthReport extends ExtensionHealthInput {
  userId: number
  /** The personal access token the extension called with, when it used one. */
  accessTokenId: number | null
}

/**
 * Records what the extension says about itself. Every report marks it as
 * seen; the health changes only when the extension reports another one, so
 * the owner sees since when Facebook's page could not be read.
 */
export class ReportExtensionHealth {
  async handle({ userId, accessTokenId, status, detail, version, pageUrl }: HealthReport) {
    const now = DateTime.now()
    const installation =
      (await ExtensionInstallation.findBy('userId', userId)) ??
      new ExtensionInstallation().merge({ userId, healthChangedAt: now })
    if (installation.$isPersisted && installation.health !== status) installation.healthChangedAt = now
    installation.merge({
      health: status,
      healthDetail: status === 'ok' ? null : (detail ?? null),
      version: version ?? installation.version ?? null,
      pageUrl: pageUrl === undefined ? (installation.pageUrl ?? null) : pageUrl,
      accessTokenId: accessTokenId ?? installation.accessTokenId ?? null,
      lastSeenAt: now,
    })
    return installation.save()
  }
}
