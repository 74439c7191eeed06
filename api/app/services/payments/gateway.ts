/*
 * What the product needs from a payment processor. The card reaching a
 * gateway has already passed the checks in #domain/payment_cards; the
 * gateway decides whether the bank accepts it.
 */
import type { CardBrand } from '#domain/payment_cards'

export interface GatewayCard {
  /** Digits only. Held in memory for the call and never stored or logged. */
  number: string
  brand: CardBrand
  expMonth: number
  expYear: number
  securityCode: string
  nameOnCard: string
}

export interface ChargeRequest {
  /** In major units of `currency` (3755.5 KES), exactly what the customer was shown. */
  amount: number
  /** ISO 4217. */
  currency: string
  card: GatewayCard
  description: string
  /** The same key never charges twice. */
  idempotencyKey: string
}

export interface SaveCardRequest {
  card: GatewayCard
  customerEmail: string
  description: string
  idempotencyKey: string
}

export type GatewayResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string; declineReason: string }

export interface PaymentGateway {
  /** Takes money now (one-time plans). */
  charge(request: ChargeRequest): Promise<GatewayResult>
  /** Keeps the card for the charge at the end of a free trial, taking nothing today. */
  saveCard(request: SaveCardRequest): Promise<GatewayResult>
}
