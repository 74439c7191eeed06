import { test } from '@japa/runner'
import StripeGateway, { toMinorUnits } from '#services/payments/stripe_gateway'
import type { GatewayCard } from '#services/payments/gateway'
import { loadDescription } from '#tests/support/openapi'
import { parseStripeForm, startStripeMock, STRIPE_SPEC_FILE, type StripeMock } from '#tests/support/stripe_mock'

function card(number: string): GatewayCard {
  return { number, brand: 'visa', expMonth: 9, expYear: 2039, securityCode: '123', nameOnCard: 'Amina Njeri' }
}

let sequence = 0
const key = () => `JF-TESTKEY${++sequence}`

test.group('Payments / Stripe gateway', (group) => {
  let mock: StripeMock
  let gateway: StripeGateway

  group.setup(async () => {
    mock = await startStripeMock()
    gateway = new StripeGateway({ secretKey: 'sk_test_joinflow', apiBase: mock.url })
    return () => mock.close()
  })
  group.each.setup(() => {
    mock.requests.length = 0
    mock.invalid.length = 0
  })

  test('a trial saves the card: customer, payment method and a confirmed SetupIntent, nothing charged', async ({ assert }) => {
    const result = await gateway.saveCard({
      card: card('4242424242424242'),
      customerEmail: 'amina@example.test',
      description: 'JoinFlow Silver (JF-1)',
      idempotencyKey: key(),
    })
    assert.equal(result.status, 'succeeded')
    assert.match(result.reference, /^seti_/)
    assert.deepEqual(
      mock.requests.map((request) => request.operation),
      ['/v1/customers', '/v1/payment_methods', '/v1/setup_intents']
    )
    assert.deepEqual(mock.invalid, [])
    const [customer, method, intent] = mock.requests
    assert.deepInclude(customer.params, { email: 'amina@example.test', name: 'Amina Njeri' })
    assert.deepInclude(method.params, { type: 'card' })
    assert.deepInclude(intent.params, { confirm: 'true', usage: 'off_session' })
    assert.isTrue(mock.requests.every((request) => request.idempotencyKey?.startsWith(`JF-TESTKEY${sequence}:`)))
  })

  test('a one-time plan is charged with a confirmed PaymentIntent, in minor units of the currency', async ({ assert }) => {
    const result = await gateway.charge({
      amount: 3755.5,
      currency: 'KES',
      card: card('4242424242424242'),
      description: 'JoinFlow Lifetime Executive',
      idempotencyKey: key(),
    })
    assert.equal(result.status, 'succeeded')
    assert.match(result.reference, /^pi_/)
    assert.deepEqual(mock.invalid, [])
    const intent = mock.requests.find((request) => request.operation === '/v1/payment_intents')!
    assert.deepInclude(intent.params, { amount: '375550', currency: 'kes', confirm: 'true' })
  })

  test('{0} is declined with Stripe\'s message')
    .with([
      ['4000 0000 0000 0002', '4000000000000002', 'Your card was declined.'],
      ['4000 0000 0000 9995', '4000000000009995', 'Your card has insufficient funds.'],
    ] as const)
    .run(async ({ assert }, [, number, message]) => {
      const saved = await gateway.saveCard({ card: card(number), customerEmail: 'a@example.test', description: 'x', idempotencyKey: key() })
      assert.deepInclude(saved, { status: 'declined', declineReason: message })
      const charged = await gateway.charge({ amount: 297, currency: 'USD', card: card(number), description: 'x', idempotencyKey: key() })
      assert.deepInclude(charged, { status: 'declined', declineReason: message })
      assert.deepEqual(mock.invalid, [])
    })

  test('a retried request with the same idempotency key gets the same intent', async ({ assert }) => {
    const idempotencyKey = key()
    const request = { amount: 20, currency: 'USD', card: card('4242424242424242'), description: 'x', idempotencyKey }
    const first = await gateway.charge(request)
    const again = await gateway.charge(request)
    assert.equal(again.reference, first.reference)
  })

  test('the mock refuses parameters the OpenAPI file does not allow, as Stripe does', async ({ assert }) => {
    const response = await fetch(`${mock.url}/v1/payment_intents`, {
      method: 'POST',
      headers: { 'authorization': 'Bearer sk_test_joinflow', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'amount=ten&currency=usd&colour=blue',
    })
    assert.equal(response.status, 400)
    assert.equal(((await response.json()) as any).error.type, 'invalid_request_error')
    assert.lengthOf(mock.invalid, 1)
    const noKey = await fetch(`${mock.url}/v1/customers`, { method: 'POST' })
    assert.equal(noKey.status, 401)
  })

  test('the mock answers with every property the file\'s response schemas require', async ({ assert }) => {
    const spec = loadDescription(STRIPE_SPEC_FILE)
    const required = (name: string): string[] => spec.components.schemas[name].required
    const post = (path: string, body: string) =>
      fetch(`${mock.url}${path}`, {
        method: 'POST',
        headers: { 'authorization': 'Bearer sk_test_joinflow', 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }).then((response) => response.json() as Promise<any>)
    const customer = await post('/v1/customers', 'email=a%40example.test')
    const method = await post('/v1/payment_methods', 'type=card&card[number]=4242424242424242&card[exp_month]=9&card[exp_year]=2039&card[cvc]=123')
    const setup = await post('/v1/setup_intents', `customer=${customer.id}&payment_method=${method.id}`)
    const confirmed = await post(`/v1/setup_intents/${setup.id}/confirm`, '')
    const payment = await post('/v1/payment_intents', `amount=2000&currency=usd&payment_method=${method.id}`)
    const paid = await post(`/v1/payment_intents/${payment.id}/confirm`, '')
    for (const [name, body] of [
      ['customer', customer],
      ['payment_method', method],
      ['payment_method_card', method.card],
      ['setup_intent', confirmed],
      ['payment_intent', paid],
    ] as const) {
      for (const property of required(name)) assert.property(body, property, `${name}.${property}`)
    }
    assert.equal(confirmed.status, 'succeeded')
    assert.deepInclude(paid, { status: 'succeeded', amount_received: 2000 })
    assert.deepEqual(mock.invalid, [])
  })

  test('reads Stripe\'s bracketed form encoding', ({ assert }) => {
    assert.deepEqual(parseStripeForm('card[number]=4242&expand[0]=customer&expand[1]=latest_charge&confirm=true'), {
      card: { number: '4242' },
      expand: ['customer', 'latest_charge'],
      confirm: 'true',
    })
  })

  test('amounts in minor units: cents for most currencies, whole units for zero-decimal ones', ({ assert }) => {
    assert.equal(toMinorUnits(3755.5, 'KES'), 375550)
    assert.equal(toMinorUnits(29.23, 'GBP'), 2923)
    assert.equal(toMinorUnits(4045, 'JPY'), 4045)
    assert.equal(toMinorUnits(38280, 'KRW'), 38280)
    assert.equal(toMinorUnits(10336, 'HUF'), 1033600)
  })
})
