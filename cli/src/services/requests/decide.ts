import type { BulkDecideResult, JoinFlowClient } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface DecideRequestsOptions {
  action: 'approve' | 'decline'
  ids: number[]
  reason?: string
}

const WORDS = {
  approve: { doing: 'Approving', done: 'Approved' },
  decline: { doing: 'Declining', done: 'Declined' },
} as const

/**
 * Decides requests by hand in one call, however many there are. The browser extension then clicks
 * the same button on Facebook.
 */
export async function decideRequests({ action, ids, reason }: DecideRequestsOptions, client: JoinFlowClient): Promise<BulkDecideResult> {
  const words = WORDS[action]
  const result = await withSpinner(`${words.doing} ${count(ids.length)}`, () => client.requests.bulk({ ids, action, reason }))
  renderResult(result, ({ updated, ids: changed }) => {
    const unchanged = ids.filter((id) => !changed.includes(id))
    renderSuccess({
      headline: `${words.done} ${count(updated)}.`,
      body: [
        ...(unchanged.length > 0 ? [`Not changed: ${unchanged.join(', ')}.`] : []),
        'The browser extension applies the decision on Facebook the next time it runs.',
      ],
    })
  })
  return result
}

function count(requests: number): string {
  return requests === 1 ? '1 request' : `${requests} requests`
}
