import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Subscription from '#models/subscription'
import { BillingStateException, lockedBoughtPlan } from '#services/billing/account_subscription'
import { billingAddress, cancellationEmail } from '#services/billing/mail'
import { paymentGateway } from '#services/payments/main'
import { planAllowance } from '#services/subscriptions/subscriptions'
import { sendMail } from '#services/infra/mail_outbox'
import { clock } from '#services/infra/clock'

/** Still running: in its trial, a paid period, or the retries of a failed renewal. */
const running = (subscription: Subscription) => ['trialing', 'active', 'past_due'].includes(subscription.status)

/**
 * Cancels the owner's plan at the end of the period already paid for (or
 * of its trial): it keeps running until then, is not charged again, and
 * can be resumed until then. A plan whose renewal failed stops at once,
 * with no more retries. A plan Stripe renews is told too.
 */
export class CancelSubscription {
  async handle(userId: number, now = clock.now()) {
    const subscription = await db.transaction(async (trx) => {
      const current = await lockedBoughtPlan(userId, trx)
      if (current.billingPeriod === 'one_time') {
        throw new BillingStateException('This plan is paid once and never renews: there is nothing to cancel.')
      }
      if (!running(current)) throw new BillingStateException('This plan has already ended.')
      if (current.cancelAtPeriodEnd) return current
      const pastDue = current.status === 'past_due'
      if (current.gatewaySubscriptionId) {
        // A key per request: setting the flag twice is harmless, and a cancel after a resume must reach Stripe.
        const key = `cancel:${current.id}:${randomUUID()}`
        if (pastDue) await paymentGateway().cancelSubscription(current.gatewaySubscriptionId, key)
        else await paymentGateway().updateSubscription(current.gatewaySubscriptionId, { cancelAtPeriodEnd: true }, key)
      }
      current.useTransaction(trx)
      current.merge({
        cancelAtPeriodEnd: !pastDue,
        canceledAt: DateTime.fromJSDate(now),
        pendingPlanType: null,
        pendingBillingPeriod: null,
        ...(pastDue && { status: 'canceled' as const, endedAt: DateTime.fromJSDate(now), nextRetryAt: null }),
      })
      await current.save()
      return current
    })
    const to = await billingAddress(subscription)
    if (to && subscription.cancelAtPeriodEnd) {
      await sendMail(cancellationEmail(subscription, (await planAllowance(subscription.planType)).title, to))
    }
    return subscription
  }
}

/** Takes back a cancellation before the period ends: the plan renews as before. */
export class ResumeSubscription {
  async handle(userId: number) {
    return db.transaction(async (trx) => {
      const current = await lockedBoughtPlan(userId, trx)
      if (!current.cancelAtPeriodEnd || !running(current)) {
        throw new BillingStateException('This plan is not set to end, so there is nothing to resume. To start a plan again, choose one on the Pricing page.')
      }
      if (current.gatewaySubscriptionId) {
        await paymentGateway().updateSubscription(current.gatewaySubscriptionId, { cancelAtPeriodEnd: false }, `resume:${current.id}:${randomUUID()}`)
      }
      current.useTransaction(trx)
      current.merge({ cancelAtPeriodEnd: false, canceledAt: null })
      await current.save()
      return current
    })
  }
}
