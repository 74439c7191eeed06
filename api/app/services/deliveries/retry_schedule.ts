/*
 * When a failed delivery is tried again: exponential backoff with jitter,
 * ten attempts spread over about six hours, so a platform that is down for
 * an afternoon still receives every member once it is back.
 */
export const MAX_ATTEMPTS = 10
const FIRST_DELAY_MS = 45_000

/** The wait after attempt number `attempt` (1-based) failed: 45 s doubling each time, ±25 % jitter. */
export function retryDelayMs(attempt: number, random = Math.random) {
  const base = FIRST_DELAY_MS * 2 ** (attempt - 1)
  return Math.round(base * (0.75 + random() * 0.5))
}
