import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import { errors } from '@vinejs/vine'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Charge from '#models/charge'
import type Subscription from '#models/subscription'
import { money } from '#domain/money'
import { periodEnd, planChangeKind, upgradeCharge, type Period } from '#domain/billing'
import { BillingStateException, lockedBoughtPlan } from '#services/billing/account_subscription'
import { recordCharge } from '#services/billing/charges'
import { subscriptionPrice, type SubscriptionPrice } from '#services/billing/plan_prices'
import { billingAddress, emailDate, receiptEmail } from '#services/billing/mail'
import { groupsUsed, PlanLimitException } from '#services/subscriptions/subscriptions'
import { paymentGateway } from '#services/payments/main'
import { sendMail } from '#services/infra/mail_outbox'
import { clock } from '#services/infra/clock'

export class PlanChangeDeclinedException extends Exception {
  static status = 402
  static code = 'E_PAYMENT_DECLINED'
}

export interface PlanChangeInput {
  planType: string
  billing: 'monthly' | 'annual'
}

const PERIOD_WORDS: Record<Period, string> = { monthly: 'monthly', annual: 'annual', one_time: 'one-time' }

function planName(price: SubscriptionPrice) {
  return price.period === 'one_time' ? price.title : `${price.title} (${PERIOD_WORDS[price.period]})`
}

interface Plan {
  subscription: Subscription
  target: SubscriptionPrice
  kind: 'upgrade' | 'downgrade'
  /** Whether the change happens now (an upgrade, or anything during a trial) or at the period end. */
  now: boolean
  creditMinor: number
  dueNowMinor: number
  effectiveAt: Date
  renewsAt: Date | null
  message: string
}

/**
 * Moves the owner's plan up or down. An upgrade (a dearer plan, or yearly
 * instead of monthly) starts a new period today and charges the new price
 * less what is left of the current period, through the saved card; a
 * downgrade waits for the end of the period already paid for, and is
 * refused while more groups are connected than the smaller plan allows.
 * During a trial nothing has been paid, so either happens at once and
 * costs nothing today.
 */
export default class ChangePlan {
  async preview(userId: number, input: PlanChangeInput, now = clock.now()) {
    return db.transaction(async (trx) => view(await this.#plan(userId, input, now, trx)))
  }

  async apply(userId: number, input: PlanChangeInput, idempotencyKey: string | null, now = clock.now()) {
    let charge: Charge | null = null
    const plan = await db.transaction(async (trx) => {
      const change = await this.#plan(userId, input, now, trx)
      const { subscription, target } = change
      subscription.useTransaction(trx)
      const gateway = paymentGateway()
      const stripeId = subscription.gatewaySubscriptionId
      const key = idempotencyKey ?? `change:${subscription.id}:${subscription.currentPeriodStart?.toISO()}:${target.planType}:${target.period}`

      if (!change.now) {
        if (stripeId) await gateway.updateSubscription(stripeId, { price: stripePrice(target, subscription.currency) }, `${key}:${randomUUID()}`)
        subscription.merge({ pendingPlanType: target.planType, pendingBillingPeriod: target.period })
        await subscription.save()
        return change
      }

      if (change.dueNowMinor > 0) {
        if (!subscription.gatewayPaymentMethodId) {
          throw new BillingStateException('No card is saved for this plan. Buy the new plan at checkout instead.')
        }
        const result = await gateway.chargeSaved({
          saved: { customerId: subscription.gatewayCustomerId, paymentMethodId: subscription.gatewayPaymentMethodId },
          amountMinor: change.dueNowMinor,
          currency: subscription.currency,
          description: `JoinFlow upgrade to ${planName(target)}`,
          idempotencyKey: key,
        })
        const recorded = {
          subscription,
          kind: 'upgrade' as const,
          amountMinor: change.dueNowMinor,
          amountUsdCents: Math.round((target.priceUsdCents * change.dueNowMinor) / target.priceMinor),
          description: `Upgrade to ${planName(target)}`,
          periodStart: now,
          periodEnd: change.renewsAt,
          gatewayReference: result.reference,
        }
        if (result.status === 'declined') {
          await recordCharge({ ...recorded, succeeded: false, idempotencyKey: key, failureReason: result.declineReason }, trx)
          return { ...change, declined: result.declineReason }
        }
        charge = await recordCharge({ ...recorded, succeeded: true, idempotencyKey: `${gateway.name}:${result.reference}` }, trx)
      }
      if (stripeId) {
        if (target.period === 'one_time') await gateway.cancelSubscription(stripeId, key)
        else {
          const update = { price: stripePrice(target, subscription.currency), ...(subscription.status !== 'trialing' && change.renewsAt && { nextRenewalAt: change.renewsAt }) }
          await gateway.updateSubscription(stripeId, update, `${key}:${randomUUID()}`)
        }
      }
      const trialing = subscription.status === 'trialing'
      subscription.merge({
        planType: target.planType,
        billingPeriod: target.period,
        priceMinor: target.priceMinor,
        priceUsdCents: target.priceUsdCents,
        pendingPlanType: null,
        pendingBillingPeriod: null,
        ...(target.period === 'one_time' && { gatewaySubscriptionId: null }),
        ...(!trialing && {
          status: 'active' as const,
          currentPeriodStart: DateTime.fromJSDate(now),
          currentPeriodEnd: change.renewsAt ? DateTime.fromJSDate(change.renewsAt) : null,
        }),
      })
      await subscription.save()
      return change
    })
    if ('declined' in plan) throw new PlanChangeDeclinedException(plan.declined as string)
    if (charge) {
      const to = await billingAddress(plan.subscription)
      if (to) await sendMail(receiptEmail(charge, plan.target.title, to))
    }
    return { change: view(plan), subscription: plan.subscription }
  }

  async #plan(userId: number, input: PlanChangeInput, now: Date, trx: TransactionClientContract): Promise<Plan> {
    const subscription = await lockedBoughtPlan(userId, trx)
    if (subscription.billingPeriod === 'one_time') {
      throw new BillingStateException('Your plan is paid once and has everything: there is no plan to change to.')
    }
    if (subscription.status === 'past_due') {
      throw new BillingStateException('Your last renewal payment failed. Pay for a plan with a working card at checkout first.')
    }
    if (subscription.status !== 'active' && subscription.status !== 'trialing') {
      throw new BillingStateException('Your plan has ended. Choose a plan on the Pricing page to start again.')
    }
    const [current, target] = await Promise.all([
      subscriptionPrice(subscription.planType, subscription.billingPeriod, subscription.currency, trx),
      subscriptionPrice(input.planType, input.billing, subscription.currency, trx),
    ])
    if (!target) {
      throw new errors.E_VALIDATION_ERROR([{ field: 'planType', message: 'There is no such plan. Choose one of the plans listed.', rule: 'exists' }])
    }
    const kind = current ? planChangeKind(current, target) : 'upgrade'
    if (kind === 'same') throw new BillingStateException(`You are already on ${planName(target)}.`)

    const trialing = subscription.status === 'trialing'
    if (kind === 'downgrade' && target.groupLimit !== null) {
      const used = await groupsUsed(userId, trx)
      if (used > target.groupLimit) {
        const extra = used - target.groupLimit
        throw new PlanLimitException(
          `You have ${used} groups connected and the ${target.title} plan allows ${target.groupLimit}. Disconnect ${extra} ${extra === 1 ? 'group' : 'groups'} first, then choose ${target.title} again.`
        )
      }
    }
    const start = subscription.currentPeriodStart?.toJSDate() ?? now
    const end = subscription.currentPeriodEnd?.toJSDate() ?? now
    const immediate = kind === 'upgrade' || trialing
    const { creditMinor, dueNowMinor } =
      immediate && !trialing ? upgradeCharge({ priceMinor: subscription.priceMinor, start, end }, target.priceMinor, now) : { creditMinor: 0, dueNowMinor: 0 }
    const effectiveAt = immediate ? now : end
    const renewsAt = trialing ? end : immediate ? periodEnd(now, target.period) : periodEnd(end, target.period)
    const amount = (minor: number) => money(minor, subscription.currency).formatted
    const currentName = current ? planName(current) : subscription.planType
    let message: string
    if (trialing) {
      message = `${planName(target)} replaces ${currentName} now. Nothing is charged today: your trial still ends on ${emailDate(end)}, then ${amount(target.priceMinor)} is charged.`
    } else if (kind === 'upgrade') {
      message =
        `${planName(target)} starts today. You pay ${amount(dueNowMinor)} now: ${amount(target.priceMinor)}` +
        `${creditMinor > 0 ? ` less ${amount(creditMinor)} left on ${currentName}` : ''}.` +
        `${renewsAt ? ` It renews on ${emailDate(renewsAt)}.` : ''}`
    } else {
      message = `${planName(target)} starts on ${emailDate(end)}, when the period you paid for ends. Until then you keep ${currentName}.`
    }
    return { subscription, target, kind, now: immediate, creditMinor, dueNowMinor, effectiveAt, renewsAt, message }
  }
}

function stripePrice(target: SubscriptionPrice, currency: string) {
  return {
    planType: target.planType,
    planTitle: target.title,
    period: target.period as 'monthly' | 'annual',
    priceMinor: target.priceMinor,
    currency,
  }
}

function view(plan: Plan) {
  const currency = plan.subscription.currency
  return {
    kind: plan.kind,
    planType: plan.target.planType,
    planTitle: plan.target.title,
    period: plan.target.period,
    price: money(plan.target.priceMinor, currency),
    credit: money(plan.creditMinor, currency),
    dueNow: money(plan.dueNowMinor, currency),
    effectiveAt: plan.effectiveAt.toISOString(),
    renewsAt: plan.renewsAt?.toISOString() ?? null,
    message: plan.message,
  }
}
