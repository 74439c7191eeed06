/*
 * What the product needs from a payment processor. The card reaching a
 * gateway has already passed the checks in #domain/payment_cards; the
 * gateway decides whether the bank accepts it. Amounts are integer minor
 * units of their currency (#domain/money); each gateway converts to its
 * own. Every call carries an idempotency key: the same key never charges
 * twice.
 */
import type { CardBrand } from '#domain/payment_cards'
import type { PaymentGatewayName } from '#models/subscription'

export interface GatewayCard {
  /** Digits only. Held in memory for the call and never stored or logged. */
  number: string
  brand: CardBrand
  expMonth: number
  expYear: number
  securityCode: string
  nameOnCard: string
}

/** A card kept at the gateway for later charges. */
export interface SavedPaymentMethod {
  customerId: string | null
  paymentMethodId: string
}

export interface ChargeRequest {
  amountMinor: number
  /** ISO 4217. */
  currency: string
  card: GatewayCard
  description: string
  idempotencyKey: string
}

export interface StartSubscriptionRequest {
  card: GatewayCard
  customerEmail: string
  description: string
  idempotencyKey: string
  planType: string
  planTitle: string
  period: 'monthly' | 'annual'
  priceMinor: number
  currency: string
  /** When the first period is charged; null charges it now. */
  trialEndsAt: Date | null
  /** Our order ID, kept at the gateway beside its subscription. */
  orderId: string
}

export interface ChargeSavedRequest {
  saved: SavedPaymentMethod
  amountMinor: number
  currency: string
  description: string
  idempotencyKey: string
}

export interface PriceChange {
  planType: string
  planTitle: string
  period: 'monthly' | 'annual'
  priceMinor: number
  currency: string
}

export interface SubscriptionUpdate {
  cancelAtPeriodEnd?: boolean
  /** The price from the next invoice on, with no proration by the gateway (JoinFlow charges any difference itself). */
  price?: PriceChange
  /** Moves the next renewal to this moment (a new period started today). */
  nextRenewalAt?: Date
}

export type GatewayResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string; declineReason: string }

export type StartSubscriptionResult =
  | {
      status: 'succeeded'
      /** The card check (or the first charge when nothing was free). */
      reference: string
      saved: SavedPaymentMethod
      /** The gateway's own subscription, which then renews by itself; null when JoinFlow's renewal job does. */
      subscriptionId: string | null
      /** The first period's charge when no trial came first. */
      firstCharge: { reference: string } | null
    }
  | { status: 'declined'; reference: string; declineReason: string }

export interface PaymentGateway {
  readonly name: PaymentGatewayName
  /** Takes money now with the card given (one-time plans). */
  charge(request: ChargeRequest): Promise<GatewayResult>
  /** Keeps the card and starts a recurring plan: nothing today during a trial, the first period otherwise. */
  startSubscription(request: StartSubscriptionRequest): Promise<StartSubscriptionResult>
  /** Takes money from a saved card, with nobody at the keyboard (renewals, upgrades). */
  chargeSaved(request: ChargeSavedRequest): Promise<GatewayResult>
  /** Changes the gateway's own subscription (only for subscriptions the gateway renews). */
  updateSubscription(subscriptionId: string, update: SubscriptionUpdate, idempotencyKey: string): Promise<void>
  /** Ends the gateway's own subscription now, so it never charges again. */
  cancelSubscription(subscriptionId: string, idempotencyKey: string): Promise<void>
  /**
   * The card a card check saved (a purchase made before JoinFlow kept the
   * saved card itself), from that check's reference; null when there is none.
   */
  savedMethodOf(reference: string): Promise<SavedPaymentMethod | null>
}
