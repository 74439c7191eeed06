import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'
import Subscription, { type SubscriptionStatus } from '#models/subscription'
import { recordCharge } from '#services/billing/charges'
import { subscriptionPrice } from '#services/billing/plan_prices'
import { billingAddress, paymentFailedEmail, receiptEmail } from '#services/billing/mail'
import { fromStripeAmount, stripeClient } from '#services/payments/stripe_gateway'
import { planAllowance } from '#services/subscriptions/subscriptions'
import { sendMail, type OutgoingMail } from '#services/infra/mail_outbox'
import { clock } from '#services/infra/clock'

/** Like a sign-in provider without keys: the endpoint is not there until it is configured (Stripe keeps retrying until then). */
export class WebhookNotConfiguredException extends Exception {
  static status = 404
  static code = 'E_PROVIDER_NOT_CONFIGURED'
  static message = 'Stripe webhooks are not configured on this server: set STRIPE_WEBHOOK_SECRET to the endpoint\'s signing secret.'
}

export class InvalidWebhookSignatureException extends Exception {
  static status = 400
  static code = 'E_INVALID_SIGNATURE'
  static message = 'The Stripe-Signature header does not match this payload and the endpoint\'s secret, or it is too old.'
}

/** How far a signature's time may be from ours (Stripe's default). */
const TOLERANCE_SECONDS = 300

type StripeObject = Record<string, any>

const fromUnix = (seconds: number | null | undefined) => (seconds ? DateTime.fromSeconds(seconds, { zone: 'utc' }) : null)

/** An invoice's subscription, in the API versions before and after it moved under `parent`. */
const invoiceSubscription = (invoice: StripeObject): string | null =>
  invoice.subscription ?? invoice.parent?.subscription_details?.subscription ?? null

/** A subscription's current period, at its top level or (in newer API versions) on its item. */
function subscriptionPeriod(subscription: StripeObject) {
  const item = subscription.items?.data?.[0] ?? {}
  return {
    start: fromUnix(subscription.current_period_start ?? item.current_period_start),
    end: fromUnix(subscription.current_period_end ?? item.current_period_end),
  }
}

/** Stripe's states JoinFlow takes over; its "trialing" is left alone (JoinFlow moves a renewal date with trial_end). */
const STATUS_FROM_STRIPE: Record<string, SubscriptionStatus> = {
  active: 'active',
  past_due: 'past_due',
  unpaid: 'expired',
  incomplete_expired: 'expired',
  canceled: 'canceled',
}

export type EventOutcome = 'processed' | 'duplicate'

/**
 * A Stripe webhook: verified by its signature, then applied once. The
 * event's id is recorded in the same transaction that applies it, so a
 * delivery repeated or run at the same time as the first is recognised and
 * changes nothing; a failure rolls both back and Stripe delivers again.
 *
 * - invoice.paid: the period is paid: a receipt, the new period, a waiting
 *   downgrade applied, any failed renewal forgiven;
 * - invoice.payment_failed: past due until Stripe's next try, with an
 *   email; read-only when Stripe will not try again;
 * - customer.subscription.updated / deleted: cancellation at the period
 *   end, past due, and the end of the plan.
 */
export default class HandleStripeEvent {
  async handle(payload: string, signature: string | undefined, now = clock.now()): Promise<EventOutcome> {
    const secret = env.get('STRIPE_WEBHOOK_SECRET')
    if (!secret) throw new WebhookNotConfiguredException()
    let event: StripeObject
    try {
      event = stripeClient({ secretKey: env.get('STRIPE_SECRET_KEY') || 'sk_webhooks_only' }).webhooks.constructEvent(
        payload,
        signature ?? '',
        secret,
        TOLERANCE_SECONDS,
        undefined,
        // In milliseconds: the time the signature's age is measured against.
        now.getTime()
      ) as unknown as StripeObject
    } catch {
      throw new InvalidWebhookSignatureException()
    }
    const mails: OutgoingMail[] = []
    const outcome = await db.transaction(async (trx) => {
      const { rows } = await trx.rawQuery(
        `INSERT INTO billing_events (gateway, event_id, type, created_at) VALUES ('stripe', ?, ?, ?)
         ON CONFLICT (gateway, event_id) DO NOTHING RETURNING id`,
        [event.id, String(event.type).slice(0, 80), now]
      )
      if (!rows.length) return 'duplicate' as const
      mails.push(...(await this.#apply(event, now, trx)))
      return 'processed' as const
    })
    for (const mail of mails) await sendMail(mail)
    return outcome
  }

  async #apply(event: StripeObject, now: Date, trx: TransactionClientContract): Promise<OutgoingMail[]> {
    const object = event.data?.object ?? {}
    const stripeId = String(event.type).startsWith('invoice.') ? invoiceSubscription(object) : object.id
    if (!stripeId) return []
    const subscription = await Subscription.query({ client: trx }).where('gatewaySubscriptionId', stripeId).forUpdate().first()
    if (!subscription) return []
    subscription.useTransaction(trx)
    switch (event.type) {
      case 'invoice.paid':
        return this.#invoicePaid(subscription, object, trx)
      case 'invoice.payment_failed':
        return this.#invoiceFailed(subscription, object, now, trx)
      case 'customer.subscription.updated':
        await this.#synchronise(subscription, object)
        return []
      case 'customer.subscription.deleted':
        subscription.merge({
          // Ended by failed payments: read-only. Ended as the owner asked: canceled.
          status: ['past_due', 'expired'].includes(subscription.status) || object.status === 'unpaid' ? 'expired' : 'canceled',
          endedAt: fromUnix(object.ended_at) ?? DateTime.fromJSDate(now),
          nextRetryAt: null,
        })
        await subscription.save()
        return []
      default:
        return []
    }
  }

  async #invoicePaid(subscription: Subscription, invoice: StripeObject, trx: TransactionClientContract) {
    const amountMinor = fromStripeAmount(Number(invoice.amount_paid ?? 0), String(invoice.currency ?? subscription.currency))
    // The free trial's invoice pays nothing: there is no charge to record.
    if (amountMinor <= 0) return []
    if (subscription.pendingPlanType) {
      const price = await subscriptionPrice(subscription.pendingPlanType, subscription.pendingBillingPeriod ?? subscription.billingPeriod, subscription.currency, trx)
      if (price) subscription.merge({ planType: price.planType, billingPeriod: price.period, priceMinor: price.priceMinor, priceUsdCents: price.priceUsdCents })
      subscription.merge({ pendingPlanType: null, pendingBillingPeriod: null })
    }
    const period = invoice.lines?.data?.[0]?.period ?? {}
    const start = fromUnix(period.start)
    const end = fromUnix(period.end)
    const { title } = await planAllowance(subscription.planType, trx)
    const reason = String(invoice.billing_reason ?? '')
    const charge = await recordCharge(
      {
        subscription,
        kind: reason === 'subscription_create' ? 'purchase' : reason === 'subscription_cycle' ? 'renewal' : 'upgrade',
        succeeded: true,
        amountMinor,
        amountUsdCents: Math.round((subscription.priceUsdCents * amountMinor) / Math.max(subscription.priceMinor, 1)),
        description: `${title} plan (${subscription.billingPeriod})`,
        periodStart: start?.toJSDate() ?? null,
        periodEnd: end?.toJSDate() ?? null,
        gatewayReference: invoice.id,
        idempotencyKey: `stripe:${invoice.id}`,
      },
      trx
    )
    subscription.merge({
      status: 'active',
      ...(start && end && { currentPeriodStart: start, currentPeriodEnd: end }),
      pastDueSince: null,
      failedAttempts: 0,
      nextRetryAt: null,
    })
    await subscription.save()
    const to = charge && (await billingAddress(subscription, trx))
    return charge && to ? [receiptEmail(charge, title, to)] : []
  }

  async #invoiceFailed(subscription: Subscription, invoice: StripeObject, now: Date, trx: TransactionClientContract) {
    const attempt = Number(invoice.attempt_count ?? 1)
    const nextTry = fromUnix(invoice.next_payment_attempt)
    const period = invoice.lines?.data?.[0]?.period ?? {}
    const { title } = await planAllowance(subscription.planType, trx)
    const reason = 'Your card was declined.'
    const recorded = await recordCharge(
      {
        subscription,
        kind: 'renewal',
        succeeded: false,
        amountMinor: fromStripeAmount(Number(invoice.amount_due ?? 0), String(invoice.currency ?? subscription.currency)),
        amountUsdCents: subscription.priceUsdCents,
        description: `${title} plan (${subscription.billingPeriod})`,
        periodStart: fromUnix(period.start)?.toJSDate() ?? null,
        periodEnd: fromUnix(period.end)?.toJSDate() ?? null,
        gatewayReference: invoice.id,
        idempotencyKey: `stripe:${invoice.id}:attempt:${attempt}`,
        failureReason: reason,
      },
      trx
    )
    if (!recorded) return []
    subscription.merge({
      status: nextTry ? 'past_due' : 'expired',
      pastDueSince: subscription.pastDueSince ?? DateTime.fromJSDate(now),
      failedAttempts: attempt,
      nextRetryAt: nextTry,
      ...(!nextTry && { endedAt: DateTime.fromJSDate(now) }),
    })
    await subscription.save()
    const to = await billingAddress(subscription, trx)
    return to ? [paymentFailedEmail(subscription, title, to, reason, nextTry?.toJSDate() ?? null)] : []
  }

  async #synchronise(subscription: Subscription, stripe: StripeObject) {
    const status = STATUS_FROM_STRIPE[String(stripe.status)]
    const period = subscriptionPeriod(stripe)
    subscription.merge({
      cancelAtPeriodEnd: Boolean(stripe.cancel_at_period_end),
      ...(status && subscription.status !== 'expired' && { status }),
      ...(status === 'active' && period.start && period.end && { currentPeriodStart: period.start, currentPeriodEnd: period.end }),
    })
    await subscription.save()
  }
}
