/*
 * Reading an owner's deliveries: the filtered list (simple-rest), one
 * delivery with every attempt, and the figures the analytics page charts.
 */
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import { applyList, defineList, type ListQuery } from '#services/infra/list_query'
import { DELIVERY_STATUSES, type DeliveryFilter } from '#validators/delivery'

export const DELIVERY_NOT_FOUND = 'Delivery not found.'
export const DELIVERY_LIST = defineList({
  resource: 'deliveries',
  sorts: { createdAt: 'created_at', status: 'status', deliveredAt: 'delivered_at', attempts: 'attempts' },
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: { status: DELIVERY_STATUSES, integrationId: 'id', requestId: 'id' },
})

const COLUMNS = [
  'deliveries.id',
  'deliveries.user_id',
  'deliveries.member_request_id',
  'deliveries.integration_id',
  'deliveries.status',
  'deliveries.attempts',
  'deliveries.last_error',
  'deliveries.last_status_code',
  'deliveries.next_attempt_at',
  'deliveries.delivered_at',
  'deliveries.created_at',
  'deliveries.approved_at',
]
const NAMES = [
  '(SELECT name FROM member_requests WHERE member_requests.id = deliveries.member_request_id) AS member_name',
  '(SELECT name FROM integrations WHERE integrations.id = deliveries.integration_id) AS integration_name',
  '(SELECT kind FROM integrations WHERE integrations.id = deliveries.integration_id) AS integration_type',
  '(SELECT platform FROM integrations WHERE integrations.id = deliveries.integration_id) AS platform',
]

export interface DeliveryRow {
  id: string
  user_id: number
  member_request_id: string
  member_name: string
  integration_id: number
  integration_name: string
  integration_type: string
  platform: string
  status: string
  attempts: number
  last_error: string | null
  last_status_code: number | null
  next_attempt_at: Date | null
  delivered_at: Date | null
  created_at: Date
  approved_at: Date | null
}

function ownedDeliveries(userId: number, filter: DeliveryFilter) {
  const query = db.from('deliveries').where('deliveries.user_id', userId)
  if (filter.status) query.where('deliveries.status', filter.status)
  if (filter.integrationId) query.where('deliveries.integration_id', filter.integrationId)
  if (filter.requestId) query.where('deliveries.member_request_id', filter.requestId)
  return query.select(COLUMNS).select(NAMES.map((name) => db.raw(name)))
}

export function listDeliveries(userId: number, filter: DeliveryFilter, list: ListQuery) {
  return applyList<DeliveryRow>(ownedDeliveries(userId, filter), list, DELIVERY_LIST)
}

const iso = (value: Date | null) => value?.toISOString() ?? null

export function presentDelivery(row: DeliveryRow) {
  return {
    id: Number(row.id),
    memberRequestId: Number(row.member_request_id),
    memberName: row.member_name,
    integrationId: row.integration_id,
    integrationName: row.integration_name,
    integrationType: row.integration_type,
    platform: row.platform,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    lastStatusCode: row.last_status_code,
    nextAttemptAt: iso(row.next_attempt_at),
    deliveredAt: iso(row.delivered_at),
    createdAt: iso(row.created_at),
    approvedAt: iso(row.approved_at),
  }
}

/** One of the owner's deliveries; another owner's id answers like a missing one. */
export async function findOwnedDelivery(userId: number, id: unknown) {
  const deliveryId = Number(id)
  const row = Number.isSafeInteger(deliveryId)
    ? ((await ownedDeliveries(userId, {}).where('deliveries.id', deliveryId).first()) as DeliveryRow | null)
    : null
  if (!row) throw new Exception(DELIVERY_NOT_FOUND, { status: 404, code: 'E_NOT_FOUND' })
  return row
}

export async function attemptLog(deliveryId: number) {
  const rows = await db.from('delivery_attempts').where('delivery_id', deliveryId).orderBy('attempt').orderBy('id')
  return rows.map((row) => ({
    attempt: row.attempt,
    startedAt: iso(row.started_at),
    durationMs: row.duration_ms,
    statusCode: row.status_code,
    outcome: row.outcome,
    message: row.message,
  }))
}
