import { test } from '@japa/runner'
import StripeGateway, { fromStripeAmount, toStripeAmount } from '#services/payments/stripe_gateway'
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

  const silver = (overrides: Record<string, unknown> = {}) => ({
    card: card('4242424242424242'),
    customerEmail: 'amina@example.test',
    description: 'JoinFlow Silver (JF-1)',
    idempotencyKey: key(),
    planType: 'silver',
    planTitle: 'Silver',
    period: 'monthly' as const,
    priceMinor: 375550,
    currency: 'KES',
    trialEndsAt: new Date('2039-01-08T00:00:00Z') as Date | null,
    orderId: 'JF-1',
    ...overrides,
  })

  test('a trial saves the card and starts a Stripe subscription ending its trial then, charging nothing', async ({ assert }) => {
    const result = await gateway.startSubscription(silver())
    assert.equal(result.status, 'succeeded')
    if (result.status !== 'succeeded') return
    assert.match(result.reference, /^seti_/)
    assert.match(result.subscriptionId ?? '', /^sub_/)
    assert.match(result.saved.customerId ?? '', /^cus_/)
    assert.match(result.saved.paymentMethodId, /^pm_/)
    assert.isNull(result.firstCharge)
    assert.deepEqual(
      mock.requests.map((request) => request.operation),
      ['/v1/customers', '/v1/payment_methods', '/v1/setup_intents', '/v1/products', '/v1/subscriptions']
    )
    assert.deepEqual(mock.invalid, [])
    const [customer, method, intent, product, subscription] = mock.requests
    assert.deepInclude(customer.params, { email: 'amina@example.test', name: 'Amina Njeri' })
    assert.deepInclude(method.params, { type: 'card' })
    assert.deepInclude(intent.params, { confirm: 'true', usage: 'off_session' })
    assert.deepInclude(product.params, { id: 'joinflow-silver', name: 'JoinFlow Silver' })
    assert.deepInclude(subscription.params, {
      customer: result.saved.customerId,
      default_payment_method: result.saved.paymentMethodId,
      trial_end: String(Date.parse('2039-01-08T00:00:00Z') / 1000),
      payment_behavior: 'error_if_incomplete',
    })
    assert.deepEqual((subscription.params.items as any)[0].price_data, {
      currency: 'kes',
      product: 'joinflow-silver',
      unit_amount: '375550',
      recurring: { interval: 'month' },
    })
    assert.equal(mock.subscription(result.subscriptionId!).status, 'trialing')
    // The product is made once under its own id; everything else under the order's key.
    const keyed = mock.requests.filter((request) => request.operation !== '/v1/products')
    assert.isTrue(keyed.every((request) => request.idempotencyKey?.startsWith(`JF-TESTKEY${sequence}:`)))
  })

  test('without a trial the subscription charges its first year at once, and the product is made only once', async ({ assert }) => {
    const result = await gateway.startSubscription(silver({ period: 'annual', priceMinor: 2960000, trialEndsAt: null }))
    assert.equal(result.status, 'succeeded')
    if (result.status !== 'succeeded') return
    assert.match(result.firstCharge?.reference ?? '', /^in_/)
    assert.equal(result.reference, result.firstCharge?.reference)
    assert.equal(mock.subscription(result.subscriptionId!).status, 'active')
    assert.equal((mock.requests.at(-1)!.params.items as any)[0].price_data.recurring.interval, 'year')
    assert.deepEqual(mock.invalid, [])
  })

  test('a one-time plan is charged with a confirmed PaymentIntent, in minor units of the currency', async ({ assert }) => {
    const result = await gateway.charge({
      amountMinor: 375550,
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
      const started = await gateway.startSubscription(silver({ card: card(number) }))
      assert.deepInclude(started, { status: 'declined', declineReason: message })
      const charged = await gateway.charge({ amountMinor: 29700, currency: 'USD', card: card(number), description: 'x', idempotencyKey: key() })
      assert.deepInclude(charged, { status: 'declined', declineReason: message })
      assert.deepEqual(mock.invalid, [])
    })

  test('a saved card is charged off-session; the card that only attaches is declined then', async ({ assert }) => {
    const good = await gateway.startSubscription(silver())
    const attachesOnly = await gateway.startSubscription(silver({ card: card('4000000000000341') }))
    assert.equal(good.status, 'succeeded')
    assert.equal(attachesOnly.status, 'succeeded')
    if (good.status !== 'succeeded' || attachesOnly.status !== 'succeeded') return
    const charge = (saved: typeof good.saved) =>
      gateway.chargeSaved({ saved, amountMinor: 112500, currency: 'KES', description: 'Upgrade', idempotencyKey: key() })
    assert.deepInclude(await charge(good.saved), { status: 'succeeded' })
    assert.deepInclude(await charge(attachesOnly.saved), { status: 'declined', declineReason: 'Your card was declined.' })
    const intent = mock.requests.filter((request) => request.operation === '/v1/payment_intents').at(-1)!
    assert.deepInclude(intent.params, { off_session: 'true', confirm: 'true', customer: attachesOnly.saved.customerId, amount: '112500' })
    assert.deepEqual(mock.invalid, [])
  })

  test('updates and cancels its subscription: cancel at the period end, a new price from a new renewal date, the end', async ({ assert }) => {
    const result = await gateway.startSubscription(silver())
    if (result.status !== 'succeeded') throw new Error('not started')
    const id = result.subscriptionId!
    await gateway.updateSubscription(id, { cancelAtPeriodEnd: true }, key())
    assert.isTrue(mock.subscription(id).cancel_at_period_end)
    const renewal = new Date('2039-02-01T00:00:00Z')
    await gateway.updateSubscription(
      id,
      { price: { planType: 'pro', planTitle: 'Pro', period: 'annual', priceMinor: 3833200, currency: 'KES' }, nextRenewalAt: renewal },
      key()
    )
    const updated = mock.subscription(id)
    assert.equal(updated.items.data[0].price.unit_amount, 3833200)
    assert.equal(updated.items.data[0].price.recurring.interval, 'year')
    assert.equal(updated.current_period_end, renewal.getTime() / 1000)
    await gateway.cancelSubscription(id, key())
    assert.equal(mock.subscription(id).status, 'canceled')
    await gateway.cancelSubscription('sub_gone', key())
    assert.deepEqual(mock.invalid, [])
  })

  test('a retried request with the same idempotency key gets the same intent', async ({ assert }) => {
    const idempotencyKey = key()
    const request = { amountMinor: 2000, currency: 'USD', card: card('4242424242424242'), description: 'x', idempotencyKey }
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
    const product = await post('/v1/products', 'id=joinflow-shape&name=Shape')
    const subscription = await post(
      '/v1/subscriptions',
      `customer=${customer.id}&default_payment_method=${method.id}&items[0][price_data][currency]=usd&items[0][price_data][product]=joinflow-shape&items[0][price_data][unit_amount]=2900&items[0][price_data][recurring][interval]=month`
    )
    for (const [name, body] of [
      ['customer', customer],
      ['payment_method', method],
      ['payment_method_card', method.card],
      ['setup_intent', confirmed],
      ['payment_intent', paid],
      ['product', product],
      ['subscription', subscription],
      ['subscription_item', subscription.items.data[0]],
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

  test('amounts in Stripe\'s units: our minor units, but hundredths for a currency we count whole and Stripe does not', ({ assert }) => {
    assert.equal(toStripeAmount(375550, 'KES'), 375550)
    assert.equal(toStripeAmount(2923, 'GBP'), 2923)
    assert.equal(toStripeAmount(4045, 'JPY'), 4045)
    assert.equal(toStripeAmount(38280, 'KRW'), 38280)
    assert.equal(toStripeAmount(109620, 'UGX'), 109620)
    assert.equal(toStripeAmount(10336, 'HUF'), 1033600)
    assert.equal(fromStripeAmount(1033600, 'HUF'), 10336)
    assert.equal(fromStripeAmount(375550, 'KES'), 375550)
  })
})
