import { NotFoundError, type BulkDecideResult, type JoinFlowClient, type MemberRequestFilter, type MemberRequestStatus } from '@joinflow/sdk'
import { CliError, ExitCode } from '../../errors.js'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { output } from '../../ui/output.js'
import { mapLimited } from '../apply/concurrency.js'
import { resolveGroup } from '../groups/resolve.js'

/** The API decides at most this many requests per call. */
export const MAX_IDS = 500

/** Which requests to decide when no IDs are given; at least one of them is set. */
export interface RequestSelection {
  /** A group's ID, Facebook address or slug. */
  group?: string
  status: MemberRequestStatus
  /** Only requests received at least this many milliseconds ago. */
  olderThanMs?: number
}

export interface DecideRequestsOptions {
  action: 'approve' | 'decline'
  /** The requests by ID; or `select` to choose them by group, status and age. */
  ids?: number[]
  select?: RequestSelection
  reason?: string
  /** Asked once the count is known, before deciding a selection or several IDs; absent when already confirmed (`--yes`). */
  confirm?: (question: { count: number; action: 'approve' | 'decline' }) => Promise<boolean>
  now?: Date
}

export interface DecideRequestsResult extends BulkDecideResult {
  /** How many requests the selection matched. */
  matched?: number
}

const WORDS = {
  approve: { doing: 'Approving', done: 'Approved', verb: 'approve' },
  decline: { doing: 'Declining', done: 'Declined', verb: 'decline' },
} as const

/**
 * Decides requests by hand, however many there are: by ID, or every request a selection matches
 * (counted, shown and confirmed first). The browser extension then clicks the same button on
 * Facebook. An ID that is not one of the owner's requests is an error, after the others are decided.
 */
export async function decideRequests(
  { action, ids, select, reason, confirm, now = new Date() }: DecideRequestsOptions,
  client: JoinFlowClient,
): Promise<DecideRequestsResult> {
  const words = WORDS[action]
  let chosen = ids ?? []
  let matched: number | undefined
  if (select) {
    const filter = await selectionFilter(client, select, now)
    chosen = await withSpinner('Finding the requests', async () => {
      const found: number[] = []
      for await (const request of client.requests.iterate({ filter, pageSize: MAX_IDS })) found.push(request.id)
      return found
    })
    matched = chosen.length
    if (chosen.length === 0) {
      const none = { updated: 0, ids: [], matched }
      renderResult(none, () => renderInfo({ headline: 'No requests match.', body: ['Nothing was changed.'] }))
      return none
    }
    // The count comes first, so the question that follows is about a known number (`--json` gives it as `matched`).
    if (!output.json) renderInfo({ headline: `${count(chosen.length)} match.` })
    if (confirm && !(await confirm({ count: chosen.length, action }))) {
      const kept = { updated: 0, ids: [], matched }
      renderResult(kept, () => renderInfo({ headline: 'Nothing was changed.' }))
      return kept
    }
  } else if (confirm && chosen.length > 1 && !(await confirm({ count: chosen.length, action }))) {
    const kept = { updated: 0, ids: [] }
    renderResult(kept, () => renderInfo({ headline: 'Nothing was changed.' }))
    return kept
  }

  const changed = await withSpinner(`${words.doing} ${count(chosen.length)}`, async () => {
    const decided: number[] = []
    for (let start = 0; start < chosen.length; start += MAX_IDS) {
      const result = await client.requests.bulk({ ids: chosen.slice(start, start + MAX_IDS), action, reason })
      decided.push(...result.ids)
    }
    return decided
  })
  const unchanged = chosen.filter((id) => !changed.includes(id))
  // Requests already decided that way are left as they are; an ID that is no request of the owner's is a mistake.
  const missing = ids ? await notFound(client, unchanged) : []
  const result = { updated: changed.length, ids: changed, ...(matched !== undefined && { matched }) }
  renderResult(result, () => {
    const present = unchanged.filter((id) => !missing.includes(id))
    renderSuccess({
      headline: `${words.done} ${count(changed.length)}.`,
      body: [
        ...(present.length > 0 ? [`Already ${words.done.toLowerCase()}: ${present.join(', ')}.`] : []),
        'The browser extension applies the decision on Facebook the next time it runs.',
      ],
    })
  })
  if (missing.length > 0) {
    throw new CliError(
      missing.length === 1 ? `Request ${missing[0]} was not found.` : `Requests ${missing.join(', ')} were not found.`,
      { tryMessage: 'Use the IDs `joinflow requests list` shows.', exitCode: ExitCode.NotFound },
    )
  }
  return result
}

async function selectionFilter(client: JoinFlowClient, { group, status, olderThanMs }: RequestSelection, now: Date): Promise<MemberRequestFilter> {
  const groupId = group === undefined ? undefined : (await withSpinner('Finding the group', () => resolveGroup(client, group))).id
  return {
    status,
    ...(groupId !== undefined && { groupId }),
    ...(olderThanMs !== undefined && { to: new Date(now.getTime() - olderThanMs).toISOString() }),
  }
}

async function notFound(client: JoinFlowClient, ids: number[]): Promise<number[]> {
  const found = await mapLimited(ids, 8, async (id) => {
    try {
      await client.requests.get(id)
      return undefined
    } catch (error) {
      if (error instanceof NotFoundError) return id
      throw error
    }
  })
  return found.filter((id): id is number => id !== undefined)
}

function count(requests: number): string {
  return requests === 1 ? '1 request' : `${requests} requests`
}

