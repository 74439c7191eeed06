/*
 * The owner's notifications about integrations: one per integration while
 * it needs attention (not one per member), resolved when it works again.
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import db from '@adonisjs/lucid/services/db'

const LINKS: Record<string, string> = { email: '/integrations', sms: '/sms-integrations', sheets: '/google-sheets', webhook: '/integrations' }

export interface StoppedIntegration {
  id: number
  userId: number
  kind: string
  name: string
  message: string
}

/** Marks integrations as needing attention and raises one notification each, unless one is already open. */
export async function reportStoppedIntegrations(client: QueryClientContract, stopped: StoppedIntegration[], now = new Date()) {
  if (!stopped.length) return
  await client.rawQuery(
    `UPDATE integrations i SET status = 'needs_attention', last_error = x.message, updated_at = ?
     FROM json_to_recordset(?::json) AS x(id int, message text) WHERE i.id = x.id`,
    [now, JSON.stringify(stopped.map(({ id, message }) => ({ id, message })))]
  )
  const rows = stopped.map((integration) => ({
    user_id: integration.userId,
    kind: 'integration_failed',
    title: `${integration.name} needs attention`,
    body: `Deliveries to ${integration.name} stopped: ${integration.message}`,
    link: LINKS[integration.kind] ?? '/integrations',
    integration_id: integration.id,
    created_at: now,
  }))
  await client.rawQuery(
    `INSERT INTO notifications (user_id, kind, title, body, link, integration_id, created_at)
     SELECT x.user_id, x.kind, x.title, x.body, x.link, x.integration_id, x.created_at
     FROM json_populate_recordset(NULL::notifications, ?::json) AS x
     WHERE EXISTS (SELECT 1 FROM integrations i WHERE i.id = x.integration_id)
     ON CONFLICT (integration_id, kind) WHERE resolved_at IS NULL AND integration_id IS NOT NULL DO NOTHING`,
    [JSON.stringify(rows)]
  )
}

/** The integrations work again: clear their error and close their open notifications. */
export async function resolveIntegrations(integrationIds: number[], client: QueryClientContract = db.connection(), now = new Date()) {
  if (!integrationIds.length) return
  await client.rawQuery(
    `UPDATE integrations SET status = 'connected', last_error = NULL, updated_at = ? WHERE id = ANY(?) AND status = 'needs_attention'`,
    [now, integrationIds]
  )
  await client.rawQuery(`UPDATE notifications SET resolved_at = ? WHERE integration_id = ANY(?) AND resolved_at IS NULL`, [now, integrationIds])
}
