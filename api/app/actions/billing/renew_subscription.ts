import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import type Subscription from '#models/subscription'
import { nextRetryAt, periodEnd } from '#domain/billing'
import type { PaymentGateway } from '#services/payments/gateway'
import { recordCharge } from '#services/billing/charges'
import { subscriptionPrice } from '#services/billing/plan_prices'
import { billingAddress, paymentFailedEmail, receiptEmail } from '#services/billing/mail'
import { planAllowance } from '#services/subscriptions/subscriptions'
import type { OutgoingMail } from '#services/infra/mail_outbox'

const dt = (date: Date | null) => (date ? DateTime.fromJSDate(date) : null)

/**
 * Charges the period that begins where the current one ended, through the
 * saved card: at a bought plan's trial end, at each renewal, and at each
 * retry of a failed renewal (1, 3 and 7 days after the first failure).
 * A downgrade chosen for this moment takes effect first. Paid: the new
 * period starts, with a receipt. Failed: past due with the next try, or,
 * when the tries are spent, expired (read-only, everything kept), with an
 * email either way. Runs holding the subscription's row; the attempt's key
 * makes the gateway and the charges table take it once.
 */
export default class RenewSubscription {
  constructor(private gateway: PaymentGateway) {}

  async handle(subscription: Subscription, now: Date, trx: TransactionClientContract): Promise<OutgoingMail[]> {
    subscription.useTransaction(trx)
    if (subscription.pendingPlanType) await this.#applyDowngrade(subscription, trx)
    if (!subscription.gatewayPaymentMethodId) await this.#recoverSavedCard(subscription, trx)
    const start = subscription.currentPeriodEnd!.toJSDate()
    const end = periodEnd(start, subscription.billingPeriod)
    const attempt = subscription.failedAttempts + 1
    const key = `renewal:${subscription.id}:${start.toISOString()}:${attempt}`
    const { title } = await planAllowance(subscription.planType, trx)
    const description = `${title} plan (${subscription.billingPeriod}), ${attempt > 1 ? `retry ${attempt - 1} of the ` : ''}renewal`
    const result = subscription.gatewayPaymentMethodId
      ? await this.gateway.chargeSaved({
          saved: { customerId: subscription.gatewayCustomerId, paymentMethodId: subscription.gatewayPaymentMethodId },
          amountMinor: subscription.priceMinor,
          currency: subscription.currency,
          description: `JoinFlow ${description}`,
          idempotencyKey: key,
        })
      : { status: 'declined' as const, reference: `none:${key}`, declineReason: 'No card is saved for this plan.' }
    const to = await billingAddress(subscription, trx)
    const renewal = {
      subscription,
      kind: 'renewal' as const,
      amountMinor: subscription.priceMinor,
      amountUsdCents: subscription.priceUsdCents,
      description: `${title} plan (${subscription.billingPeriod})`,
      periodStart: start,
      periodEnd: end,
      gatewayReference: result.reference,
    }

    if (result.status === 'succeeded') {
      const charge = await recordCharge(
        { ...renewal, succeeded: true, idempotencyKey: `${this.gateway.name}:${result.reference}` },
        trx
      )
      subscription.merge({
        status: 'active',
        currentPeriodStart: dt(start),
        currentPeriodEnd: dt(end),
        pastDueSince: null,
        failedAttempts: 0,
        nextRetryAt: null,
      })
      await subscription.save()
      return charge && to ? [receiptEmail(charge, title, to)] : []
    }

    const pastDueSince = subscription.pastDueSince?.toJSDate() ?? now
    const retry = nextRetryAt(pastDueSince, attempt)
    await recordCharge({ ...renewal, succeeded: false, idempotencyKey: key, failureReason: result.declineReason }, trx)
    subscription.merge({
      status: retry ? 'past_due' : 'expired',
      pastDueSince: dt(pastDueSince),
      failedAttempts: attempt,
      nextRetryAt: dt(retry),
      endedAt: retry ? null : dt(now),
    })
    await subscription.save()
    return to ? [paymentFailedEmail(subscription, title, to, result.declineReason, retry)] : []
  }

  /** A purchase from before JoinFlow kept saved cards: the card its check saved at the gateway, when it is there. */
  async #recoverSavedCard(subscription: Subscription, trx: TransactionClientContract) {
    const order = subscription.orderId ? await Order.query({ client: trx }).where('id', subscription.orderId).first() : null
    const saved = order?.gatewayReference ? await this.gateway.savedMethodOf(order.gatewayReference) : null
    if (saved) subscription.merge({ gatewayCustomerId: saved.customerId, gatewayPaymentMethodId: saved.paymentMethodId })
  }

  async #applyDowngrade(subscription: Subscription, trx: TransactionClientContract) {
    const price = await subscriptionPrice(subscription.pendingPlanType!, subscription.pendingBillingPeriod ?? subscription.billingPeriod, subscription.currency, trx)
    if (price) {
      subscription.merge({
        planType: price.planType,
        billingPeriod: price.period,
        priceMinor: price.priceMinor,
        priceUsdCents: price.priceUsdCents,
      })
    }
    subscription.merge({ pendingPlanType: null, pendingBillingPeriod: null })
  }
}
