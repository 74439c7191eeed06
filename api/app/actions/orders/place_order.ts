import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import { convertFromUsd, findCountry, parseBilling, paymentSchedule } from '#domain/pricing'
import { currentPlanPrice } from '#services/plans'
import { cardBrand } from '#domain/payment_cards'
import type { GatewayCard, PaymentGateway } from '#services/payments/gateway'
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
    }
  | { status: 'declined'; declineReason: string }

/**
 * A purchase from the public flow or the owner checkout: prices come from
 * the stored plan, never from the request. A trial plan has its card saved
 * and nothing taken today; a one-time plan is charged now. Declined
 * attempts are kept as failed orders (no card details beyond brand, last
 * four and expiry). A successful order in the owner checkout gives its
 * plan to the owner who bought it; a public one touches no account: it
 * waits, unclaimed, for the verified holder of its email (ClaimPurchase),
 * who is emailed a link to claim it.
 */
export default class PlaceOrder {
  constructor(private gateway: PaymentGateway = new SandboxGateway()) {}

  async handle(purchase: Purchase, now = new Date()): Promise<PlaceOrderResult> {
    const { customer, card: paymentData } = purchase
    const billing = parseBilling(purchase.billing)
    const plan = await currentPlanPrice(purchase.planType, billing)
    const schedule = paymentSchedule(plan, now)
    const price = convertFromUsd(plan.price, customer.country)
    const dueToday = convertFromUsd(schedule.dueToday, customer.country).amount
    const dueLater = convertFromUsd(schedule.dueLater, customer.country).amount
    const title = plan.title

    const card: GatewayCard = {
      number: paymentData.cardNumber,
      brand: cardBrand(paymentData.cardNumber),
      expMonth: paymentData.expirationDate.month,
      expYear: paymentData.expirationDate.year,
      securityCode: paymentData.securityCode,
      nameOnCard: paymentData.nameOnCard,
    }
    const publicId = newOrderId()
    const description = `JoinFlow ${title} (${publicId})`
    const result =
      schedule.dueToday > 0
        ? await this.gateway.charge({
            amount: dueToday,
            currency: price.currency,
            card,
            description,
            idempotencyKey: publicId,
          })
        : await this.gateway.saveCard({ card, customerEmail: customer.email, description, idempotencyKey: publicId })

    const succeeded = result.status === 'succeeded'
    const order = await db.transaction(async (trx) => {
      const placed = await Order.create(
        {
          publicId,
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
          dueTodayCents: succeeded ? schedule.dueToday * 100 : 0,
          trialEndsAt: succeeded && schedule.dueOn ? DateTime.fromJSDate(schedule.dueOn) : null,
          status: succeeded ? (schedule.dueToday > 0 ? 'paid' : 'trial') : 'failed',
          cardBrand: card.brand,
          cardLast4: card.number.slice(-4),
          cardExpMonth: card.expMonth,
          cardExpYear: card.expYear,
          gatewayReference: result.reference,
        },
        { client: trx }
      )
      if (succeeded && purchase.ownerId) await new ActivateSubscription().handle(purchase.ownerId, placed, trx)
      const claimLink = succeeded && !purchase.ownerId ? await createPurchaseLink(placed, trx) : null
      return { placed, claimLink }
    })
    if (result.status === 'declined') return { status: 'declined', declineReason: result.declineReason }

    await sendMail(confirmationEmail(order.placed, title, { dueToday, dueLater, currency: price.currency }, order.claimLink))
    return { status: 'placed', order: order.placed, dueToday, dueLater }
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
