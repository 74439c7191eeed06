import { DeliveryRunner } from '#services/deliveries/delivery_runner'
import type { JobContext } from '#services/infra/job_queue'

export interface DeliveryPayload {
  deliveryId: number
}

/**
 * Hands one member to one integration (see DeliveryRunner). Jobs are
 * fetched in batches and run together, so one worker keeps many calls in
 * flight. The runner retries by scheduling new jobs at their time; pg-boss's
 * own retries only cover a batch that failed outright (the database went
 * away), and claiming makes running a job twice harmless.
 */
export default class DeliverToIntegration {
  static jobName = 'deliveries.deliver'
  static batchSize = 200
  static queueOptions = { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 }

  #runner = new DeliveryRunner()

  async handle(payload: DeliveryPayload) {
    await this.#runner.run([payload.deliveryId])
  }

  async handleBatch(jobs: { payload: DeliveryPayload; context: JobContext }[]) {
    await this.#runner.run(jobs.map(({ payload }) => Number(payload.deliveryId)))
  }
}
