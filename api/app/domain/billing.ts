/*
 * The arithmetic of a subscription's life, pure so every rule is tested
 * without a database or a clock: where a period ends, when a failed
 * renewal is tried again, what an upgrade costs today, and whether a plan
 * change is an upgrade (now) or a downgrade (at the period end).
 */
import { DateTime } from 'luxon'

export type Period = 'monthly' | 'annual' | 'one_time'

/** Days after the first failed renewal on which it is tried again; after the last one fails, the account turns read-only. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const

/** The reminder before a bought plan's trial ends. */
export const TRIAL_REMINDER_DAYS = 2

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar month or year after `start` (31 January → 28 or 29 February); null for a one-time plan. */
export function periodEnd(start: Date, period: Period): Date | null {
  if (period === 'one_time') return null
  const from = DateTime.fromJSDate(start, { zone: 'utc' })
  return (period === 'annual' ? from.plus({ years: 1 }) : from.plus({ months: 1 })).toJSDate()
}

/**
 * When to try a failed renewal again, given when the first attempt failed
 * and how many have failed so far; null when the retries are spent.
 */
export function nextRetryAt(pastDueSince: Date, failedAttempts: number): Date | null {
  const days = RETRY_AFTER_DAYS[failedAttempts - 1]
  return days === undefined ? null : new Date(pastDueSince.getTime() + days * DAY_MS)
}

/** When the reminder before a trial's end is due. */
export function trialReminderAt(trialEndsAt: Date): Date {
  return new Date(trialEndsAt.getTime() - TRIAL_REMINDER_DAYS * DAY_MS)
}

export interface CurrentPeriod {
  priceMinor: number
  start: Date
  end: Date
}

/** The unused part of the current period's price at `now`, in the same minor units, rounded half up. */
export function unusedCredit({ priceMinor, start, end }: CurrentPeriod, now: Date): number {
  const length = end.getTime() - start.getTime()
  if (length <= 0) return 0
  const remaining = Math.min(Math.max(end.getTime() - now.getTime(), 0), length)
  return Math.round((priceMinor * remaining) / length)
}

/** An upgrade starts a new period today: the new price, less what is left of the current one (never below zero). */
export function upgradeCharge(current: CurrentPeriod | null, newPriceMinor: number, now: Date) {
  const credit = current ? Math.min(unusedCredit(current, now), newPriceMinor) : 0
  return { creditMinor: credit, dueNowMinor: newPriceMinor - credit }
}

export interface PlanChoice {
  planType: string
  period: Period
  /** The plan's list price per month in US cents (one-time plans rank above every recurring one). */
  monthlyUsdCents: number
}

export type PlanChangeKind = 'upgrade' | 'downgrade' | 'same'

/**
 * A dearer plan, or the same plan billed yearly instead of monthly, is an
 * upgrade (charged now); a cheaper plan, or monthly instead of yearly, a
 * downgrade (from the period end).
 */
export function planChangeKind(current: PlanChoice, target: PlanChoice): PlanChangeKind {
  const rank = (choice: PlanChoice) => (choice.period === 'one_time' ? Number.POSITIVE_INFINITY : choice.monthlyUsdCents)
  if (current.planType === target.planType && current.period === target.period) return 'same'
  if (rank(target) !== rank(current)) return rank(target) > rank(current) ? 'upgrade' : 'downgrade'
  if (current.period === target.period) return 'same'
  return target.period === 'annual' ? 'upgrade' : 'downgrade'
}
