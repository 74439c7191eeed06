import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'

const LOGIN_FAILED = 'Login Failed. Invalid email or order ID. Please check your credentials.'

/** Buys a plan through the public flow and gives back the order ID the purchaser was shown. */
async function buy(client: ApiClient, options: { email: string; planType?: string; cardNumber?: string }) {
  const response = await client
    .post('/api/process-payment')
    .json({
      orderData: {
        plan: { planType: options.planType ?? 'silver', billing: 'monthly' },
        customer: { email: options.email, country: 'Kenya', marketingConsent: false },
      },
      paymentData: {
        cardNumber: options.cardNumber ?? '4242424242424242',
        nameOnCard: 'Amina Njeri',
        expirationDate: '09/39',
        securityCode: '321',
      },
    })
    .withCsrfToken()
  return response
}

test.group('Customer login', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('the email and order ID of a trial sign the customer in', async ({ client, assert }) => {
    const order = (await buy(client, { email: 'amina@example.test' })).body()
    const response = await client
      .post('/api/customer/login')
      .json({ email: ' Amina@Example.test ', orderId: order.orderId })
      .withCsrfToken()
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      firstName: 'Amina',
      lastName: 'Njeri',
      email: 'amina@example.test',
      orderId: order.orderId,
      planType: 'silver',
      planTitle: 'Silver',
      billing: 'monthly',
      price: { amountMinor: 375550, currency: 'KES', formatted: 'KES 3,755.50' },
      status: 'trialing',
      trialEndsAt: order.trialEndsAt,
      // The first charge is when the trial ends.
      renewsAt: order.trialEndsAt,
      accountSetUp: false,
      accountExists: false,
    })
  })

  test('a paid lifetime order signs in with no trial end; the order ID may be typed in lower case', async ({
    client,
    assert,
  }) => {
    const order = (await buy(client, { email: 'lifetime@example.test', planType: 'lifetime-executive' })).body()
    const response = await client
      .post('/api/customer/login')
      .json({ email: 'lifetime@example.test', orderId: order.orderId.toLowerCase() })
      .withCsrfToken()
    response.assertStatus(200)
    assert.deepInclude(response.body(), { planType: 'lifetime-executive', trialEndsAt: null, orderId: order.orderId })
  })

  test('a customer with two orders signs in with either', async ({ client, assert }) => {
    const first = (await buy(client, { email: 'twice@example.test' })).body()
    const second = (await buy(client, { email: 'twice@example.test', planType: 'lifetime-executive' })).body()
    for (const order of [first, second]) {
      const response = await client
        .post('/api/customer/login')
        .json({ email: 'twice@example.test', orderId: order.orderId })
        .withCsrfToken()
      response.assertStatus(200)
      assert.equal(response.body().planType, order.planType)
    }
  })

  test('a wrong order ID, another customer\'s order ID and an unknown email all get the same 401', async ({
    client,
  }) => {
    const mine = (await buy(client, { email: 'mine@example.test' })).body()
    const theirs = (await buy(client, { email: 'theirs@example.test' })).body()
    for (const attempt of [
      { email: 'mine@example.test', orderId: 'JF-AAAAAAAAAAAAAAAA' },
      { email: 'mine@example.test', orderId: theirs.orderId },
      { email: 'nobody@example.test', orderId: mine.orderId },
      { email: 'mine@example.test', orderId: mine.orderId.slice(0, -1) },
    ]) {
      const response = await client.post('/api/customer/login').json(attempt).withCsrfToken()
      response.assertStatus(401)
      response.assertBody({ message: LOGIN_FAILED, code: 'E_INVALID_CREDENTIALS' })
    }
  })

  test('a declined order does not sign anyone in', async ({ client, assert }) => {
    const declined = await buy(client, { email: 'declined@example.test', cardNumber: '4000000000000002' })
    declined.assertStatus(402)
    const order = await Order.findByOrFail('email', 'declined@example.test')
    assert.equal(order.status, 'failed')
    const response = await client
      .post('/api/customer/login')
      .json({ email: 'declined@example.test', orderId: order.publicId })
      .withCsrfToken()
    response.assertStatus(401)
    response.assertBody({ message: LOGIN_FAILED, code: 'E_INVALID_CREDENTIALS' })
  })

  test('both fields are required', async ({ client }) => {
    for (const body of [{ email: 'a@example.test' }, { orderId: 'JF-AAAAAAAAAAAAAAAA' }, { email: '', orderId: '' }]) {
      const response = await client.post('/api/customer/login').json(body).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message: 'Please enter your email and order ID.', code: 'E_VALIDATION_ERROR' })
    }
  })

  test('sign-in attempts are rate limited with a clear message', async ({ client, assert }) => {
    const attempt = () =>
      client
        .post('/api/customer/login')
        .json({ email: 'guesser@example.test', orderId: 'JF-AAAAAAAAAAAAAAAA' })
        .withCsrfToken()
    for (let i = 0; i < 10; i++) (await attempt()).assertStatus(401)
    const limited = await attempt()
    limited.assertStatus(429)
    assert.match(limited.body().message, /^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/)
    assert.isAbove(Number(limited.header('retry-after')), 0)
  })
})
