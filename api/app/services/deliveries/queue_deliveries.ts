/*
 * Creating deliveries when a member request becomes approved (or is
 * captured, for integrations that take captured members): one per active
 * integration of the owner that covers the request's group, in the
 * caller's transaction, with one job each inserted in the same
 * transaction, and the workers woken when it commits.
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import queue from '#services/infra/queue'
import DeliverToIntegration from '#jobs/deliver_to_integration'
import type { DeliveryTrigger } from '#models/integration'

const CREATE = `
  INSERT INTO deliveries (user_id, member_request_id, integration_id, status, approved_at, created_at, updated_at)
  SELECT mr.user_id, mr.id, i.id, 'queued', coalesce(mr.decided_at, mr.created_at), ?, ?
  FROM member_requests mr
  JOIN integrations i
    ON i.user_id = mr.user_id AND i.is_active
    AND coalesce(i.settings->>'trigger', 'approved') = ?
    AND (i.group_ids IS NULL OR mr.group_id = ANY(i.group_ids))
  WHERE mr.id = ANY(?::bigint[])
  ON CONFLICT (member_request_id, integration_id) DO NOTHING
  RETURNING id`

/** Returns the ids of the deliveries created (none for requests that already had them). */
export async function queueDeliveries(trx: QueryClientContract, memberRequestIds: number[], trigger: DeliveryTrigger, now = new Date()) {
  if (!memberRequestIds.length) return []
  const { rows } = await trx.rawQuery(CREATE, [now, now, trigger, memberRequestIds])
  const ids = rows.map((row: { id: string }) => Number(row.id))
  await sendDeliveryJobs(trx, ids.map((deliveryId: number) => ({ deliveryId })))
  return ids
}

/** One job per delivery, at once or from `startAfter`, inserted with `client` (in its transaction, if it is one). */
export async function sendDeliveryJobs(client: QueryClientContract, jobs: { deliveryId: number; startAfter?: Date }[]) {
  if (!jobs.length) return
  await queue.insert(
    DeliverToIntegration,
    jobs.map(({ deliveryId, startAfter }) => ({ data: { deliveryId }, startAfter })),
    client
  )
  if (jobs.some(({ startAfter }) => !startAfter)) await queue.wake(DeliverToIntegration, client)
}
