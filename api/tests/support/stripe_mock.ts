/*
 * A local server speaking the Stripe operations the Stripe gateway calls:
 * customers, payment methods, SetupIntents and PaymentIntents (with their
 * confirm calls), products and subscriptions (create, read, update,
 * cancel). Every request's form-encoded parameters are checked against
 * that operation's requestBody schema in Stripe's official OpenAPI file
 * (cut to the operations used in tests/fixtures/openapi); one that does
 * not fit is answered 400 as Stripe would and kept in `invalid`. Answers
 * carry every property the file's response schema requires, and Stripe's
 * documented test cards behave as documented
 * (https://docs.stripe.com/testing#declined-payments).
 *
 * Stripe Billing's side runs when a test says so: `renew` ends a
 * subscription's period the way Stripe does (a new invoice charged to the
 * saved card, or the subscription ended when it was canceled at the
 * period end), `retry` tries an unpaid invoice again, and the events that
 * follow wait in `events` until `deliverEvents` posts them, signed with
 * the webhook secret as Stripe signs them, to the webhook endpoint.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createHmac, randomBytes } from 'node:crypto'
import { checkOperation } from '#tests/support/openapi'

export const STRIPE_SPEC_FILE = 'stripe-spec3.yaml'

interface CardOutcome {
  code: string
  declineCode?: string
  message: string
}

/** Stripe's test cards that fail, by number. Every other valid number succeeds. */
export const STRIPE_TEST_DECLINES: Readonly<Record<string, CardOutcome>> = {
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
}

/** Stripe's test card that attaches to a customer without trouble, then fails every charge. */
export const STRIPE_CHARGE_DECLINES: Readonly<Record<string, CardOutcome>> = {
  '4000000000000341': { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
}

export interface StripeMockEvent {
  id: string
  type: string
  payload: string
}

export interface StripeMockRequest {
  method: string
  path: string
  /** The operation's path template in the OpenAPI file. */
  operation: string
  idempotencyKey: string | null
  params: Record<string, unknown>
}

export interface StripeMock {
  url: string
  requests: StripeMockRequest[]
  /** Requests whose parameters the OpenAPI file refused, with the reasons. */
  invalid: { operation: string; errors: string[] }[]
  /** Objects made, by their `object` name (a replayed request makes none). */
  created: Record<string, number>
  /** Carries out the next `count` requests to `operation` but loses their answers on the way back (the connection drops). */
  dropAnswers(operation: string, count: number): void
  /** A subscription as Stripe holds it. */
  subscription(id: string): Record<string, any>
  /** Ends the subscription's current period as Stripe Billing does, queuing the events that follow. */
  renew(subscriptionId: string): Record<string, any>
  /** Tries the subscription's unpaid invoice again; after the fourth failure the subscription is canceled. */
  retry(subscriptionId: string): Record<string, any>
  /** Makes the subscription's saved card this test card from now on. */
  replaceCard(subscriptionId: string, number: string): void
  /** Events not yet delivered, oldest first. */
  events: StripeMockEvent[]
  /** Where events go, and the secret they are signed with. */
  webhooks: { url: string | null; secret: string }
  /** Posts the waiting events in order; each answer's status, by event id. */
  deliverEvents(): Promise<{ id: string; type: string; status: number }[]>
  /** Posts an event again, exactly as first sent (Stripe's retries and replays). */
  redeliver(event: StripeMockEvent): Promise<number>
  close(): Promise<void>
}

export interface StripeMockOptions {
  /** The time the Stripe side lives in (signatures, new periods); the machine's by default. */
  now?: () => Date
}

const OPERATIONS = [
  { method: 'POST', template: '/v1/customers', pattern: /^\/v1\/customers$/ },
  { method: 'POST', template: '/v1/payment_methods', pattern: /^\/v1\/payment_methods$/ },
  { method: 'POST', template: '/v1/setup_intents', pattern: /^\/v1\/setup_intents$/ },
  { method: 'GET', template: '/v1/setup_intents/{intent}', pattern: /^\/v1\/setup_intents\/(seti_[^/]+)$/ },
  { method: 'POST', template: '/v1/setup_intents/{intent}/confirm', pattern: /^\/v1\/setup_intents\/([^/]+)\/confirm$/ },
  { method: 'POST', template: '/v1/payment_intents', pattern: /^\/v1\/payment_intents$/ },
  { method: 'POST', template: '/v1/payment_intents/{intent}/confirm', pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/ },
  { method: 'POST', template: '/v1/products', pattern: /^\/v1\/products$/ },
  { method: 'POST', template: '/v1/subscriptions', pattern: /^\/v1\/subscriptions$/ },
  { method: 'GET', template: '/v1/subscriptions/{subscription_exposed_id}', pattern: /^\/v1\/subscriptions\/([^/]+)$/ },
  { method: 'POST', template: '/v1/subscriptions/{subscription_exposed_id}', pattern: /^\/v1\/subscriptions\/([^/]+)$/ },
  { method: 'DELETE', template: '/v1/subscriptions/{subscription_exposed_id}', pattern: /^\/v1\/subscriptions\/([^/]+)$/ },
] as const

/** Stripe's form encoding: `card[number]=4242…&expand[0]=customer` → { card: { number }, expand: ['customer'] }. */
export function parseStripeForm(body: string) {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const [head, ...rest] = key.split('[')
    const path = [head, ...rest.map((segment) => segment.replace(/\]$/, ''))]
    let node: any = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1])
      const slot = Array.isArray(node) ? Number(segment) : segment
      if (last) node[slot] = value
      else node = node[slot] ??= nextIsIndex ? [] : {}
    })
  }
  return root
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

function luhn(number: string) {
  let sum = 0
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

function brandOf(number: string) {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^6(011|5)/.test(number)) return 'discover'
  return 'unknown'
}

class StripeError {
  constructor(
    public status: number,
    public error: Record<string, unknown>
  ) {}
}

function cardError(outcome: CardOutcome, extra: Record<string, unknown> = {}) {
  return new StripeError(402, {
    type: 'card_error',
    code: outcome.code,
    ...(outcome.declineCode && { decline_code: outcome.declineCode }),
    message: outcome.message,
    doc_url: `https://stripe.com/docs/error-codes/${outcome.code.replaceAll('_', '-')}`,
    request_log_url: null,
    ...extra,
  })
}

const DAY_SECONDS = 24 * 60 * 60
/** Days after the first failure Stripe tries an unpaid invoice again (a custom schedule; JoinFlow's docs set 1, 3 and 7). */
const RETRY_DAYS = [1, 3, 7]

/** A calendar month or year after a Unix time, in UTC, as Stripe bills. */
function addInterval(seconds: number, interval: string) {
  const date = new Date(seconds * 1000)
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1)
  else date.setUTCMonth(date.getUTCMonth() + 1)
  // 31 January plus a month is the end of February, as Stripe and JoinFlow both count it.
  if (interval !== 'year' && date.getUTCDate() !== new Date(seconds * 1000).getUTCDate()) date.setUTCDate(0)
  return Math.floor(date.getTime() / 1000)
}

/** Stripe's signature header: t=<time>,v1=<HMAC-SHA256 of "<time>.<payload>"> (https://docs.stripe.com/webhooks#verify-manually). */
export function stripeSignature(payload: string, secret: string, timestamp: number) {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`
}

export async function startStripeMock(options: StripeMockOptions = {}): Promise<StripeMock> {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000)
  const requests: StripeMockRequest[] = []
  const invalid: StripeMock['invalid'] = []
  // Card numbers stay in this test process only, to decide each test card's outcome.
  const cardNumbers = new Map<string, string>()
  const paymentMethods = new Map<string, Record<string, unknown>>()
  const intents = new Map<string, Record<string, any>>()
  const replies = new Map<string, { status: number; body: unknown }>()
  const created: Record<string, number> = {}
  const answersToDrop = new Map<string, number>()
  const products = new Map<string, Record<string, any>>()
  const subscriptions = new Map<string, Record<string, any>>()
  const invoices = new Map<string, Record<string, any>>()
  const events: StripeMockEvent[] = []
  const webhooks: StripeMock['webhooks'] = { url: null, secret: 'whsec_test_joinflow' }

  function paymentMethod(params: Record<string, any>) {
    const card = params.card ?? {}
    const number = String(card.number ?? '')
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) {
      throw cardError({ code: 'incorrect_number', message: 'Your card number is incorrect.' }, { param: 'number' })
    }
    const method = {
      id: id('pm'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: {
        address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
        email: null,
        name: params.billing_details?.name ?? null,
        phone: null,
        tax_id: null,
      },
      card: {
        brand: brandOf(number),
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
        country: 'US',
        display_brand: brandOf(number),
        exp_month: Number(card.exp_month),
        exp_year: Number(card.exp_year),
        fingerprint: randomBytes(8).toString('hex'),
        funding: 'credit',
        generated_from: null,
        last4: number.slice(-4),
        networks: { available: [brandOf(number)], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      type: 'card',
    }
    cardNumbers.set(method.id, number)
    paymentMethods.set(method.id, method)
    return method
  }

  /** Confirms an intent with its payment method: the test card decides. */
  function confirm(intent: Record<string, any>, objectName: 'setup_intent' | 'payment_intent') {
    const number = cardNumbers.get(intent.payment_method)
    if (!number) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${intent.payment_method}'`,
        param: 'payment_method',
      })
    }
    const outcome = STRIPE_TEST_DECLINES[number] ?? (objectName === 'payment_intent' ? STRIPE_CHARGE_DECLINES[number] : undefined)
    if (outcome) {
      intent.status = 'requires_payment_method'
      intent.last_setup_error = objectName === 'setup_intent' ? { code: outcome.code, message: outcome.message } : undefined
      throw cardError(outcome, { [objectName]: intent, payment_method: paymentMethods.get(intent.payment_method) })
    }
    intent.status = 'succeeded'
    if (objectName === 'payment_intent') {
      intent.amount_received = intent.amount
      intent.latest_charge = id('ch')
    }
    return intent
  }

  function setupIntent(params: Record<string, any>) {
    const intent: Record<string, any> = {
      id: id('seti'),
      object: 'setup_intent',
      application: null,
      automatic_payment_methods: params.automatic_payment_methods ?? null,
      cancellation_reason: null,
      client_secret: `${id('seti')}_secret_${randomBytes(8).toString('hex')}`,
      created: now(),
      customer: params.customer ?? null,
      description: params.description ?? null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: params.metadata ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: params.payment_method ?? null,
      payment_method_options: {},
      payment_method_types: params.payment_method_types ?? ['card'],
      single_use_mandate: null,
      status: params.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      usage: params.usage ?? 'off_session',
    }
    intents.set(intent.id, intent)
    return String(params.confirm) === 'true' ? confirm(intent, 'setup_intent') : intent
  }

  function paymentIntent(params: Record<string, any>) {
    const intent: Record<string, any> = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_capturable: 0,
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: params.automatic_payment_methods ?? null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: params.capture_method ?? 'automatic_async',
      client_secret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}`,
      confirmation_method: params.confirmation_method ?? 'automatic',
      created: now(),
      currency: params.currency,
      customer: params.customer ?? null,
      description: params.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: params.payment_method ?? null,
      payment_method_options: {},
      payment_method_types: params.payment_method_types ?? ['card'],
      processing: null,
      receipt_email: params.receipt_email ?? null,
      setup_future_usage: params.setup_future_usage ?? null,
      shipping: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: params.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    }
    intents.set(intent.id, intent)
    return String(params.confirm) === 'true' ? confirm(intent, 'payment_intent') : intent
  }

  function customer(params: Record<string, any>) {
    return {
      id: id('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: params.description ?? null,
      email: params.email ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: params.metadata ?? {},
      name: params.name ?? null,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    }
  }


  function product(params: Record<string, any>) {
    const productId = params.id ?? id('prod')
    if (products.has(productId)) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_already_exists',
        message: 'Product already exists.',
        param: 'id',
      })
    }
    const made = {
      id: productId,
      object: 'product',
      active: true,
      created: now(),
      default_price: null,
      description: null,
      features: [],
      images: [],
      livemode: false,
      metadata: params.metadata ?? {},
      name: params.name,
      package_dimensions: null,
      shippable: null,
      tax_code: null,
      type: 'service',
      updated: now(),
      url: null,
    }
    products.set(productId, made)
    return made
  }

  function subscriptionItem(subscriptionId: string, priceData: Record<string, any>) {
    return {
      id: id('si'),
      object: 'subscription_item',
      billing_thresholds: null,
      created: now(),
      metadata: {},
      price: {
        id: id('price'),
        object: 'price',
        active: false,
        billing_scheme: 'per_unit',
        created: now(),
        currency: priceData.currency,
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: null,
        product: priceData.product,
        recurring: { aggregate_usage: null, interval: priceData.recurring.interval, interval_count: 1, usage_type: 'licensed' },
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: 'recurring',
        unit_amount: Number(priceData.unit_amount),
        unit_amount_decimal: String(priceData.unit_amount),
      },
      quantity: 1,
      subscription: subscriptionId,
      tax_rates: [],
    }
  }

  const priceOf = (subscription: Record<string, any>) => subscription.items.data[0].price

  /** An invoice for one period, charged at once to the subscription's saved card. */
  function invoiceFor(subscription: Record<string, any>, reason: string, start: number, end: number, amount: number) {
    const price = priceOf(subscription)
    const invoiceId = id('in')
    const invoice: Record<string, any> = {
      id: invoiceId,
      object: 'invoice',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now(),
      currency: price.currency,
      customer: subscription.customer,
      lines: {
        object: 'list',
        data: [
          {
            id: id('il'),
            object: 'line_item',
            amount,
            currency: price.currency,
            description: `1 × ${price.product}`,
            livemode: false,
            metadata: {},
            period: { start, end },
            proration: false,
            quantity: 1,
            type: 'subscription',
          },
        ],
        has_more: false,
        url: `/v1/invoices/${invoiceId}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      paid: false,
      period_end: start,
      period_start: start,
      status: 'open',
      subscription: subscription.id,
      subtotal: amount,
      total: amount,
    }
    invoices.set(invoiceId, invoice)
    return invoice
  }

  /** One charge of an open invoice: paid, or failed with the next try scheduled (none after the last). */
  function attempt(invoice: Record<string, any>, subscription: Record<string, any>) {
    invoice.attempted = true
    invoice.attempt_count += 1
    const number = cardNumbers.get(subscription.default_payment_method)
    const declined = invoice.amount_due > 0 && (!number || STRIPE_TEST_DECLINES[number] || STRIPE_CHARGE_DECLINES[number])
    if (!declined) {
      Object.assign(invoice, { amount_paid: invoice.amount_due, amount_remaining: 0, paid: true, status: 'paid', next_payment_attempt: null })
      return true
    }
    const retryDays = RETRY_DAYS[invoice.attempt_count - 1]
    invoice.next_payment_attempt = retryDays === undefined ? null : invoice.lines.data[0].period.start + retryDays * DAY_SECONDS
    return false
  }

  function queueEvent(type: string, object: Record<string, any>) {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2023-08-16',
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }
    events.push({ id: event.id, type, payload: JSON.stringify(event) })
  }

  function existingSubscription(subscriptionId: string) {
    const subscription = subscriptions.get(subscriptionId)
    if (!subscription) {
      throw new StripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such subscription: '${subscriptionId}'`,
        param: 'id',
      })
    }
    return subscription
  }

  function createSubscription(params: Record<string, any>) {
    const priceData = params.items?.[0]?.price_data
    const subscriptionId = id('sub')
    const started = now()
    const trialEnd = params.trial_end ? Number(params.trial_end) : null
    const subscription: Record<string, any> = {
      id: subscriptionId,
      object: 'subscription',
      automatic_tax: { enabled: false },
      billing_cycle_anchor: trialEnd ?? started,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: started,
      currency: priceData.currency,
      current_period_end: trialEnd ?? addInterval(started, priceData.recurring.interval),
      current_period_start: started,
      customer: params.customer,
      default_payment_method: params.default_payment_method ?? null,
      description: params.description ?? null,
      ended_at: null,
      items: { object: 'list', data: [], has_more: false, url: `/v1/subscription_items?subscription=${subscriptionId}` },
      latest_invoice: null,
      livemode: false,
      metadata: params.metadata ?? {},
      start_date: started,
      status: trialEnd ? 'trialing' : 'active',
      trial_end: trialEnd,
      trial_start: trialEnd ? started : null,
    }
    subscription.items.data.push(subscriptionItem(subscriptionId, priceData))
    const amount = trialEnd ? 0 : Number(priceData.unit_amount)
    const invoice = invoiceFor(subscription, 'subscription_create', started, subscription.current_period_end, amount)
    if (!attempt(invoice, subscription)) {
      const number = cardNumbers.get(subscription.default_payment_method) ?? ''
      throw cardError(STRIPE_TEST_DECLINES[number] ?? STRIPE_CHARGE_DECLINES[number] ?? STRIPE_TEST_DECLINES['4000000000000002'])
    }
    subscription.latest_invoice = invoice.id
    subscriptions.set(subscriptionId, subscription)
    queueEvent('invoice.paid', invoice)
    return subscription
  }

  function updateSubscription(subscriptionId: string, params: Record<string, any>) {
    const subscription = existingSubscription(subscriptionId)
    if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = String(params.cancel_at_period_end) === 'true'
    if (params.items?.[0]?.price_data) {
      subscription.items.data = [subscriptionItem(subscriptionId, params.items[0].price_data)]
    }
    if (params.trial_end) {
      subscription.trial_end = Number(params.trial_end)
      subscription.current_period_end = Number(params.trial_end)
      subscription.status = 'trialing'
    }
    queueEvent('customer.subscription.updated', subscription)
    return subscription
  }

  function cancelSubscription(subscriptionId: string) {
    const subscription = existingSubscription(subscriptionId)
    Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() })
    queueEvent('customer.subscription.deleted', subscription)
    return subscription
  }

  function renew(subscriptionId: string) {
    const subscription = existingSubscription(subscriptionId)
    if (subscription.status === 'canceled') return subscription
    if (subscription.cancel_at_period_end) {
      Object.assign(subscription, { status: 'canceled', canceled_at: subscription.current_period_end, ended_at: subscription.current_period_end })
      queueEvent('customer.subscription.deleted', subscription)
      return subscription
    }
    const start = subscription.current_period_end
    const end = addInterval(start, priceOf(subscription).recurring.interval)
    const invoice = invoiceFor(subscription, 'subscription_cycle', start, end, priceOf(subscription).unit_amount)
    subscription.latest_invoice = invoice.id
    Object.assign(subscription, { current_period_start: start, current_period_end: end, trial_end: null })
    settle(subscription, invoice)
    return subscription
  }

  function settle(subscription: Record<string, any>, invoice: Record<string, any>) {
    if (attempt(invoice, subscription)) {
      subscription.status = 'active'
      queueEvent('invoice.paid', invoice)
    } else if (invoice.next_payment_attempt) {
      subscription.status = 'past_due'
      queueEvent('invoice.payment_failed', invoice)
    } else {
      // The last retry failed: Stripe cancels the subscription (Settings → Billing → Subscriptions).
      Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() })
      queueEvent('invoice.payment_failed', invoice)
      queueEvent('customer.subscription.deleted', subscription)
      return
    }
    queueEvent('customer.subscription.updated', subscription)
  }

  function retry(subscriptionId: string) {
    const subscription = existingSubscription(subscriptionId)
    const invoice = invoices.get(subscription.latest_invoice)
    if (!invoice || invoice.status !== 'open') throw new Error(`${subscriptionId} has no unpaid invoice to retry`)
    settle(subscription, invoice)
    return subscription
  }

  async function post(event: StripeMockEvent) {
    if (!webhooks.url) throw new Error('Set mock.webhooks.url before delivering events')
    const response = await fetch(webhooks.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(event.payload, webhooks.secret, now()) },
      body: event.payload,
    })
    await response.arrayBuffer()
    return response.status
  }

  async function deliverEvents() {
    const delivered: { id: string; type: string; status: number }[] = []
    while (events.length) {
      const event = events.shift()!
      delivered.push({ id: event.id, type: event.type, status: await post(event) })
    }
    return delivered
  }

  function existingIntent(intentId: string, objectName: string) {
    const intent = intents.get(intentId)
    if (!intent || intent.object !== objectName) {
      throw new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${objectName}: '${intentId}'` })
    }
    return intent
  }

  function answer(method: string, template: string, match: RegExpExecArray, params: Record<string, any>) {
    switch (template) {
      case '/v1/customers':
        return customer(params)
      case '/v1/payment_methods':
        return paymentMethod(params)
      case '/v1/setup_intents':
        return setupIntent(params)
      case '/v1/payment_intents':
        return paymentIntent(params)
      case '/v1/products':
        return product(params)
      case '/v1/subscriptions':
        return createSubscription(params)
      case '/v1/subscriptions/{subscription_exposed_id}':
        if (method === 'GET') return existingSubscription(match[1])
        return method === 'DELETE' ? cancelSubscription(match[1]) : updateSubscription(match[1], params)
      case '/v1/setup_intents/{intent}':
        return existingIntent(match[1], 'setup_intent')
      case '/v1/setup_intents/{intent}/confirm': {
        const intent = existingIntent(match[1], 'setup_intent')
        if (params.payment_method) intent.payment_method = params.payment_method
        return confirm(intent, 'setup_intent')
      }
      default: {
        const intent = existingIntent(match[1], 'payment_intent')
        if (params.payment_method) intent.payment_method = params.payment_method
        return confirm(intent, 'payment_intent')
      }
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
      response.end(JSON.stringify(body))
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const path = new URL(request.url ?? '/', 'http://localhost').pathname

    if (!/^Bearer sk_test_\w+$/.test(request.headers.authorization ?? '')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } })
    }
    const found = OPERATIONS.filter((op) => op.method === request.method)
      .map((op) => ({ op, match: op.pattern.exec(path) }))
      .find((entry) => entry.match)
    if (!found) {
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } })
    }
    const params = parseStripeForm(Buffer.concat(chunks).toString('utf8'))
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({ method: request.method!, path, operation: found.op.template, idempotencyKey, params })

    // A GET takes its parameters in the query string and has no body to check.
    const check =
      found.op.method === 'GET'
        ? { valid: true, errors: [] }
        : checkOperation({
            file: STRIPE_SPEC_FILE,
            method: found.op.method,
            specPath: found.op.template,
            path,
            contentType: 'application/x-www-form-urlencoded',
            body: params,
          })
    if (!check.valid) {
      const errors = (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`)
      invalid.push({ operation: found.op.template, errors })
      return send(400, { error: { type: 'invalid_request_error', message: `Invalid request: ${errors.join('; ')}` } })
    }

    const replayKey = idempotencyKey && `${found.op.template}:${idempotencyKey}`
    let reply = replayKey ? replies.get(replayKey) : undefined
    if (!reply) {
      try {
        reply = { status: 200, body: answer(found.op.method, found.op.template, found.match!, params) }
      } catch (error) {
        if (!(error instanceof StripeError)) throw error
        reply = { status: error.status, body: { error: error.error } }
      }
      if (replayKey) replies.set(replayKey, reply)
      const object = (reply.body as { object?: string }).object
      if (reply.status === 200 && object && found.op.method === 'POST' && !found.op.template.includes('}')) {
        created[object] = (created[object] ?? 0) + 1
      }
    }
    const drops = answersToDrop.get(found.op.template) ?? 0
    if (drops > 0) {
      answersToDrop.set(found.op.template, drops - 1)
      request.socket.destroy()
      return
    }
    send(reply.status, reply.body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    invalid,
    created,
    dropAnswers: (operation, count) => {
      answersToDrop.set(operation, count)
    },
    subscription: existingSubscription,
    renew,
    retry,
    replaceCard(subscriptionId, number) {
      const method = paymentMethod({ card: { number, exp_month: 9, exp_year: 2039 } })
      existingSubscription(subscriptionId).default_payment_method = method.id
    },
    events,
    webhooks,
    deliverEvents,
    redeliver: post,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
