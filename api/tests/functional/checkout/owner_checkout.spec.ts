import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Subscription from '#models/subscription'
import type User from '#models/user'
import { makeUser } from '#tests/helpers/users'

function checkout(owner: User, overrides: Record<string, unknown> = {}) {
  return {
    planType: 'silver',
    planTitle: 'Silver',
    amount: 1,
    userId: owner.id,
    email: owner.email,
    country: 'Kenya',
    subscribeToUpdates: true,
    cardNumber: '4242424242424242',
    nameOnCard: 'Wanjiru Kamau',
    expirationDate: '09/2039',
    securityCode: '123',
    ...overrides,
  }
}

test.group('Checkout / owner checkout', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('buys the plan for the signed-in owner at the server\'s price and activates the subscription', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    const response = await client.post('/api/payment/process').json(checkout(owner)).loginAs(owner).withCsrfToken()
    response.assertStatus(201)
    const body = response.body()
    assert.sameMembers(Object.keys(body), ['orderId', 'planType', 'status', 'trialEndsAt'])
    assert.match(body.orderId, /^JF-[A-Z2-7]{16}$/)
    // The plan's free days come first: it is trialing until its first charge.
    assert.deepInclude(body, { planType: 'silver', status: 'trialing' })

    const order = await Order.findByOrFail('publicId', body.orderId)
    // 29 USD at Kenya's 129.5, whatever amount the browser sent.
    assert.deepInclude(order.serialize(), {
      userId: owner.id,
      planType: 'silver',
      amountUsdCents: 2900,
      amountLocal: 3755.5,
      currency: 'KES',
      dueTodayCents: 0,
      status: 'trial',
      marketingConsent: true,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 9,
      cardExpYear: 2039,
    })
    assert.equal(order.trialEndsAt?.toMillis(), new Date(body.trialEndsAt).getTime())
    const subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(subscription.serialize(), {
      planType: 'silver',
      status: 'trialing',
      orderId: order.id,
      billingPeriod: 'monthly',
      priceMinor: 375550,
      currency: 'KES',
    })
  })

  test('a price changed in the pricing editor is what the next order is charged', async ({ client, assert }) => {
    const owner = await makeUser()
    await db.from('plans').where('plan_type', 'silver').update({ price: 35 })
    const response = await client.post('/api/payment/process').json(checkout(owner)).loginAs(owner).withCsrfToken()
    response.assertStatus(201)
    const order = await Order.findByOrFail('publicId', response.body().orderId)
    assert.deepInclude(order.serialize(), { amountUsdCents: 3500, amountLocal: 4532.5, currency: 'KES' })
  })

  test('the lifetime plan is charged today; MM/YY expiries work too', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/payment/process')
      .json(checkout(owner, { planType: 'lifetime-executive', country: 'United States', expirationDate: '12/39' }))
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(201)
    response.assertBodyContains({ planType: 'lifetime-executive', status: 'active', trialEndsAt: null })
    const order = await Order.findByOrFail('publicId', response.body().orderId)
    assert.deepInclude(order.serialize(), { status: 'paid', dueTodayCents: 29700, currency: 'USD' })
  })

  test('annual billing is priced annually', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/payment/process')
      .json(checkout(owner, { planType: 'pro', billing: 'annual', country: 'United Kingdom' }))
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(201)
    const order = await Order.findByOrFail('publicId', response.body().orderId)
    assert.deepInclude(order.serialize(), { billing: 'annual', amountUsdCents: 29600, amountLocal: 233.84, currency: 'GBP' })
  })

  test('a declined card is a 402 with the reason, and the plan stays as it was', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/payment/process')
      .json(checkout(owner, { cardNumber: '4000 0000 0000 0002' }))
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(402)
    response.assertBody({ message: 'Your card was declined.', code: 'E_PAYMENT_DECLINED' })
    assert.isNull(await Subscription.query().where('userId', owner.id).where('status', 'active').first())
  })

  test('another account\'s userId is a 403; nobody signed in is a 401', async ({ client }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const forbidden = await client
      .post('/api/payment/process')
      .json(checkout(owner, { userId: other.id }))
      .loginAs(owner)
      .withCsrfToken()
    forbidden.assertStatus(403)
    forbidden.assertBodyContains({ message: 'You can only buy a plan for your own account.' })
    const anonymous = await client.post('/api/payment/process').json(checkout(owner)).withCsrfToken()
    anonymous.assertStatus(401)
  })

  test('refuses bad fields with the spec\'s messages: {0}')
    .with([
      ['no email', { email: undefined }, 'email', 'Please enter your email address to continue.'],
      ['no card number', { cardNumber: undefined }, 'cardNumber', 'Please fill in all payment details.'],
      ['no name on card', { nameOnCard: '' }, 'nameOnCard', 'Please fill in all payment details.'],
      ['no security code', { securityCode: undefined }, 'securityCode', 'Please fill in all payment details.'],
      ['a failing Luhn check', { cardNumber: '4242424242424241' }, 'cardNumber', 'Please enter a valid card number.'],
      ['an expiry longer than 7', { expirationDate: '09 / 2039' }, 'expirationDate', 'Please enter a valid expiration date (MM/YY).'],
      ['a past expiry', { expirationDate: '01/2020' }, 'expirationDate', 'This card has expired.'],
      ['a short security code', { securityCode: '12' }, 'securityCode', 'Please enter a valid security code.'],
      ['an unknown country', { country: 'Atlantis' }, 'country', 'Please choose a country from the list.'],
      ['no plan', { planType: '' }, 'planType', 'Please choose a plan.'],
    ] as const)
    .run(async ({ client, assert }, [, overrides, field, message]) => {
      const owner = await makeUser()
      const response = await client
        .post('/api/payment/process')
        .json(checkout(owner, overrides))
        .loginAs(owner)
        .withCsrfToken()
      response.assertStatus(422)
      assert.deepInclude(response.body().errors.find((error: { field: string }) => error.field === field), { message })
    })

  test('neither the card number nor the security code is stored anywhere in the order', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/payment/process')
      .json(checkout(owner, { cardNumber: '5555 5555 5555 4444', securityCode: '987' }))
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(201)
    const row = await db.from('orders').where('public_id', response.body().orderId).first()
    const stored = JSON.stringify(row)
    assert.notInclude(stored, '5555555555554444')
    // As a value of its own: ids, keys and timestamps of the row may hold the digits 987 by chance.
    assert.notMatch(stored, /(?<![0-9A-Za-z])987(?![0-9A-Za-z])/)
    assert.equal(row.card_last4, '4444')
  })
})

test.group('Checkout / owner checkout limits', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('payment attempts are rate limited per client', async ({ client, assert }) => {
    const owner = await makeUser()
    const attempt = () =>
      client
        .post('/api/payment/process')
        .json(checkout(owner, { cardNumber: '4000000000000002' }))
        .loginAs(owner)
        .withCsrfToken()
    for (let i = 0; i < 10; i++) (await attempt()).assertStatus(402)
    const limited = await attempt()
    limited.assertStatus(429)
    assert.match(limited.body().message, /^Too many payment attempts\. Please try again in \d+ seconds?\.$/)
  })
})
