/*
 * What an owner's subscription allows at a given moment: whether the trial
 * has run out, whether automation is paused, and the words that explain a
 * group limit. Pure, so it reads the same in the API and its tests.
 */
import { TRIAL_PLAN_TYPE } from '#domain/pricing'

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'expired' | 'canceled'

export interface SubscriptionFacts {
  planType: string
  status: SubscriptionStatus
  trialEndsAt: Date | null
  /** When the paid period ends; a canceled plan runs until then. */
  currentPeriodEnd?: Date | null
}

const DAY_MS = 24 * 60 * 60 * 1000

/** An account without a stored subscription has the trial it would have had from its creation. */
export function implicitTrial(createdAt: Date, trialDays: number): SubscriptionFacts {
  return { planType: TRIAL_PLAN_TYPE, status: 'trialing', trialEndsAt: new Date(createdAt.getTime() + trialDays * DAY_MS) }
}

/**
 * The status at `now`: a free trial whose end has passed is expired,
 * whatever the stored status says; a canceled plan keeps running (active)
 * until the end of the period it was paid for.
 */
export function effectiveStatus(subscription: SubscriptionFacts, now: Date): SubscriptionStatus {
  if (subscription.status === 'canceled') {
    const paidUntil = subscription.currentPeriodEnd ?? null
    return paidUntil !== null && paidUntil.getTime() > now.getTime() ? 'active' : 'canceled'
  }
  if (subscription.status !== 'trialing') return subscription.status
  const ended = subscription.trialEndsAt !== null && subscription.trialEndsAt.getTime() <= now.getTime()
  return ended && subscription.planType === TRIAL_PLAN_TYPE ? 'expired' : 'trialing'
}

export const PAUSED_REASONS = {
  expired: 'Automation is paused because your free trial ended. Choose a plan on the Pricing page to resume.',
  unpaid:
    'Automation is paused because the renewal payment failed after every retry. Your data is kept: choose a plan on the Billing page to resume.',
  canceled: 'Automation is paused because your subscription was canceled. Choose a plan on the Pricing page to resume.',
  group: 'Automation is paused for this group. Set the group to Active on the Connected Groups page to resume.',
} as const

/** Why automation is paused for this account, or null while it runs. Super admins are never paused. */
export function pausedReason(subscription: SubscriptionFacts, isSuperAdmin: boolean, now: Date): string | null {
  if (isSuperAdmin) return null
  const status = effectiveStatus(subscription, now)
  if (status === 'canceled') return PAUSED_REASONS.canceled
  if (status !== 'expired') return null
  return subscription.planType === TRIAL_PLAN_TYPE ? PAUSED_REASONS.expired : PAUSED_REASONS.unpaid
}

/** "Your Silver plan allows up to 3 groups. Choose a bigger plan on the Pricing page to connect more." */
export function groupLimitMessage(planTitle: string, planType: string, limit: number) {
  const groups = limit === 1 ? '1 group' : `${limit} groups`
  const holder = planType === TRIAL_PLAN_TYPE ? `Your ${planTitle}` : `Your ${planTitle} plan`
  const next = planType === TRIAL_PLAN_TYPE ? 'Choose a plan' : 'Choose a bigger plan'
  return `${holder} allows up to ${groups}. ${next} on the Pricing page to connect more.`
}

/** A bought plan still running (its trial, a paid period, a renewal being retried): claiming a purchase must not replace it. */
export function holdsPlanInForce(subscription: SubscriptionFacts, now: Date): boolean {
  if (subscription.planType === TRIAL_PLAN_TYPE) return false
  const status = effectiveStatus(subscription, now)
  return status === 'active' || status === 'trialing' || status === 'past_due'
}
