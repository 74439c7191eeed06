import type { BulkDecideResult, JoinFlowClient } from '@joinflow/sdk'
import { CliError, ExitCode } from '../../errors.js'
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
  await failOnMissing(ids.filter((id) => !result.ids.includes(id)), client)
  return result
}

/** Ids the API left alone may be already decided, or not be the account's at all: the latter fail. */
async function failOnMissing(unchanged: number[], client: JoinFlowClient): Promise<void> {
  const missing: number[] = []
  for (const id of unchanged) {
    try {
      await client.requests.get(id)
    } catch (error) {
      if ((error as { status?: number }).status === 404) missing.push(id)
      else throw error
    }
  }
  if (missing.length === 0) return
  throw new CliError(`Member ${missing.length === 1 ? 'request' : 'requests'} ${missing.join(', ')} not found.`, {
    tryMessage: 'Run `joinflow requests list` to see the request IDs.',
    exitCode: ExitCode.NotFound,
  })
}

function count(requests: number): string {
  return requests === 1 ? '1 request' : `${requests} requests`
}
