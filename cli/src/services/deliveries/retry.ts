import type { JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export type RetryDeliveriesOptions = { deliveryId: number } | { failedOfIntegration: number }

export interface RetryDeliveriesResult {
  queued: number
}

/** One delivery again, or every failed delivery of one integration once its problem is fixed. */
export async function retryDeliveries(options: RetryDeliveriesOptions, client: JoinFlowClient): Promise<RetryDeliveriesResult> {
  const result =
    'deliveryId' in options
      ? await withSpinner('Queuing the delivery', async () => {
          await client.deliveries.retry(options.deliveryId)
          return { queued: 1 }
        })
      : await withSpinner('Queuing failed deliveries', () => client.integrations.retryFailed(options.failedOfIntegration))
  renderResult(result, () =>
    renderSuccess({
      headline: result.queued === 1 ? '1 delivery is being sent again.' : `${result.queued} deliveries are being sent again.`,
      nextSteps: ['Follow them with `joinflow deliveries list`.'],
    }),
  )
  return result
}
