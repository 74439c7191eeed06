/*
 * How billing reads in the API: the owner's plan with its period, price,
 * status and dates, and the receipts. Every amount is a Money object
 * (minor units, currency, and the words every screen shows).
 */
import { Exception } from '@adonisjs/core/exceptions'
import type { DateTime } from 'luxon'
import Charge from '#models/charge'
import Subscription from '#models/subscription'
import type User from '#models/user'
import { money } from '#domain/money'
import { TRIAL_PLAN_TYPE } from '#domain/pricing'
import { planAllowance, subscriptionSummary } from '#services/subscriptions/subscriptions'
import { clock } from '#services/infra/clock'

const iso = (date: DateTime | null | undefined) => date?.toUTC().toISO() ?? null

/** GET /api/billing: the plan as the Billing page shows it. */
export async function billingSummary(userId: number, now = clock.now()) {
  const summary = await subscriptionSummary(userId, now)
  const subscription = await Subscription.findBy('userId', userId)
  const bought = subscription !== null && subscription.planType !== TRIAL_PLAN_TYPE
  const running = ['trialing', 'active', 'past_due'].includes(summary.status)
  const recurring = bought && subscription.billingPeriod !== 'one_time'
  const pending = bought && subscription.pendingPlanType ? await planAllowance(subscription.pendingPlanType) : null
  return {
    planType: summary.planType,
    planTitle: summary.planTitle,
    status: summary.status,
    period: bought ? subscription.billingPeriod : null,
    price: bought ? money(subscription.priceMinor, subscription.currency) : null,
    trialEndsAt: summary.trialEndsAt,
    currentPeriodStart: bought ? iso(subscription.currentPeriodStart) : null,
    currentPeriodEnd: bought ? iso(subscription.currentPeriodEnd) : null,
    cancelAtPeriodEnd: bought ? subscription.cancelAtPeriodEnd : false,
    /** The next charge, while the plan renews. */
    renewsAt: recurring && running && !subscription.cancelAtPeriodEnd ? iso(subscription.currentPeriodEnd) : null,
    /** When the plan stops: a canceled plan's period end, the free trial's end, or when it ended. */
    endsAt: !bought
      ? summary.trialEndsAt
      : subscription.cancelAtPeriodEnd && running
        ? iso(subscription.currentPeriodEnd)
        : iso(subscription.endedAt),
    pastDue:
      bought && subscription.status === 'past_due'
        ? { since: iso(subscription.pastDueSince), failedAttempts: subscription.failedAttempts, nextRetryAt: iso(subscription.nextRetryAt) }
        : null,
    pendingChange:
      bought && pending && subscription.pendingPlanType
        ? {
            planType: subscription.pendingPlanType,
            planTitle: pending.title,
            period: subscription.pendingBillingPeriod ?? subscription.billingPeriod,
            effectiveAt: iso(subscription.currentPeriodEnd),
          }
        : null,
    paymentMethod:
      bought && subscription.cardLast4
        ? { brand: subscription.cardBrand, last4: subscription.cardLast4, expMonth: subscription.cardExpMonth, expYear: subscription.cardExpYear }
        : null,
    renewedBy: !recurring ? null : subscription.gatewaySubscriptionId ? 'stripe' : 'joinflow',
    groupLimit: summary.groupLimit,
    groupsUsed: summary.groupsUsed,
    automationPaused: summary.automationPaused,
    pausedReason: summary.pausedReason,
  }
}

export function receiptView(charge: Charge) {
  return {
    id: charge.id,
    receiptNumber: charge.publicId,
    kind: charge.kind,
    description: charge.description,
    planType: charge.planType,
    period: charge.billingPeriod,
    amount: money(charge.amountMinor, charge.currency),
    periodStart: iso(charge.periodStart),
    periodEnd: iso(charge.periodEnd),
    card: charge.cardLast4 ? { brand: charge.cardBrand, last4: charge.cardLast4 } : null,
    paidAt: iso(charge.createdAt),
  }
}

/** The account's receipts: every succeeded charge, newest first. */
export async function receipts(userId: number) {
  const charges = await Charge.query().where('userId', userId).where('status', 'succeeded').orderBy('createdAt', 'desc').orderBy('id', 'desc')
  return charges.map(receiptView)
}

/** One receipt of the account's, with who paid; another account's answers 404 like one that does not exist. */
export async function receipt(owner: User, id: unknown) {
  const chargeId = Number(id)
  const charge =
    Number.isSafeInteger(chargeId) && chargeId > 0
      ? await Charge.query().where('id', chargeId).where('userId', owner.id).where('status', 'succeeded').first()
      : null
  if (!charge) throw new Exception('Receipt not found.', { status: 404, code: 'E_NOT_FOUND' })
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ')
  return { ...receiptView(charge), billedTo: { name: name || null, email: owner.email }, seller: 'JoinFlow' }
}
