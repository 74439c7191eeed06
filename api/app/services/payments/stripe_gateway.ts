/*
 * Payments through Stripe, on when STRIPE_SECRET_KEY is set. A trial plan
 * saves the card for later (customer, payment method, confirmed
 * SetupIntent) and takes nothing today; a one-time plan is charged at once
 * (confirmed PaymentIntent). A card Stripe declines comes back with
 * Stripe's own reason. The card's number and code go to Stripe and nowhere
 * else: nothing here logs or keeps them.
 */
import Stripe from 'stripe'
import type { ChargeRequest, GatewayCard, GatewayResult, PaymentGateway, SaveCardRequest } from '#services/payments/gateway'

/** Currencies Stripe counts in whole units (https://docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
])

/** 3755.5 KES → 375550; 4449 JPY → 4449. */
export function toMinorUnits(amount: number, currency: string) {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100)
}

export interface StripeGatewayOptions {
  secretKey: string
  /** Another API base than Stripe's, such as a local server speaking its API. */
  apiBase?: string
}

function isCardError(error: unknown): error is { type: 'StripeCardError'; message: string; requestId?: string } {
  return (error as { type?: unknown })?.type === 'StripeCardError'
}

export default class StripeGateway implements PaymentGateway {
  #stripe: Stripe

  constructor({ secretKey, apiBase }: StripeGatewayOptions) {
    const base = apiBase ? new URL(apiBase) : null
    this.#stripe = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'http:' ? 80 : 443),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }),
    })
  }

  async charge(request: ChargeRequest): Promise<GatewayResult> {
    return this.#declinesAsResults(async () => {
      const paymentMethod = await this.#paymentMethod(request.card, request.idempotencyKey)
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: toMinorUnits(request.amount, request.currency),
          currency: request.currency.toLowerCase(),
          payment_method: paymentMethod.id,
          // Cards only: no payment method that would send the customer elsewhere to finish.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: `${request.idempotencyKey}:payment_intent` }
      )
      return intent.status === 'succeeded'
        ? { status: 'succeeded', reference: intent.id }
        : { status: 'declined', reference: intent.id, declineReason: 'The payment could not be completed.' }
    })
  }

  async saveCard(request: SaveCardRequest): Promise<GatewayResult> {
    return this.#declinesAsResults(async () => {
      const customer = await this.#stripe.customers.create(
        { email: request.customerEmail, name: request.card.nameOnCard, description: request.description },
        { idempotencyKey: `${request.idempotencyKey}:customer` }
      )
      const paymentMethod = await this.#paymentMethod(request.card, request.idempotencyKey)
      const intent = await this.#stripe.setupIntents.create(
        {
          customer: customer.id,
          payment_method: paymentMethod.id,
          // Cards only: no payment method that would send the customer elsewhere to finish.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          usage: 'off_session',
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: `${request.idempotencyKey}:setup_intent` }
      )
      return intent.status === 'succeeded'
        ? { status: 'succeeded', reference: intent.id }
        : { status: 'declined', reference: intent.id, declineReason: 'The card could not be saved.' }
    })
  }

  #paymentMethod(card: GatewayCard, idempotencyKey: string) {
    return this.#stripe.paymentMethods.create(
      {
        type: 'card',
        card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.securityCode },
        billing_details: { name: card.nameOnCard },
      },
      { idempotencyKey: `${idempotencyKey}:payment_method` }
    )
  }

  /** Stripe's card errors (declines, wrong numbers) are answers for the customer, not failures of ours. */
  async #declinesAsResults(attempt: () => Promise<GatewayResult>): Promise<GatewayResult> {
    try {
      return await attempt()
    } catch (error) {
      if (!isCardError(error)) throw error
      return { status: 'declined', reference: error.requestId ?? 'stripe_declined', declineReason: error.message }
    }
  }
}
