import db from '@adonisjs/lucid/services/db'
import { sendDeliveryJobs } from '#services/deliveries/queue_deliveries'
import { resolveIntegrations } from '#services/deliveries/notifications'
import { LEASE_SECONDS } from '#services/deliveries/delivery_runner'

/**
 * The owner asks for deliveries to be tried again now: they are queued
 * with a job each, and their integrations are taken out of "needs
 * attention" (the owner says the cause is fixed), so the attempt is made.
 * Delivered ones are left alone, and so is one being delivered right now:
 * queuing it again would send it a second time while the first call is
 * still in flight. Once its lease is over (the worker stopped mid-call) it
 * may be queued again; clearing its claim keeps the abandoned attempt from
 * recording anything should it still finish.
 */
export default class RetryDeliveries {
  async one(userId: number, deliveryId: number) {
    return this.#retry(userId, (query) => query.where('id', deliveryId).whereNot('status', 'delivered'))
  }

  async failedOf(userId: number, integrationId: number) {
    return this.#retry(userId, (query) => query.where('integration_id', integrationId).where('status', 'failed'))
  }

  async #retry(userId: number, scope: (query: any) => any) {
    return db.transaction(async (trx) => {
      const rows: { id: string; integration_id: number }[] = await scope(trx.from('deliveries').where('user_id', userId))
        .whereRaw(`NOT (status = 'delivering' AND claimed_at >= now() - make_interval(secs => ?))`, [LEASE_SECONDS])
        .update({ status: 'queued', next_attempt_at: null, claimed_at: null, claim_token: null, updated_at: new Date() })
        .returning(['id', 'integration_id'])
      await resolveIntegrations([...new Set(rows.map((row) => row.integration_id))], trx)
      await sendDeliveryJobs(trx, rows.map((row) => ({ deliveryId: Number(row.id) })))
      return rows.length
    })
  }
}
