import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type Charge from '#models/charge'
import Order from '#models/order'
import type { BillingPeriod } from '#models/plan'
import Subscription from '#models/subscription'
import { toMajor } from '#domain/money'
import { periodEnd, type Period } from '#domain/billing'
import { convertUsdCents, findCountry, parseBilling, paymentSchedule } from '#domain/pricing'
import { clock } from '#services/infra/clock'
import { randomPublicId } from '#services/orders/public_ids'
import { currentPlanPrice } from '#services/pricing/plans'
import { cardBrand } from '#domain/payment_cards'
import type { GatewayCard, GatewayResult, PaymentGateway, StartSubscriptionResult } from '#services/payments/gateway'
import SandboxGateway from '#services/payments/sandbox_gateway'
import { sendMail } from '#services/infra/mail_outbox'
import AttachSubscription, { ensureNoPlanInForce } from '#actions/subscriptions/attach_subscription'
import { recordCharge } from '#services/billing/charges'
import { orderConfirmationEmail, receiptEmail } from '#services/billing/mail'
import { createPurchaseLink } from '#services/orders/purchase_links'
import { accountExistsFor } from '#services/orders/purchases'
import type { CardExpiry } from '#domain/payment_cards'
import type { OwnerCheckoutInput, ProcessPaymentInput } from '#validators/payment'

/** 'JF-' and 16 base32 characters: 80 random bits, so order IDs cannot be guessed. */
export function newOrderId() {
  return randomPublicId('JF')
}

/** "Jane Q. Doe" → Jane / Q. Doe; a single name has no last name. */
export function splitName(nameOnCard: string) {
  const [firstName, ...rest] = nameOnCard.trim().split(/\s+/)
  return { firstName: firstName ?? '', lastName: rest.join(' ') }
}

/** One purchase, whichever flow it came from; what it costs is never part of it. */
export interface Purchase {
  planType: string | undefined
  billing: string | undefined
  customer: { email: string; country: string; marketingConsent: boolean }
  card: { cardNumber: string; nameOnCard: string; expirationDate: CardExpiry; securityCode: string }
  /** The signed-in owner buying in the owner checkout; public orders find their owner by verified email. */
  ownerId?: number
}

/** The public flow's order data and payment data. */
export function publicPurchase({ orderData, paymentData }: ProcessPaymentInput): Purchase {
  return {
    planType: orderData.plan?.planType ?? orderData.plan?.name,
    billing: orderData.plan?.billing,
    customer: { ...orderData.customer, marketingConsent: orderData.customer.marketingConsent ?? false },
    card: paymentData,
  }
}

/** The owner checkout's form, bought for the signed-in owner (the body's amount and userId are not used). */
export function ownerPurchase(input: OwnerCheckoutInput, ownerId: number): Purchase {
  return {
    planType: input.planType,
    billing: input.billing,
    customer: { email: input.email, country: input.country, marketingConsent: input.subscribeToUpdates ?? false },
    card: input,
    ownerId,
  }
}

export type PlaceOrderResult =
  | {
      status: 'placed'
      order: Order
      /** True when this answer repeats an earlier attempt's with the same key, which charged nothing again. */
      replayed: boolean
    }
  | { status: 'declined'; order: Order; declineReason: string; replayed: boolean }

export class IdempotencyKeyReusedException extends Exception {
  static status = 409
  static code = 'E_IDEMPOTENCY_KEY_REUSED'
  static message = 'This checkout attempt was already used for another purchase. Reload the page and try again.'
}

export class PaymentGatewayUnavailableException extends Exception {
  static status = 502
  static code = 'E_GATEWAY_UNAVAILABLE'
  /** The order ID and what to do are for the customer: the error handler shows this message. */
  readonly expose = true
}

function outcome(order: Order, replayed: boolean): PlaceOrderResult {
  if (order.status === 'failed') {
    return { status: 'declined', order, declineReason: order.failureReason ?? 'The payment could not be completed.', replayed }
  }
  return { status: 'placed', order, replayed }
}

/**
 * A purchase from the public flow or the owner checkout: prices come from
 * the stored plan, never from the request. The order is written first, as
 * pending, under the checkout attempt's idempotency key; then, holding the
 * order's row, its card goes to the gateway under the order's own key. A
 * retry with the same attempt key (a double click, a network retry) waits
 * for that row and answers the first attempt's outcome; a retry of an
 * attempt the gateway never answered sends the same request with the same
 * key again, which the gateway answers without charging twice.
 *
 * A monthly or annual plan starts a subscription at the gateway with the
 * card saved: nothing is taken during a trial, the first period otherwise.
 * A one-time plan is charged now. Declined attempts stay as failed orders
 * with the reason (no card details beyond brand, last four and expiry).
 * A successful order in the owner checkout becomes the buyer's plan; a
 * public one touches no account: its subscription waits, unclaimed, for
 * the holder of its email, who is emailed a link to claim it (or to set up
 * an account with it).
 */
export default class PlaceOrder {
  constructor(private gateway: PaymentGateway = new SandboxGateway()) {}

  async handle(purchase: Purchase, idempotencyKey: string = randomUUID(), now = clock.now()): Promise<PlaceOrderResult> {
    const { customer, card: paymentData } = purchase
    const billing = parseBilling(purchase.billing)
    const plan = await currentPlanPrice(purchase.planType, billing)
    const schedule = paymentSchedule(plan, now)
    const price = convertUsdCents(plan.price * 100, customer.country)

    const card: GatewayCard = {
      number: paymentData.cardNumber,
      brand: cardBrand(paymentData.cardNumber),
      expMonth: paymentData.expirationDate.month,
      expYear: paymentData.expirationDate.year,
      securityCode: paymentData.securityCode,
      nameOnCard: paymentData.nameOnCard,
    }
    const existing = await Order.findBy('idempotencyKey', idempotencyKey)
    if (!existing && purchase.ownerId) await ensureNoPlanInForce(purchase.ownerId, now)
    const pending =
      existing ??
      (await this.#pendingOrder(idempotencyKey, {
        publicId: newOrderId(),
        userId: purchase.ownerId ?? null,
        email: customer.email,
        ...splitName(paymentData.nameOnCard),
        country: findCountry(customer.country)?.name ?? customer.country,
        marketingConsent: customer.marketingConsent,
        planType: plan.planType,
        billing: plan.period,
        amountUsdCents: plan.price * 100,
        amountMinor: price.amountMinor,
        amountLocal: toMajor(price.amountMinor, price.currency),
        currency: price.currency,
        dueTodayCents: schedule.dueToday * 100,
        dueTodayMinor: schedule.dueToday > 0 ? price.amountMinor : 0,
        trialEndsAt: schedule.dueOn ? DateTime.fromJSDate(schedule.dueOn) : null,
        status: 'pending',
        cardBrand: card.brand,
        cardLast4: card.number.slice(-4),
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        gatewayReference: null,
        failureReason: null,
        claimedAt: purchase.ownerId ? DateTime.fromJSDate(now) : null,
      }))
    const samePurchase =
      pending.email === customer.email.toLowerCase() &&
      pending.planType === plan.planType &&
      pending.billing === plan.period &&
      pending.userId === (purchase.ownerId ?? null)
    if (!samePurchase) throw new IdempotencyKeyReusedException()

    const attempt: { performed: boolean; link: { url: string; accountExists: boolean } | null; charge: Charge | null } = {
      performed: false,
      link: null,
      charge: null,
    }
    const order = await db.transaction(async (trx) => {
      const locked = await Order.query({ client: trx }).where('id', pending.id).forUpdate().firstOrFail()
      if (locked.status !== 'pending') return locked
      attempt.performed = true
      const description = `JoinFlow ${plan.title} (${locked.publicId})`
      const result = await this.#gatewayCall(locked, () =>
        locked.billing === 'one_time'
          ? this.gateway.charge({ amountMinor: locked.amountMinor, currency: locked.currency, card, description, idempotencyKey: locked.publicId })
          : this.gateway.startSubscription({
              card,
              customerEmail: locked.email,
              description,
              idempotencyKey: locked.publicId,
              planType: locked.planType,
              planTitle: plan.title,
              period: locked.billing as 'monthly' | 'annual',
              priceMinor: locked.amountMinor,
              currency: locked.currency,
              trialEndsAt: locked.trialEndsAt?.toJSDate() ?? null,
              orderId: locked.publicId,
            })
      )
      locked.useTransaction(trx)
      locked.gatewayReference = result.reference
      if (result.status === 'declined') {
        locked.merge({ status: 'failed', failureReason: result.declineReason.slice(0, 255), dueTodayCents: 0, dueTodayMinor: 0, trialEndsAt: null })
        await locked.save()
        return locked
      }
      locked.status = locked.dueTodayMinor > 0 ? 'paid' : 'trial'
      await locked.save()
      const started = 'saved' in result ? (result as Extract<StartSubscriptionResult, { status: 'succeeded' }>) : null

      const subscription = await Subscription.create(
        {
          userId: null,
          planType: locked.planType,
          status: locked.trialEndsAt ? 'trialing' : 'active',
          billingPeriod: locked.billing as BillingPeriod,
          priceMinor: locked.amountMinor,
          currency: locked.currency,
          priceUsdCents: locked.amountUsdCents,
          trialEndsAt: locked.trialEndsAt,
          currentPeriodStart: DateTime.fromJSDate(now),
          currentPeriodEnd: locked.trialEndsAt ?? toDateTime(periodEnd(now, locked.billing as Period)),
          gateway: this.gateway.name,
          gatewayCustomerId: started?.saved.customerId ?? null,
          gatewayPaymentMethodId: started?.saved.paymentMethodId ?? null,
          gatewaySubscriptionId: started?.subscriptionId ?? null,
          cardBrand: locked.cardBrand,
          cardLast4: locked.cardLast4,
          cardExpMonth: locked.cardExpMonth,
          cardExpYear: locked.cardExpYear,
          orderId: locked.id,
        },
        { client: trx }
      )
      if (purchase.ownerId) await new AttachSubscription().handle(purchase.ownerId, subscription, trx)
      if (locked.dueTodayMinor > 0) {
        const reference = started?.firstCharge?.reference ?? result.reference
        attempt.charge = await recordCharge(
          {
            subscription,
            orderId: locked.id,
            kind: 'purchase',
            succeeded: true,
            amountMinor: locked.amountMinor,
            amountUsdCents: locked.amountUsdCents,
            description: `${plan.title} plan${locked.billing === 'one_time' ? '' : ` (${locked.billing})`}`,
            periodStart: now,
            periodEnd: subscription.currentPeriodEnd?.toJSDate() ?? null,
            gatewayReference: reference,
            idempotencyKey: `${this.gateway.name}:${reference}`,
          },
          trx
        )
      }
      if (!purchase.ownerId) {
        attempt.link = { url: await createPurchaseLink(locked, trx), accountExists: await accountExistsFor(locked.email, trx) }
      }
      return locked
    })
    if (attempt.performed && order.status !== 'failed') {
      await sendMail(orderConfirmationEmail(order, plan.title, attempt.link))
      if (attempt.charge) {
        const to = { email: order.email, name: order.firstName, signedUp: Boolean(purchase.ownerId) }
        await sendMail(receiptEmail(attempt.charge, plan.title, to))
      }
    }
    return outcome(order, !attempt.performed)
  }

  /** The order already written under this key, or a new pending one; two requests with one key get the same row. */
  async #pendingOrder(idempotencyKey: string, values: Partial<Order>): Promise<Order> {
    const existing = await Order.findBy('idempotencyKey', idempotencyKey)
    if (existing) return existing
    try {
      return await db.transaction((trx) => Order.create({ ...values, idempotencyKey }, { client: trx }))
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error
      return Order.findByOrFail('idempotencyKey', idempotencyKey)
    }
  }

  /** The gateway out of reach leaves the order pending, to be retried with the same key. */
  async #gatewayCall<T extends GatewayResult | StartSubscriptionResult>(order: Order, call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      logger.warn({ orderId: order.publicId, reason: (error as Error).message }, 'payment gateway call failed; the order stays pending')
      throw new PaymentGatewayUnavailableException(
        `The payment processor did not answer, so nothing was confirmed. Your order ${order.publicId} is saved: try again in a moment and it will not be charged twice.`
      )
    }
  }
}

const toDateTime = (date: Date | null) => (date ? DateTime.fromJSDate(date) : null)
