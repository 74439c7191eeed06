import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'

const DAY_MS = 24 * 60 * 60 * 1000

/** A silver order from Kenya paid with the sandbox card that always succeeds. */
function payment(
  overrides: { plan?: Record<string, unknown>; customer?: Record<string, unknown>; card?: Record<string, unknown> } = {}
) {
  return {
    orderData: {
      plan: { planType: 'silver', billing: 'monthly', ...overrides.plan },
      customer: { email: 'Buyer@Example.test', country: 'Kenya', marketingConsent: true, ...overrides.customer },
    },
    paymentData: {
      cardNumber: '4242 4242 4242 4242',
      nameOnCard: 'Wanjiru Kamau Otieno',
      expirationDate: '12/40',
      securityCode: '123',
      ...overrides.card,
    },
  }
}

test.group('Public purchase / process payment', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a trial plan from Kenya saves the card, charges nothing today and prices in shillings', async ({
    client,
    assert,
  }) => {
    const before = Date.now()
    const response = await client.post('/api/process-payment').json(payment()).withCsrfToken()
    response.assertStatus(201)
    const body = response.body()
    assert.sameMembers(Object.keys(body), [
      'orderId',
      'planType',
      'billing',
      'trialEndsAt',
      'dueToday',
      'dueLater',
      'dueTodayMinor',
      'dueLaterMinor',
      'currency',
    ])
    assert.match(body.orderId, /^JF-[A-Z2-7]{16}$/)
    assert.deepInclude(body, { planType: 'silver', billing: 'monthly', dueToday: 0, dueLater: 3755.5, dueLaterMinor: 375550, currency: 'KES' })
    const trialEnds = new Date(body.trialEndsAt).getTime()
    assert.isAtLeast(trialEnds, before + 7 * DAY_MS - 1000)
    assert.isAtMost(trialEnds, Date.now() + 7 * DAY_MS + 1000)

    const order = await Order.findByOrFail('publicId', body.orderId)
    assert.include(order.serialize(), {
      email: 'buyer@example.test',
      firstName: 'Wanjiru',
      lastName: 'Kamau Otieno',
      country: 'Kenya',
      marketingConsent: true,
      planType: 'silver',
      billing: 'monthly',
      amountUsdCents: 2900,
      amountMinor: 375550,
      amountLocal: 3755.5,
      currency: 'KES',
      dueTodayCents: 0,
      dueTodayMinor: 0,
      status: 'trial',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 12,
      cardExpYear: 2040,
    })
  })

  test('the lifetime plan is charged today, once, with no trial', async ({ client, assert }) => {
    const response = await client
      .post('/api/process-payment')
      .json(payment({ plan: { planType: 'lifetime-executive', billing: 'monthly' }, customer: { country: 'Japan' } }))
      .withCsrfToken()
    response.assertStatus(201)
    assert.deepInclude(response.body(), {
      planType: 'lifetime-executive',
      trialEndsAt: null,
      dueToday: 44491,
      dueLater: 0,
      currency: 'JPY',
    })
    const order = await Order.findByOrFail('publicId', response.body().orderId)
    assert.equal(order.status, 'paid')
    assert.equal(order.dueTodayCents, 29700)
    assert.isNull(order.trialEndsAt)
  })

  test('annual billing uses the annual price; the plan may be named as in the order data', async ({ client, assert }) => {
    const response = await client
      .post('/api/process-payment')
      .json(payment({ plan: { planType: undefined, name: 'pro', billing: 'annual' }, customer: { country: 'US' } }))
      .withCsrfToken()
    response.assertStatus(201)
    assert.deepInclude(response.body(), { planType: 'pro', dueToday: 0, dueLater: 296, currency: 'USD' })
  })

  test('an unknown plan falls back to starter-lite at 20 monthly', async ({ client, assert }) => {
    const response = await client
      .post('/api/process-payment')
      .json(payment({ plan: { planType: 'platinum' }, customer: { country: 'United Kingdom' } }))
      .withCsrfToken()
    response.assertStatus(201)
    assert.deepInclude(response.body(), { planType: 'starter-lite', dueLater: 15.8, currency: 'GBP' })
  })

  test('prices sent by the browser are ignored', async ({ client, assert }) => {
    const body = payment({ customer: { country: 'United States' } })
    const response = await client
      .post('/api/process-payment')
      .json({ ...body, orderData: { ...body.orderData, plan: { planType: 'silver', price: 1, period: 'monthly' } } })
      .withCsrfToken()
    response.assertStatus(201)
    assert.equal(response.body().dueLater, 29)
  })

  test('the purchaser is emailed the order ID, plan and trial end', async ({ client, assert }) => {
    const response = await client.post('/api/process-payment').json(payment()).withCsrfToken()
    const { orderId, trialEndsAt } = response.body()
    const mail = await OutboxMessage.query().where('toAddress', 'buyer@example.test').orderBy('id', 'desc').firstOrFail()
    assert.include(mail.subject, orderId)
    assert.include(mail.textBody, `Order ID: ${orderId}`)
    assert.include(mail.textBody, 'Plan: Silver')
    const ends = new Date(trialEndsAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    assert.include(mail.textBody, `Free trial ends: ${ends}`)
    assert.notInclude(mail.textBody, '4242424242424242')
    // The purchaser has no account yet: the email's link sets one up.
    assert.match(mail.textBody, /Set up your JoinFlow account[^\n]*\nhttp:\/\/localhost:\d+\/account-setup\?token=[\w-]{43}\n/)
  })

  test('the email writes every amount exactly as the screens do, to the cent', async ({ client, assert }) => {
    const response = await client.post('/api/process-payment').json(payment()).withCsrfToken()
    const mail = await OutboxMessage.query().where('toAddress', 'buyer@example.test').orderBy('id', 'desc').firstOrFail()
    assert.include(mail.textBody, 'Due today: KES 0.00')
    assert.match(mail.textBody, /Due on \d+ \w+ \d{4}: KES 3,755\.50, then KES 3,755\.50 a month/)
    assert.notInclude(mail.textBody, '3,755.5 KES')
    assert.equal(response.body().dueLaterMinor, 375550)

    await client
      .post('/api/process-payment')
      .json(payment({ plan: { planType: 'lifetime-executive' }, customer: { email: 'yen@example.test', country: 'Japan' } }))
      .withCsrfToken()
    const subjects = (await OutboxMessage.query().where('toAddress', 'yen@example.test')).map((message) => message.subject)
    assert.lengthOf(subjects, 2)
    const receipt = await OutboxMessage.query().where('toAddress', 'yen@example.test').whereLike('subject', '%receipt%').firstOrFail()
    assert.include(receipt.textBody, 'We charged ¥44,491 to your visa ending in 4242.')
  })

  test('the card number and security code are in neither the response nor the stored order', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/api/process-payment')
      .json(payment({ card: { cardNumber: '5555 5555 5555 4444', securityCode: '987' } }))
      .withCsrfToken()
    response.assertStatus(201)
    assert.notInclude(JSON.stringify(response.body()), '5555555555554444')
    const row = await db.from('orders').where('public_id', response.body().orderId).firstOrFail()
    const stored = JSON.stringify(row)
    assert.notInclude(stored, '5555555555554444')
    assert.notInclude(stored, '5555 5555')
    assert.notInclude(stored, '987')
    assert.equal(row.card_last4, '4444')
    assert.equal(row.card_brand, 'mastercard')
  })

  test('{0} is declined with "{1}" and no order is kept as paid')
    .with([
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ])
    .run(async ({ client, assert }, [cardNumber, reason]) => {
      for (const planType of ['silver', 'lifetime-executive']) {
        const response = await client
          .post('/api/process-payment')
          .json(payment({ plan: { planType }, card: { cardNumber } }))
          .withCsrfToken()
        response.assertStatus(402)
        response.assertBodyContains({ message: reason })
        assert.notProperty(response.body(), 'orderId')
      }
      const orders = await Order.query().where('email', 'buyer@example.test')
      assert.lengthOf(orders, 2)
      assert.isTrue(orders.every((order) => order.status === 'failed' && order.trialEndsAt === null))
      assert.lengthOf(await OutboxMessage.query().where('toAddress', 'buyer@example.test'), 0)
    })

  test('a missing card field gets the spec message: {0}')
    .with(['cardNumber', 'nameOnCard', 'expirationDate', 'securityCode'])
    .run(async ({ client }, field) => {
      const response = await client
        .post('/api/process-payment')
        .json(payment({ card: { [field]: undefined } }))
        .withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message: 'Please fill in all payment details.', code: 'E_VALIDATION_ERROR' })
    })

  test('no payment data at all gets the spec message', async ({ client }) => {
    const { orderData } = payment()
    const response = await client.post('/api/process-payment').json({ orderData }).withCsrfToken()
    response.assertStatus(422)
    response.assertBodyContains({ message: 'Please fill in all payment details.' })
  })

  test('"{0}" as {1} is refused with "{2}"')
    .with([
      ['4242 4242 4242 4241', 'cardNumber', 'Please enter a valid card number.'],
      ['4242 4242 4242 4242 4242', 'cardNumber', 'Please enter a valid card number.'],
      ['4242 abcd 4242 4242', 'cardNumber', 'Please enter a valid card number.'],
      ['01/20', 'expirationDate', 'This card has expired.'],
      ['13/40', 'expirationDate', 'Please enter a valid expiration date (MM/YY).'],
      ['12', 'securityCode', 'Please enter a valid security code.'],
      ['1234', 'securityCode', 'Please enter a valid security code.'],
    ])
    .run(async ({ client, assert }, [value, field, message]) => {
      const response = await client
        .post('/api/process-payment')
        .json(payment({ card: { [field]: value } }))
        .withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message, errors: [{ field: `paymentData.${field}`, message }] })
      assert.notInclude(JSON.stringify(response.body()), '4242')
      assert.lengthOf(await Order.query().where('email', 'buyer@example.test'), 0)
    })

  test('an American Express card needs a four-digit security code', async ({ client }) => {
    const amex = { cardNumber: '3782 822463 10005' }
    const refused = await client
      .post('/api/process-payment')
      .json(payment({ card: { ...amex, securityCode: '123' } }))
      .withCsrfToken()
    refused.assertStatus(422)
    refused.assertBodyContains({ message: 'Please enter a valid security code.' })
    const accepted = await client
      .post('/api/process-payment')
      .json(payment({ card: { ...amex, securityCode: '1234' } }))
      .withCsrfToken()
    accepted.assertStatus(201)
  })

  test('email and country are required, and the country must be one of the list', async ({ client }) => {
    for (const customer of [{ email: undefined }, { country: undefined }]) {
      const response = await client.post('/api/process-payment').json(payment({ customer })).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message: 'Please fill in all required fields.' })
    }
    const badEmail = await client
      .post('/api/process-payment')
      .json(payment({ customer: { email: 'not-an-email' } }))
      .withCsrfToken()
    badEmail.assertBodyContains({ message: 'Please enter a valid email address.' })
    const unknownCountry = await client
      .post('/api/process-payment')
      .json(payment({ customer: { country: 'Atlantis' } }))
      .withCsrfToken()
    unknownCountry.assertStatus(422)
    unknownCountry.assertBodyContains({ message: 'Please choose a country from the list.' })
  })

  test('a request without the CSRF header is refused', async ({ client, assert }) => {
    const response = await client.post('/api/process-payment').json(payment())
    response.assertStatus(403)
    assert.lengthOf(await Order.query().where('email', 'buyer@example.test'), 0)
  })

  test('payment attempts are rate limited per client', async ({ client, assert }) => {
    const attempt = () =>
      client
        .post('/api/process-payment')
        .json(payment({ card: { securityCode: '1' } }))
        .withCsrfToken()
    for (let i = 0; i < 10; i++) (await attempt()).assertStatus(422)
    const limited = await attempt()
    limited.assertStatus(429)
    assert.match(limited.body().message, /^Too many payment attempts\. Please try again in \d+ seconds?\.$/)
    assert.isAbove(Number(limited.header('retry-after')), 0)
  })
})
