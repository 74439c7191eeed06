/*
 * Payments through Stripe, on when STRIPE_SECRET_KEY is set. A recurring
 * plan becomes a Stripe subscription on a customer with the card saved
 * (checked by a confirmed SetupIntent): Stripe then charges each renewal
 * itself and tells JoinFlow through its webhooks. A trial's end is the
 * subscription's trial_end, so nothing is taken today. A one-time plan is
 * charged at once (confirmed PaymentIntent), as is an upgrade's difference
 * (off-session PaymentIntent on the saved card). A card Stripe declines
 * comes back with Stripe's own reason. The card's number and code go to
 * Stripe and nowhere else: nothing here logs or keeps them.
 */
import Stripe from 'stripe'
import { currencyExponent } from '#domain/money'
import type {
  ChargeRequest,
  ChargeSavedRequest,
  GatewayCard,
  GatewayResult,
  PaymentGateway,
  PriceChange,
  StartSubscriptionRequest,
  StartSubscriptionResult,
  SubscriptionUpdate,
} from '#services/payments/gateway'

/** Currencies Stripe counts in whole units (https://docs.stripe.com/currencies#zero-decimal). */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
])

const stripeExponent = (currency: string) => (STRIPE_ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2)

/** Our minor units in Stripe's: the same, but for a currency we count whole and Stripe in hundredths (HUF 10336 → 1033600). */
export function toStripeAmount(amountMinor: number, currency: string) {
  return amountMinor * 10 ** (stripeExponent(currency) - currencyExponent(currency))
}

/** Stripe's amount in our minor units. */
export function fromStripeAmount(amount: number, currency: string) {
  return Math.round(amount / 10 ** (stripeExponent(currency) - currencyExponent(currency)))
}

export interface StripeGatewayOptions {
  secretKey: string
  /** Another API base than Stripe's, such as a local server speaking its API. */
  apiBase?: string
}

function isCardError(error: unknown): error is { type: 'StripeCardError'; message: string; requestId?: string } {
  return (error as { type?: unknown })?.type === 'StripeCardError'
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000)

/** The Stripe client JoinFlow uses, pointed at another API base when one is given. */
export function stripeClient({ secretKey, apiBase }: StripeGatewayOptions) {
  const base = apiBase ? new URL(apiBase) : null
  return new Stripe(secretKey, {
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

/** A confirmed payment intent as the gateway's result: any status but succeeded is a decline. */
function intentResult(intent: Stripe.PaymentIntent): GatewayResult {
  return intent.status === 'succeeded'
    ? { status: 'succeeded', reference: intent.id }
    : { status: 'declined', reference: intent.id, declineReason: 'The payment could not be completed.' }
}

export default class StripeGateway implements PaymentGateway {
  readonly name = 'stripe' as const
  #stripe: Stripe

  constructor(options: StripeGatewayOptions) {
    this.#stripe = stripeClient(options)
  }

  async charge(request: ChargeRequest): Promise<GatewayResult> {
    return this.#declinesAsResults(async (): Promise<GatewayResult> => {
      const paymentMethod = await this.#paymentMethod(request.card, request.idempotencyKey)
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: toStripeAmount(request.amountMinor, request.currency),
          currency: request.currency.toLowerCase(),
          payment_method: paymentMethod.id,
          // Cards only: no payment method that would send the customer elsewhere to finish.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: `${request.idempotencyKey}:payment_intent` }
      )
      return intentResult(intent)
    })
  }

  async startSubscription(request: StartSubscriptionRequest): Promise<StartSubscriptionResult> {
    return this.#declinesAsResults(async (): Promise<StartSubscriptionResult> => {
      const key = request.idempotencyKey
      const customer = await this.#stripe.customers.create(
        { email: request.customerEmail, name: request.card.nameOnCard, description: request.description, metadata: { order_id: request.orderId } },
        { idempotencyKey: `${key}:customer` }
      )
      const paymentMethod = await this.#paymentMethod(request.card, key)
      // Confirming with the customer checks the card and attaches it for the charges to come.
      const setup = await this.#stripe.setupIntents.create(
        {
          customer: customer.id,
          payment_method: paymentMethod.id,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          usage: 'off_session',
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: `${key}:setup_intent` }
      )
      if (setup.status !== 'succeeded') {
        return { status: 'declined', reference: setup.id, declineReason: 'The card could not be saved.' }
      }
      const product = await this.#product(request.planType, request.planTitle)
      const subscription = await this.#stripe.subscriptions.create(
        {
          customer: customer.id,
          default_payment_method: paymentMethod.id,
          items: [{ price_data: this.#priceData(product, request) }],
          ...(request.trialEndsAt && { trial_end: unix(request.trialEndsAt) }),
          // A first charge that fails is a decline now, not a subscription left waiting for payment.
          payment_behavior: 'error_if_incomplete',
          metadata: { order_id: request.orderId, plan_type: request.planType },
          description: request.description,
        },
        { idempotencyKey: `${key}:subscription` }
      )
      const invoice = subscription.latest_invoice
      const invoiceId = typeof invoice === 'string' ? invoice : (invoice?.id ?? null)
      return {
        status: 'succeeded',
        reference: request.trialEndsAt || !invoiceId ? setup.id : invoiceId,
        saved: { customerId: customer.id, paymentMethodId: paymentMethod.id },
        subscriptionId: subscription.id,
        firstCharge: request.trialEndsAt || !invoiceId ? null : { reference: invoiceId },
      }
    })
  }

  async chargeSaved(request: ChargeSavedRequest): Promise<GatewayResult> {
    return this.#declinesAsResults(async (): Promise<GatewayResult> => {
      const intent = await this.#stripe.paymentIntents.create(
        {
          amount: toStripeAmount(request.amountMinor, request.currency),
          currency: request.currency.toLowerCase(),
          ...(request.saved.customerId && { customer: request.saved.customerId }),
          payment_method: request.saved.paymentMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
        },
        { idempotencyKey: `${request.idempotencyKey}:payment_intent` }
      )
      return intentResult(intent)
    })
  }

  async updateSubscription(subscriptionId: string, update: SubscriptionUpdate, idempotencyKey: string) {
    const params: Stripe.SubscriptionUpdateParams = { proration_behavior: 'none' }
    if (update.cancelAtPeriodEnd !== undefined) params.cancel_at_period_end = update.cancelAtPeriodEnd
    if (update.nextRenewalAt) params.trial_end = unix(update.nextRenewalAt)
    if (update.price) {
      const current = await this.#stripe.subscriptions.retrieve(subscriptionId)
      const product = await this.#product(update.price.planType, update.price.planTitle)
      params.items = [{ id: current.items.data[0].id, price_data: this.#priceData(product, update.price) }]
    }
    await this.#stripe.subscriptions.update(subscriptionId, params, { idempotencyKey })
  }

  async cancelSubscription(subscriptionId: string, idempotencyKey: string) {
    try {
      await this.#stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey })
    } catch (error) {
      // Already ended at Stripe: nothing left to stop.
      if ((error as { code?: string }).code !== 'resource_missing') throw error
    }
  }

  async savedMethodOf(reference: string) {
    if (!reference.startsWith('seti_')) return null
    const setup = await this.#stripe.setupIntents.retrieve(reference)
    const customer = typeof setup.customer === 'string' ? setup.customer : (setup.customer?.id ?? null)
    const method = typeof setup.payment_method === 'string' ? setup.payment_method : (setup.payment_method?.id ?? null)
    return setup.status === 'succeeded' && method ? { customerId: customer, paymentMethodId: method } : null
  }

  #priceData(product: string, price: Pick<PriceChange, 'currency' | 'priceMinor' | 'period'>) {
    return {
      currency: price.currency.toLowerCase(),
      product,
      unit_amount: toStripeAmount(price.priceMinor, price.currency),
      recurring: { interval: price.period === 'annual' ? ('year' as const) : ('month' as const) },
    }
  }

  /** One Stripe product per plan, under an id of our own, made on first use. */
  async #product(planType: string, title: string) {
    const id = `joinflow-${planType}`
    try {
      await this.#stripe.products.create({ id, name: `JoinFlow ${title}` })
    } catch (error) {
      if ((error as { code?: string }).code !== 'resource_already_exists') throw error
    }
    return id
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
  async #declinesAsResults<T>(
    attempt: () => Promise<T>
  ): Promise<T | { status: 'declined'; reference: string; declineReason: string }> {
    try {
      return await attempt()
    } catch (error) {
      if (!isCardError(error)) throw error
      return { status: 'declined', reference: error.requestId ?? 'stripe_declined', declineReason: error.message }
    }
  }
}
