import { randomBytes, randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import { convertFromUsd, findCountry, parseBilling, paymentSchedule } from '#domain/pricing'
import { clock } from '#services/clock'
import { currentPlanPrice } from '#services/plans'
import { cardBrand } from '#domain/payment_cards'
import type { GatewayCard, GatewayResult, PaymentGateway } from '#services/payments/gateway'
import SandboxGateway from '#services/payments/sandbox_gateway'
import { sendMail } from '#services/mail_outbox'
import ActivateSubscription from '#actions/subscriptions/activate_subscription'
import { createPurchaseLink } from '#services/purchase_links'
import type { CardExpiry } from '#domain/payment_cards'
import type { OwnerCheckoutInput, ProcessPaymentInput } from '#validators/payment'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** 'JF-' and 16 base32 characters: 80 random bits, so order IDs cannot be guessed. */
export function newOrderId() {
  const bytes = randomBytes(10)
  let bits = 0
  let buffer = 0
  let id = ''
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      id += BASE32[(buffer >> bits) & 31]
    }
  }
  return `JF-${id}`
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
      dueToday: number
      dueLater: number
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

/** What the order says was due today and later, in its currency. */
function amountsOf(order: Order) {
  const paid = order.status === 'paid'
  return { dueToday: paid ? order.amountLocal : 0, dueLater: paid ? 0 : order.amountLocal }
}

function outcome(order: Order, replayed: boolean): PlaceOrderResult {
  if (order.status === 'failed') {
    return { status: 'declined', order, declineReason: order.failureReason ?? 'The payment could not be completed.', replayed }
  }
  return { status: 'placed', order, ...amountsOf(order), replayed }
}

/**
 * A purchase from the public flow or the owner checkout: prices come from
 * the stored plan, never from the request. The order is written first, as
 * pending, under the checkout attempt's idempotency key; then, holding the
 * order's row, its card goes to the gateway under the order's own key. A
 * retry with the same attempt key (a double click, a network retry) waits
 * for that row and answers the first attempt's outcome; a retry of an
 * attempt the gateway never answered sends the same request with the same
 * key again, which the gateway answers without charging twice. A trial
 * plan has its card saved and nothing taken today; a one-time plan is
 * charged now. Declined attempts stay as failed orders with the reason (no
 * card details beyond brand, last four and expiry). A successful order in
 * the owner checkout gives its plan to the owner who bought it; a public
 * one touches no account: it waits, unclaimed, for the verified holder of
 * its email (ClaimPurchase), who is emailed a link to claim it.
 */
export default class PlaceOrder {
  constructor(private gateway: PaymentGateway = new SandboxGateway()) {}

  async handle(purchase: Purchase, idempotencyKey: string = randomUUID(), now = clock.now()): Promise<PlaceOrderResult> {
    const { customer, card: paymentData } = purchase
    const billing = parseBilling(purchase.billing)
    const plan = await currentPlanPrice(purchase.planType, billing)
    const schedule = paymentSchedule(plan, now)
    const price = convertFromUsd(plan.price, customer.country)

    const card: GatewayCard = {
      number: paymentData.cardNumber,
      brand: cardBrand(paymentData.cardNumber),
      expMonth: paymentData.expirationDate.month,
      expYear: paymentData.expirationDate.year,
      securityCode: paymentData.securityCode,
      nameOnCard: paymentData.nameOnCard,
    }
    const pending = await this.#pendingOrder(idempotencyKey, {
      publicId: newOrderId(),
      userId: purchase.ownerId ?? null,
      email: customer.email,
      ...splitName(paymentData.nameOnCard),
      country: findCountry(customer.country)?.name ?? customer.country,
      marketingConsent: customer.marketingConsent,
      planType: plan.planType,
      billing: plan.period,
      amountUsdCents: plan.price * 100,
      amountLocal: price.amount,
      currency: price.currency,
      dueTodayCents: schedule.dueToday * 100,
      trialEndsAt: schedule.dueOn ? DateTime.fromJSDate(schedule.dueOn) : null,
      status: 'pending',
      cardBrand: card.brand,
      cardLast4: card.number.slice(-4),
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      gatewayReference: null,
      failureReason: null,
      claimedAt: purchase.ownerId ? DateTime.fromJSDate(now) : null,
    })
    const samePurchase =
      pending.email === customer.email.toLowerCase() &&
      pending.planType === plan.planType &&
      pending.billing === plan.period &&
      pending.userId === (purchase.ownerId ?? null)
    if (!samePurchase) throw new IdempotencyKeyReusedException()

    const attempt = { performed: false, claimLink: null as string | null }
    const order = await db.transaction(async (trx) => {
      const locked = await Order.query({ client: trx }).where('id', pending.id).forUpdate().firstOrFail()
      if (locked.status !== 'pending') return locked
      const title = plan.title
      const description = `JoinFlow ${title} (${locked.publicId})`
      const dueToday = locked.dueTodayCents > 0
      attempt.performed = true
      const result = await this.#gatewayCall(locked, () =>
        dueToday
          ? this.gateway.charge({ amount: locked.amountLocal, currency: locked.currency, card, description, idempotencyKey: locked.publicId })
          : this.gateway.saveCard({ card, customerEmail: locked.email, description, idempotencyKey: locked.publicId })
      )
      locked.useTransaction(trx)
      locked.gatewayReference = result.reference
      if (result.status === 'declined') {
        locked.merge({ status: 'failed', failureReason: result.declineReason.slice(0, 255), dueTodayCents: 0, trialEndsAt: null })
        await locked.save()
        return locked
      }
      locked.status = dueToday ? 'paid' : 'trial'
      await locked.save()
      if (purchase.ownerId) await new ActivateSubscription().handle(purchase.ownerId, locked, trx)
      if (!purchase.ownerId) attempt.claimLink = await createPurchaseLink(locked, trx)
      return locked
    })
    if (attempt.performed && order.status !== 'failed') {
      await sendMail(confirmationEmail(order, plan.title, { ...amountsOf(order), currency: order.currency }, attempt.claimLink))
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
  async #gatewayCall(order: Order, call: () => Promise<GatewayResult>) {
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

function formatMoney(amount: number, currency: string) {
  return `${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${currency}`
}

function confirmationEmail(
  order: Order,
  title: string,
  money: { dueToday: number; dueLater: number; currency: string },
  claimLink: string | null
) {
  const lines = [
    `Hi ${order.firstName || 'there'},`,
    '',
    'Thank you for your order.',
    '',
    `Order ID: ${order.publicId}`,
    `Plan: ${title}`,
  ]
  if (order.trialEndsAt) {
    const ends = order.trialEndsAt.toUTC().toFormat('d LLLL yyyy')
    lines.push(
      `Free trial ends: ${ends}`,
      `Due today: ${formatMoney(money.dueToday, money.currency)}`,
      `Due on ${ends}: ${formatMoney(money.dueLater, money.currency)}`
    )
  } else {
    lines.push(`Paid today: ${formatMoney(money.dueToday, money.currency)}`)
  }
  lines.push(
    `Card: ${order.cardBrand} ending in ${order.cardLast4}`,
    '',
    'Sign in to your customer dashboard with this email address and your order ID.'
  )
  if (claimLink) {
    lines.push(
      '',
      'To use the plan in JoinFlow, add it to your account: open this link and sign in with this email address.',
      claimLink,
      'The link works once and expires in 7 days.'
    )
  }
  return { to: order.email, subject: `Your JoinFlow order ${order.publicId}`, text: lines.join('\n') }
}
