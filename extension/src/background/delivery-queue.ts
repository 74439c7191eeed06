import type { CaptureResponse } from '@joinflow/sdk/browser'
import type { CapturedRequest, DeliveryProblem, DeliveryStatus, WaitingProblem } from '../messages'
import { ApiError, type ApiCall } from './api-client'
import { createUnsentRequests, type NewUnsentRequest } from './unsent-requests'

/** The most requests the API takes in one capture batch. */
export const MAX_BATCH_SIZE = 100

/** Chrome runs an alarm 30 seconds from now at the soonest; the first retry waits that long. */
export const FIRST_RETRY_MS = 30_000
/** Retries back off to one every half hour while the API keeps failing. */
export const LONGEST_RETRY_MS = 30 * 60_000
/** However long the API asks to wait (`Retry-After`), the extension tries again within 6 hours. */
export const LONGEST_REQUESTED_WAIT_MS = 6 * 60 * 60_000

/** The reason kept beside a single request too large for the API to take. */
export const TOO_LARGE_REASON = 'This request holds more text than JoinFlow takes in one request.'

/**
 * A write the API must receive even when it is down: a batch of captured requests or the result
 * of an action. Kept in extension storage until the API has it, with the problem that held it
 * back the last time it was tried.
 */
export type Delivery = (
  | {
      id: string
      kind: 'capture'
      facebookGroupId: string
      requests: CapturedRequest[]
      queuedAt: string
    }
  | {
      id: string
      kind: 'action-result'
      actionId: number
      status: 'done' | 'failed'
      error: string | null
      queuedAt: string
    }
) & { problem?: DeliveryProblem }

export type NewDelivery = Delivery extends infer D
  ? D extends Delivery
    ? Omit<D, 'id' | 'queuedAt' | 'problem'>
    : never
  : never

const QUEUE_KEY = 'delivery.queue'
const RETRY_KEY = 'delivery.retry'

/**
 * How many attempts in a row have failed, and when the next one is due. `holding` when the API
 * itself was the problem (away, failing, or refusing the token): until then nothing is sent but
 * what the retry alarm, or the owner, asks for. A problem of one batch (a group not connected)
 * holds back only that batch.
 */
interface RetryState {
  failures: number
  retryAt: string | null
  holding?: boolean
}

export interface DeliveryQueue {
  add(deliveries: NewDelivery[]): Promise<void>
  /**
   * Sends what waits, oldest first, and answers how many captured requests still wait. After a
   * failure nothing is sent before the retry time unless `now` is set (the retry alarm, or the
   * owner opening the popup or reconnecting).
   */
  flush(options?: { now?: boolean }): Promise<{ waiting: number }>
  waitingRequests(): Promise<number>
  status(): Promise<DeliveryStatus>
  /** Lets go of a request JoinFlow could not store, once the owner has seen it. */
  dismiss(id: string): Promise<DeliveryStatus>
  /** Schedules the retry again (after the browser restarted, alarms may be gone). */
  resume(): Promise<void>
}

export interface DeliveryQueueOptions {
  area: chrome.storage.StorageArea
  call: ApiCall
  /** Asked to try again at the given time (an alarm), or told nothing waits. */
  schedule?: (retryAt: Date | null) => void | Promise<void>
  now?: () => Date
  /** Spreads retries so extensions that lost the API together do not come back together. */
  random?: () => number
}

/** Splits a page's captures into batches the API accepts. */
export function captureBatches(facebookGroupId: string, requests: CapturedRequest[]): NewDelivery[] {
  const batches: NewDelivery[] = []
  for (let start = 0; start < requests.length; start += MAX_BATCH_SIZE) {
    batches.push({ kind: 'capture', facebookGroupId, requests: requests.slice(start, start + MAX_BATCH_SIZE) })
  }
  return batches
}

/** The wait before the next attempt after `failures` failed ones: doubling, capped, spread ±20%. */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS)
  return Math.max(FIRST_RETRY_MS, Math.round(base * (0.8 + 0.4 * random())))
}

/**
 * What became of one delivery: sent (nothing left), or kept with what is left of it and why;
 * `stop` when nothing after it can go either (the API is away, or the token no longer works).
 */
interface Attempt {
  left: CapturedRequest[] | null
  problem: DeliveryProblem | null
  stop: boolean
  retryAfterMs: number | null
}

const SENT: Attempt = { left: null, problem: null, stop: false, retryAfterMs: null }

/** Whether no later delivery can succeed either after this answer. */
const stopsEverything = (status: number) => status === 401 || status === 403 || status === 408 || status === 429 || status >= 500

export function createDeliveryQueue({
  area,
  call,
  schedule = () => {},
  now = () => new Date(),
  random = Math.random,
}: DeliveryQueueOptions): DeliveryQueue {
  // Storage is read, changed and written back; one change at a time keeps concurrent captures.
  let lock: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = lock.then(work, work)
    lock = run.catch(() => {})
    return run
  }
  const read = async () => ((await area.get(QUEUE_KEY))[QUEUE_KEY] as Delivery[] | undefined) ?? []
  const write = (queue: Delivery[]) => area.set({ [QUEUE_KEY]: queue })
  const readRetry = async (): Promise<RetryState> =>
    ((await area.get(RETRY_KEY))[RETRY_KEY] as RetryState | undefined) ?? { failures: 0, retryAt: null }
  const writeRetry = (state: RetryState) => area.set({ [RETRY_KEY]: state })
  const countRequests = (queue: Delivery[]) =>
    queue.reduce((sum, delivery) => sum + (delivery.kind === 'capture' ? delivery.requests.length : 0), 0)
  const unsent = createUnsentRequests(area, exclusive, now)
  let sequence = 0
  let flushing: Promise<{ waiting: number }> | null = null

  const problemOf = (error: unknown): DeliveryProblem => ({
    status: error instanceof ApiError ? error.status : null,
    code: error instanceof ApiError ? error.code : null,
    message: error instanceof Error ? error.message : String(error),
    at: now().toISOString(),
  })

  /** Sends a capture batch; a batch too large for the API is halved until each part goes. */
  async function sendCapture(
    facebookGroupId: string,
    requests: CapturedRequest[],
    refused: NewUnsentRequest[],
  ): Promise<Attempt> {
    let answer: CaptureResponse
    try {
      // When some requests cannot be stored, the others are: the answer lists the refused ones.
      answer = await call((api) => api.extension.capture({ facebookGroupId, requests }))
    } catch (error) {
      if (error instanceof ApiError && error.status === 413 && requests.length > 1) {
        const half = Math.ceil(requests.length / 2)
        const first = await sendCapture(facebookGroupId, requests.slice(0, half), refused)
        if (first.stop) return { ...first, left: [...(first.left ?? []), ...requests.slice(half)] }
        const second = await sendCapture(facebookGroupId, requests.slice(half), refused)
        const left = [...(first.left ?? []), ...(second.left ?? [])]
        return { ...second, left: left.length ? left : null, problem: second.problem ?? first.problem }
      } else if (error instanceof ApiError && error.status === 413) {
        refused.push({ facebookGroupId, request: requests[0]!, reason: TOO_LARGE_REASON })
        return SENT
      } else return kept(requests, error)
    }
    // The refused ones are kept aside with JoinFlow's reason.
    for (const { index, reason } of answer.rejected) {
      const request = requests[index]
      if (request) refused.push({ facebookGroupId, request, reason })
    }
    return SENT
  }

  function kept(requests: CapturedRequest[], error: unknown): Attempt {
    const problem = problemOf(error)
    return {
      left: requests,
      problem,
      stop: problem.status === null || stopsEverything(problem.status),
      retryAfterMs: error instanceof ApiError ? error.retryAfterMs : null,
    }
  }

  async function attempt(delivery: Delivery, refused: NewUnsentRequest[]): Promise<Attempt> {
    if (delivery.kind === 'capture') return sendCapture(delivery.facebookGroupId, delivery.requests, refused)
    try {
      await call((api) => api.extension.reportResult(delivery.actionId, { status: delivery.status, error: delivery.error }))
      return SENT
    } catch (error) {
      // A result the API refuses for good (the action is gone) has nothing left to deliver.
      if (error instanceof ApiError && !stopsEverything(error.status)) {
        return SENT
      }
      return kept([], error)
    }
  }

  async function flushOnce(force: boolean) {
    const retry = await exclusive(readRetry)
    if (!force && retry.holding && retry.retryAt && Date.parse(retry.retryAt) > now().getTime()) {
      return { waiting: countRequests(await exclusive(read)) }
    }
    const pending = await exclusive(read)
    const attempts = new Map<string, Attempt>()
    const refused: NewUnsentRequest[] = []
    for (const delivery of pending) {
      const outcome = await attempt(delivery, refused)
      attempts.set(delivery.id, outcome)
      if (outcome.stop) break
    }
    await unsent.add(refused)

    const failed = [...attempts.values()].filter(({ problem }) => problem)
    const { remaining, nextRetry } = await exclusive(async () => {
      const queue: Delivery[] = []
      for (const delivery of await read()) {
        const outcome = attempts.get(delivery.id)
        if (!outcome) queue.push(delivery)
        else if (outcome.problem) {
          queue.push(
            delivery.kind === 'capture'
              ? { ...delivery, requests: outcome.left ?? delivery.requests, problem: outcome.problem }
              : { ...delivery, problem: outcome.problem },
          )
        }
      }
      await write(queue)
      const failures = failed.length ? retry.failures + 1 : 0
      const requested = failed.find(({ retryAfterMs }) => retryAfterMs !== null)?.retryAfterMs ?? null
      const wait = requested === null ? backoffMs(failures, random) : Math.min(Math.max(requested, FIRST_RETRY_MS), LONGEST_REQUESTED_WAIT_MS)
      const state: RetryState = {
        failures,
        retryAt: failed.length ? new Date(now().getTime() + wait).toISOString() : null,
        holding: failed.some(({ stop }) => stop),
      }
      await writeRetry(state)
      return { remaining: queue, nextRetry: state.retryAt }
    })
    // Added while this flush ran, and not yet tried: the flush asked for with it follows.
    const fallback = remaining.length ? new Date(now().getTime() + FIRST_RETRY_MS) : null
    await schedule(nextRetry ? new Date(nextRetry) : fallback)
    return { waiting: countRequests(remaining) }
  }

  async function status(): Promise<DeliveryStatus> {
    const [queue, retry, list] = await Promise.all([exclusive(read), exclusive(readRetry), unsent.list()])
    const problems = new Map<string, WaitingProblem>()
    for (const delivery of queue) {
      if (!delivery.problem) continue
      const key = `${delivery.problem.status} ${delivery.problem.code} ${delivery.problem.message}`
      const problem = problems.get(key) ?? { ...delivery.problem, requests: 0, facebookGroupIds: [] }
      if (delivery.kind === 'capture') {
        problem.requests += delivery.requests.length
        if (!problem.facebookGroupIds.includes(delivery.facebookGroupId)) problem.facebookGroupIds.push(delivery.facebookGroupId)
      }
      if (delivery.problem.at > problem.at) problem.at = delivery.problem.at
      problems.set(key, problem)
    }
    return {
      waiting: countRequests(queue),
      retryAt: queue.length ? retry.retryAt : null,
      problems: [...problems.values()],
      unsent: list,
    }
  }

  return {
    async add(deliveries) {
      if (!deliveries.length) return
      const queuedAt = now().toISOString()
      const retryAt = await exclusive(async () => {
        const queue = await read()
        for (const delivery of deliveries) {
          sequence += 1
          queue.push({ ...delivery, id: `${Date.now().toString(36)}-${sequence}`, queuedAt } as Delivery)
        }
        await write(queue)
        return (await readRetry()).retryAt
      })
      // Should the worker stop before the flush that follows, the alarm still delivers it.
      await schedule(retryAt ? new Date(retryAt) : new Date(now().getTime() + FIRST_RETRY_MS))
    },
    flush({ now: force = false } = {}) {
      // One flush at a time; a flush asked for meanwhile runs after it, so nothing added is missed.
      const run = () => flushOnce(force)
      const next = (flushing ?? Promise.resolve()).then(run, run)
      flushing = next
      void next.finally(() => {
        if (flushing === next) flushing = null
      })
      return next
    },
    async waitingRequests() {
      return countRequests(await exclusive(read))
    },
    status,
    async dismiss(id) {
      await unsent.dismiss(id)
      return status()
    },
    async resume() {
      const [queue, retry] = await Promise.all([exclusive(read), exclusive(readRetry)])
      // An overdue retry runs as soon as Chrome allows.
      if (queue.length) await schedule(new Date(retry.retryAt ?? now().getTime() + FIRST_RETRY_MS))
    },
  }
}
