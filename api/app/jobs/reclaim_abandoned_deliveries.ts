import db from '@adonisjs/lucid/services/db'
import { LEASE_SECONDS } from '#services/deliveries/delivery_runner'
import { sendDeliveryJobs } from '#services/deliveries/queue_deliveries'

/**
 * Every minute: deliveries a worker claimed and never finished (the
 * process was killed mid-call) go back to the queue with a new job, so
 * every approved member is still delivered. Destinations receive the same
 * X-JoinFlow-Delivery key (and adapters their idempotent upserts) on the
 * second try, so a call that had landed is not applied twice. Their claim
 * is cleared, so a worker that was only slow records nothing over the
 * newer attempt when it finishes.
 */
export default class ReclaimAbandonedDeliveries {
  static jobName = 'deliveries.reclaim-abandoned'
  static queueOptions = { policy: 'singleton' as const, retryLimit: 1 }
  static cron = '* * * * *'

  async handle(payload: { leaseSeconds?: number } | null) {
    const leaseSeconds = payload?.leaseSeconds ?? LEASE_SECONDS
    await db.transaction(async (trx) => {
      const { rows } = await trx.rawQuery(
        `UPDATE deliveries SET status = CASE WHEN attempts > 0 THEN 'retrying' ELSE 'queued' END, claimed_at = NULL, claim_token = NULL,
           updated_at = now()
         WHERE status = 'delivering' AND claimed_at < now() - make_interval(secs => ?)
         RETURNING id`,
        [leaseSeconds]
      )
      await sendDeliveryJobs(trx, rows.map((row: { id: string }) => ({ deliveryId: Number(row.id) })))
    })
  }
}
