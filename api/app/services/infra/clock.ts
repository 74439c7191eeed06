/*
 * The time billing runs on. Everything that depends on the date (trials,
 * periods, renewals, retries, reminders, link expiry) asks this clock, so
 * tests move it instead of waiting.
 */
let offsetMs = 0
let frozenAt: number | null = null

export const clock = {
  now(): Date {
    return new Date(frozenAt ?? Date.now() + offsetMs)
  },

  /** Stops the clock at `date` until the next change. */
  freeze(date: Date) {
    frozenAt = date.getTime()
  },

  /** Moves the clock on (frozen or running) by `ms`. */
  advance(ms: number) {
    if (frozenAt !== null) frozenAt += ms
    else offsetMs += ms
  },

  /** Back to the machine's time. */
  reset() {
    frozenAt = null
    offsetMs = 0
  },
}

export const DAY_MS = 24 * 60 * 60 * 1000
