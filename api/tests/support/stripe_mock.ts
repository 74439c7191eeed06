/*
 * A local server speaking the few Stripe operations the Stripe gateway
 * calls: customers, payment methods, SetupIntents and PaymentIntents (with
 * their confirm calls). Every request's form-encoded parameters are checked
 * against that operation's requestBody schema in Stripe's official OpenAPI
 * file (cut to the operations used in tests/fixtures/openapi); one that does not fit
 * is answered 400 as Stripe would and kept in `invalid`. Answers carry
 * every property the file's response schema requires, and Stripe's
 * documented test cards behave as documented
 * (https://docs.stripe.com/testing#declined-payments).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
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
  close(): Promise<void>
}

const OPERATIONS = [
  { template: '/v1/customers', pattern: /^\/v1\/customers$/ },
  { template: '/v1/payment_methods', pattern: /^\/v1\/payment_methods$/ },
  { template: '/v1/setup_intents', pattern: /^\/v1\/setup_intents$/ },
  { template: '/v1/setup_intents/{intent}/confirm', pattern: /^\/v1\/setup_intents\/([^/]+)\/confirm$/ },
  { template: '/v1/payment_intents', pattern: /^\/v1\/payment_intents$/ },
  { template: '/v1/payment_intents/{intent}/confirm', pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/ },
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
const now = () => Math.floor(Date.now() / 1000)

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

export async function startStripeMock(): Promise<StripeMock> {
  const requests: StripeMockRequest[] = []
  const invalid: StripeMock['invalid'] = []
  // Card numbers stay in this test process only, to decide each test card's outcome.
  const cardNumbers = new Map<string, string>()
  const paymentMethods = new Map<string, Record<string, unknown>>()
  const intents = new Map<string, Record<string, any>>()
  const replies = new Map<string, { status: number; body: unknown }>()
  const created: Record<string, number> = {}
  const answersToDrop = new Map<string, number>()

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
    const outcome = STRIPE_TEST_DECLINES[number]
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

  function existingIntent(intentId: string, objectName: string) {
    const intent = intents.get(intentId)
    if (!intent || intent.object !== objectName) {
      throw new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${objectName}: '${intentId}'` })
    }
    return intent
  }

  function answer(template: string, match: RegExpExecArray, params: Record<string, any>) {
    switch (template) {
      case '/v1/customers':
        return customer(params)
      case '/v1/payment_methods':
        return paymentMethod(params)
      case '/v1/setup_intents':
        return setupIntent(params)
      case '/v1/payment_intents':
        return paymentIntent(params)
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
    const found = request.method === 'POST' ? OPERATIONS.map((op) => ({ op, match: op.pattern.exec(path) })).find((entry) => entry.match) : null
    if (!found) {
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path}).` } })
    }
    const params = parseStripeForm(Buffer.concat(chunks).toString('utf8'))
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({ method: request.method!, path, operation: found.op.template, idempotencyKey, params })

    const check = checkOperation({
      file: STRIPE_SPEC_FILE,
      method: 'POST',
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
        reply = { status: 200, body: answer(found.op.template, found.match!, params) }
      } catch (error) {
        if (!(error instanceof StripeError)) throw error
        reply = { status: error.status, body: { error: error.error } }
      }
      if (replayKey) replies.set(replayKey, reply)
      const object = (reply.body as { object?: string }).object
      if (reply.status === 200 && object && !found.op.template.includes('confirm')) created[object] = (created[object] ?? 0) + 1
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
