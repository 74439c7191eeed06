import type { CapturedRequest } from '../messages'
import { ApiError, type ApiCall } from './api-client'

/** The most requests the API takes in one capture batch. */
export const MAX_BATCH_SIZE = 100

/**
 * A write the API must receive even when it is down: a batch of captured requests or the result
 * of an action. Kept in extension storage until the API has it.
 */
export type Delivery =
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

export type NewDelivery = Delivery extends infer D ? (D extends Delivery ? Omit<D, 'id' | 'queuedAt'> : never) : never

const QUEUE_KEY = 'delivery.queue'

export interface DeliveryQueue {
  add(deliveries: NewDelivery[]): Promise<void>
  /** Sends what waits, oldest first, and answers how many captured requests still wait. */
  flush(): Promise<{ waiting: number }>
  waitingRequests(): Promise<number>
}

export interface DeliveryQueueOptions {
  area: chrome.storage.StorageArea
  call: ApiCall
  /** Told whether anything still waits, so a retry is scheduled (an alarm) or cancelled. */
  onWaiting?: (waiting: boolean) => void | Promise<void>
  now?: () => Date
}

/** Splits a page's captures into batches the API accepts. */
export function captureBatches(facebookGroupId: string, requests: CapturedRequest[]): NewDelivery[] {
  const batches: NewDelivery[] = []
  for (let start = 0; start < requests.length; start += MAX_BATCH_SIZE) {
    batches.push({ kind: 'capture', facebookGroupId, requests: requests.slice(start, start + MAX_BATCH_SIZE) })
  }
  return batches
}

/**
 * Whether a refused delivery can never succeed and may be let go. A capture for a group the
 * owner has not connected yet waits: it is delivered once the owner connects the group. A
 * batch the API refused item by item (422) has had its valid items stored already.
 */
function isFinal(delivery: Delivery, error: ApiError) {
  if (error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500) return false
  if (delivery.kind === 'capture' && error.code === 'E_GROUP_NOT_CONNECTED') return false
  return true
}

export function createDeliveryQueue({
  area,
  call,
  onWaiting = () => {},
  now = () => new Date(),
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
  const countRequests = (queue: Delivery[]) =>
    queue.reduce((sum, delivery) => sum + (delivery.kind === 'capture' ? delivery.requests.length : 0), 0)
  let sequence = 0
  let flushing: Promise<{ waiting: number }> | null = null

  async function send(delivery: Delivery) {
    if (delivery.kind === 'capture') {
      await call('POST', '/api/extension/requests', {
        facebookGroupId: delivery.facebookGroupId,
        requests: delivery.requests,
      })
    } else {
      await call('POST', `/api/extension/actions/${delivery.actionId}/result`, {
        status: delivery.status,
        error: delivery.error,
      })
    }
  }

  async function flushOnce() {
    const pending = await exclusive(read)
    const settled = new Set<string>()
    for (const delivery of pending) {
      try {
        await send(delivery)
        settled.add(delivery.id)
      } catch (error) {
        if (error instanceof ApiError && isFinal(delivery, error)) {
          settled.add(delivery.id)
          continue
        }
        // Other groups' batches can still go while one group waits to be connected.
        if (error instanceof ApiError && error.code === 'E_GROUP_NOT_CONNECTED') continue
        break
      }
    }
    const remaining = await exclusive(async () => {
      const queue = (await read()).filter((delivery) => !settled.has(delivery.id))
      await write(queue)
      return queue
    })
    await onWaiting(remaining.length > 0)
    return { waiting: countRequests(remaining) }
  }

  return {
    async add(deliveries) {
      if (!deliveries.length) return
      const queuedAt = now().toISOString()
      await exclusive(async () => {
        const queue = await read()
        for (const delivery of deliveries) {
          sequence += 1
          queue.push({ ...delivery, id: `${Date.now().toString(36)}-${sequence}`, queuedAt } as Delivery)
        }
        await write(queue)
      })
      await onWaiting(true)
    },
    flush() {
      // One flush at a time; a flush asked for meanwhile runs after it, so nothing added is missed.
      const next = (flushing ?? Promise.resolve()).then(flushOnce, flushOnce)
      flushing = next
      void next.finally(() => {
        if (flushing === next) flushing = null
      })
      return next
    },
    async waitingRequests() {
      return countRequests(await exclusive(read))
    },
  }
}
