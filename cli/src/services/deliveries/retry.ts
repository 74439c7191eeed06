import type { JoinFlowClient } from '@joinflow/sdk'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export type RetryDeliveriesOptions = { deliveryId: number } | { failedOfIntegration: number }

export interface RetryDeliveriesResult {
  queued: number
}

/** Why the API left one delivery as it was instead of queuing it. */
const NOT_QUEUED: Record<string, string> = {
  delivered: 'is already delivered, so it is not sent again.',
  delivering: 'is being delivered right now, so it is not sent a second time.',
}

/** One delivery again, or every failed delivery of one integration once its problem is fixed. */
export async function retryDeliveries(options: RetryDeliveriesOptions, client: JoinFlowClient): Promise<RetryDeliveriesResult> {
  let status: string | undefined
  const result =
    'deliveryId' in options
      ? await withSpinner('Queuing the delivery', async () => {
          status = (await client.deliveries.retry(options.deliveryId)).status
          return { queued: status === 'queued' ? 1 : 0 }
        })
      : await withSpinner('Queuing failed deliveries', () => client.integrations.retryFailed(options.failedOfIntegration))
  renderResult(result, () => {
    if ('deliveryId' in options && status && NOT_QUEUED[status]) {
      renderInfo({
        headline: `Delivery ${options.deliveryId} ${NOT_QUEUED[status]}`,
        nextSteps: [`See its attempts with \`joinflow deliveries list\`.`],
      })
      return
    }
    renderSuccess({
      headline: result.queued === 1 ? '1 delivery is being sent again.' : `${result.queued} deliveries are being sent again.`,
      nextSteps: ['Follow them with `joinflow deliveries list`.'],
    })
  })
  return result
}
