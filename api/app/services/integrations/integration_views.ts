/*
 * Integrations as the API shows them, per kind (see the integrations
 * contract): never a secret, only its masked tail, with each one's delivery
 * counts read in one grouped query.
 */
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import Integration from '#models/integration'
import type { IntegrationKind } from '#services/integrations/contract'

export const INTEGRATION_NOT_FOUND = 'Integration not found.'

export interface DeliveryCounts {
  delivered: number
  failed: number
  pending: number
}

/** The owner's integration of `kind` (any kind when omitted); another owner's id answers like a missing one. */
export async function findOwnedIntegration(owner: { id: number }, id: unknown, kind?: IntegrationKind) {
  const integrationId = Number(id)
  const query = Integration.query().where('userId', owner.id).where('id', Number.isSafeInteger(integrationId) ? integrationId : 0)
  if (kind) query.where('kind', kind)
  const integration = await query.first()
  if (!integration) throw new Exception(INTEGRATION_NOT_FOUND, { status: 404, code: 'E_NOT_FOUND' })
  return integration
}

export async function deliveryCounts(integrationIds: number[]) {
  const counts = new Map<number, DeliveryCounts>()
  if (!integrationIds.length) return counts
  const rows = await db
    .from('deliveries')
    .whereIn('integration_id', integrationIds)
    .groupBy('integration_id')
    .select('integration_id')
    .select(
      db.raw(`count(*) filter (where status = 'delivered') as delivered`),
      db.raw(`count(*) filter (where status = 'failed') as failed`),
      db.raw(`count(*) filter (where status in ('queued', 'delivering', 'retrying')) as pending`)
    )
  for (const row of rows) {
    counts.set(Number(row.integration_id), {
      delivered: Number(row.delivered),
      failed: Number(row.failed),
      pending: Number(row.pending),
    })
  }
  return counts
}

const NONE: DeliveryCounts = { delivered: 0, failed: 0, pending: 0 }

function common(integration: Integration, stats: DeliveryCounts) {
  return {
    id: integration.id,
    type: integration.kind,
    name: integration.name,
    isActive: integration.isActive,
    status: integration.status,
    lastError: integration.lastError ?? null,
    groupIds: integration.groupIds ?? null,
    createdAt: integration.createdAt.toISO(),
    lastDeliveryAt: integration.lastDeliveryAt?.toISO() ?? null,
    stats,
  }
}

export function presentIntegration(integration: Integration, stats: DeliveryCounts = NONE) {
  const base = common(integration, stats)
  switch (integration.kind) {
    case 'email':
      return {
        ...base,
        platform: integration.platform,
        listId: integration.listId,
        authMethod: integration.authMethod,
        credentialHint: integration.credentialHint,
        trigger: integration.trigger,
      }
    case 'sms':
      return {
        ...base,
        platform: integration.platform,
        listId: integration.listId,
        credentialHint: integration.credentialHint,
        sendWelcomeSms: integration.settings.sendWelcomeSms ?? false,
      }
    case 'webhook':
      return { ...base, url: integration.settings.url ?? null, trigger: integration.trigger }
    case 'sheets':
      return {
        ...base,
        spreadsheetId: integration.settings.spreadsheetId ?? null,
        sheetName: integration.settings.sheetName ?? 'Sheet1',
        description: integration.settings.description ?? null,
      }
  }
}

/** The owner's integrations of one kind, newest first, with their counts. */
export async function listIntegrations(userId: number, kind: IntegrationKind) {
  const integrations = await Integration.query().where('userId', userId).where('kind', kind).orderBy('createdAt', 'desc').orderBy('id', 'desc')
  const counts = await deliveryCounts(integrations.map(({ id }) => id))
  return integrations.map((integration) => presentIntegration(integration, counts.get(integration.id)))
}

export async function presentOne(integration: Integration) {
  const counts = await deliveryCounts([integration.id])
  return presentIntegration(integration, counts.get(integration.id))
}
