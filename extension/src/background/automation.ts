import type { ActingBlock, AutomationSettings, Claim } from '../messages'

export const DEFAULT_AUTOMATION: Readonly<AutomationSettings> = Object.freeze({
  paused: false,
  minPauseSeconds: 2,
  maxPauseSeconds: 6,
  hourlyLimit: 50,
})

export const AUTOMATION_LIMITS = { maxPauseSeconds: 600, maxHourlyLimit: 1000 } as const

const SETTINGS_KEY = 'automation.settings'
const CLICKS_KEY = 'automation.clicks'
const HOUR_MS = 3_600_000

export class InvalidAutomationSettings extends Error {}

/** Checks what the owner typed; the pause range may be fractions of a second (tests use that). */
export function validateAutomation(settings: AutomationSettings): AutomationSettings {
  const { minPauseSeconds, maxPauseSeconds, hourlyLimit, paused } = settings
  const seconds = (value: number) => Number.isFinite(value) && value >= 0 && value <= AUTOMATION_LIMITS.maxPauseSeconds
  if (!seconds(minPauseSeconds) || !seconds(maxPauseSeconds)) {
    throw new InvalidAutomationSettings(
      `Pauses are between 0 and ${AUTOMATION_LIMITS.maxPauseSeconds} seconds.`,
    )
  }
  if (minPauseSeconds > maxPauseSeconds) {
    throw new InvalidAutomationSettings('The shortest pause cannot be longer than the longest.')
  }
  if (!Number.isInteger(hourlyLimit) || hourlyLimit < 1 || hourlyLimit > AUTOMATION_LIMITS.maxHourlyLimit) {
    throw new InvalidAutomationSettings(
      `The hourly limit is a whole number from 1 to ${AUTOMATION_LIMITS.maxHourlyLimit}.`,
    )
  }
  return { paused: Boolean(paused), minPauseSeconds, maxPauseSeconds, hourlyLimit }
}

export interface Automation {
  read(): Promise<AutomationSettings>
  update(changes: Partial<AutomationSettings>): Promise<AutomationSettings>
  /** Clicks still allowed in the hour that ends now. */
  remaining(): Promise<number>
  /** Counts one click against the hourly limit, or says why none may be made now. */
  claim(blockedBy?: ActingBlock | null): Promise<Claim>
}

export function createAutomation(area: chrome.storage.StorageArea, now: () => number = Date.now): Automation {
  let lock: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const run = lock.then(work, work)
    lock = run.catch(() => {})
    return run
  }
  const read = async (): Promise<AutomationSettings> => ({
    ...DEFAULT_AUTOMATION,
    ...((await area.get(SETTINGS_KEY))[SETTINGS_KEY] as Partial<AutomationSettings> | undefined),
  })
  const recentClicks = async () => {
    const since = now() - HOUR_MS
    const clicks = ((await area.get(CLICKS_KEY))[CLICKS_KEY] as number[] | undefined) ?? []
    return clicks.filter((at) => at > since)
  }

  return {
    read,
    update: (changes) =>
      exclusive(async () => {
        const settings = validateAutomation({ ...(await read()), ...changes })
        await area.set({ [SETTINGS_KEY]: settings })
        return settings
      }),
    remaining: async () => Math.max(0, (await read()).hourlyLimit - (await recentClicks()).length),
    claim: (blockedBy = null) =>
      exclusive(async (): Promise<Claim> => {
        if (blockedBy) return { allowed: false, reason: blockedBy }
        const settings = await read()
        if (settings.paused) return { allowed: false, reason: 'paused' }
        const clicks = await recentClicks()
        if (clicks.length >= settings.hourlyLimit) return { allowed: false, reason: 'hourly_limit' }
        await area.set({ [CLICKS_KEY]: [...clicks, now()] })
        return { allowed: true }
      }),
  }
}
