import { APIConnectionError, InternalServerError, RateLimitError, retryAfterSeconds } from './errors.js'
import type { HttpMethod } from './transport/transport.js'

/** Waiting longer than this for a `Retry-After` would stall the caller; the error is raised instead. */
export const MAX_RETRY_AFTER_SECONDS = 60

const INITIAL_DELAY_MS = 500
const MAX_DELAY_MS = 8_000

/** Only methods that are safe to repeat are retried: a repeated POST could create a second record. */
export function isIdempotent(method: HttpMethod): boolean {
  return method === 'GET' || method === 'PUT' || method === 'DELETE'
}

/**
 * How long to wait before retrying after `error`, or `undefined` when it must not be retried.
 * `attempt` counts the retries already made, starting at 0.
 */
export function retryDelay(error: unknown, attempt: number, random: () => number = Math.random): number | undefined {
  if (error instanceof APIConnectionError) return backoff(attempt, random)
  if (!(error instanceof RateLimitError || error instanceof InternalServerError)) return undefined
  const retryAfter = retryAfterSeconds(error.headers)
  if (retryAfter === undefined) return backoff(attempt, random)
  return retryAfter <= MAX_RETRY_AFTER_SECONDS ? retryAfter * 1000 : undefined
}

function backoff(attempt: number, random: () => number): number {
  const ceiling = Math.min(INITIAL_DELAY_MS * 2 ** attempt, MAX_DELAY_MS)
  // Jitter spreads out clients that failed together so they do not all return at the same moment.
  return ceiling * (1 - random() * 0.25)
}
