/*
 * Recording what was charged: one row per charge or failed attempt, keyed
 * by what the gateway calls it, so an attempt reported twice (a webhook
 * delivered again, a job run twice) is recorded once. The succeeded ones
 * are the account's receipts, each emailed once, when first recorded.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Charge, { type ChargeKind } from '#models/charge'
import type Subscription from '#models/subscription'
import { randomPublicId } from '#services/orders/public_ids'
import { clock } from '#services/infra/clock'

export interface NewCharge {
  subscription: Subscription
  orderId?: number | null
  kind: ChargeKind
  succeeded: boolean
  amountMinor: number
  amountUsdCents: number
  description: string
  periodStart: Date | null
  periodEnd: Date | null
  gatewayReference: string
  /** Unique per attempt; the gateway's own name for it where it has one. */
  idempotencyKey: string
  failureReason?: string | null
}

/** The charge, or null when this attempt was already recorded. */
export async function recordCharge(charge: NewCharge, client: TransactionClientContract) {
  const { subscription } = charge
  const row = {
    public_id: randomPublicId('RC'),
    user_id: subscription.userId,
    subscription_id: subscription.id,
    order_id: charge.orderId ?? subscription.orderId,
    kind: charge.kind,
    status: charge.succeeded ? 'succeeded' : 'failed',
    amount_minor: charge.amountMinor,
    currency: subscription.currency,
    amount_usd_cents: charge.amountUsdCents,
    description: charge.description.slice(0, 200),
    plan_type: subscription.planType,
    billing_period: subscription.billingPeriod,
    period_start: charge.periodStart,
    period_end: charge.periodEnd,
    card_brand: subscription.cardBrand,
    card_last4: subscription.cardLast4,
    gateway: subscription.gateway,
    gateway_reference: charge.gatewayReference,
    idempotency_key: charge.idempotencyKey,
    failure_reason: charge.failureReason?.slice(0, 255) ?? null,
    created_at: clock.now(),
  }
  const columns = Object.keys(row)
  const { rows } = await client.rawQuery(
    `INSERT INTO charges (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    Object.values(row) as any[]
  )
  const id = (rows as { id: number }[])[0]?.id
  return id ? Charge.query({ client }).where('id', id).firstOrFail() : null
}
