import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import env from '#start/env'
import Order from '#models/order'
import { makeUser } from '#tests/helpers/users'
import { startStripeMock, type StripeMock } from '#tests/support/stripe_mock'

const publicOrder = (planType: string, cardNumber: string) => ({
  orderData: { plan: { planType, billing: 'monthly' }, customer: { email: 'stripe@example.test', country: 'Kenya' } },
  paymentData: { cardNumber, nameOnCard: 'Amina Njeri', expirationDate: '09/39', securityCode: '321' },
})

test.group('Checkout / through Stripe', (group) => {
  let mock: StripeMock

  group.setup(async () => {
    mock = await startStripeMock()
    env.set('STRIPE_SECRET_KEY', 'sk_test_joinflow')
    env.set('STRIPE_API_BASE', mock.url)
    return async () => {
      // Empty, not unset: the sandbox is used again by the suites that follow.
      env.set('STRIPE_SECRET_KEY', '')
      env.set('STRIPE_API_BASE', '')
      await mock.close()
    }
  })
  group.each.setup(() => isolatedTransaction())
  group.each.setup(() => {
    mock.requests.length = 0
    mock.invalid.length = 0
  })

  test('a public trial order saves the card at Stripe and keeps only brand, last four and expiry', async ({ client, assert }) => {
    const response = await client.post('/api/process-payment').json(publicOrder('silver', '4242 4242 4242 4242')).withCsrfToken()
    response.assertStatus(201)
    const order = await Order.findByOrFail('publicId', response.body().orderId)
    assert.match(order.gatewayReference ?? '', /^seti_/)
    assert.deepInclude(order.serialize(), { status: 'trial', cardLast4: '4242', cardBrand: 'visa', dueTodayCents: 0 })
    assert.notInclude(
      mock.requests.map((request) => request.operation),
      '/v1/payment_intents'
    )
    assert.deepEqual(mock.invalid, [])
  })

  test('the owner checkout charges a one-time plan with a PaymentIntent', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/payment/process')
      .json({
        planType: 'lifetime-executive',
        email: owner.email,
        country: 'Kenya',
        cardNumber: '4242424242424242',
        nameOnCard: 'Owner Name',
        expirationDate: '09/2039',
        securityCode: '123',
      })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(201)
    const order = await Order.findByOrFail('publicId', response.body().orderId)
    assert.match(order.gatewayReference ?? '', /^pi_/)
    const intent = mock.requests.find((request) => request.operation === '/v1/payment_intents')!
    // 297 USD at 129.5 KES: 38461.50 shillings.
    assert.deepInclude(intent.params, { amount: '3846150', currency: 'kes' })
    assert.deepEqual(mock.invalid, [])
  })

  test('Stripe\'s decline is a 402 with Stripe\'s message', async ({ client }) => {
    const response = await client.post('/api/process-payment').json(publicOrder('silver', '4000000000000002')).withCsrfToken()
    response.assertStatus(402)
    response.assertBody({ message: 'Your card was declined.', code: 'E_PAYMENT_DECLINED' })
  })
})
