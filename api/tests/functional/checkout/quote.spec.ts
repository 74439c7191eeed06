import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { makeUser } from '#tests/helpers/users'
import { abilitiesFor } from '#services/tokens/token_abilities'
import { checkResponse } from '#tests/support/openapi_contract'

const DAY_MS = 24 * 60 * 60 * 1000

test.group('Checkout / quote', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('silver from Kenya: 7 days free, then 3755.5 shillings, due a week from now', async ({ client, assert }) => {
    const before = Date.now()
    const response = await client.get('/api/pricing/quote').qs({ plan: 'silver', billing: 'monthly', country: 'Kenya' })
    response.assertStatus(200)
    const body = response.body()
    assert.deepInclude(body, {
      planType: 'silver',
      title: 'Silver',
      period: 'monthly',
      trialDays: 7,
      priceUsd: 29,
      originalPriceUsd: null,
      currency: 'KES',
      price: 3755.5,
      originalPrice: null,
      dueToday: 0,
      dueLater: 3755.5,
    })
    const dueIn = new Date(body.dueOn).getTime() - before
    assert.isAtLeast(dueIn, 7 * DAY_MS - 1000)
    assert.isAtMost(dueIn, 7 * DAY_MS + 60_000)
  })

  test('the spec\'s currency examples: {0}')
    .with([
      ['starter annual in Canada', { plan: 'starter', billing: 'annual', country: 'Canada' }, { currency: 'CAD', price: 291.6, originalPrice: 437.4, priceUsd: 216, originalPriceUsd: 324, period: 'annual' }],
      ['pro monthly in the United Kingdom', { plan: 'pro', country: 'United Kingdom' }, { currency: 'GBP', price: 29.23 }],
      ['unlimited monthly in Germany', { plan: 'unlimited', country: 'DE' }, { currency: 'EUR', price: 52.44 }],
      ['starter monthly in Japan, whole yen', { plan: 'starter', country: 'Japan' }, { currency: 'JPY', price: 4045 }],
      ['pro annual in India', { plan: 'pro', billing: 'annual', country: 'India' }, { currency: 'INR', price: 24627.2, originalPrice: 36940.8 }],
      ['an unknown country stays in US dollars', { plan: 'silver', country: 'Atlantis' }, { currency: 'USD', price: 29 }],
      ['an unknown plan is starter-lite at 20 monthly', { plan: 'platinum' }, { planType: 'starter-lite', price: 20, currency: 'USD' }],
    ] as const)
    .run(async ({ client, assert }, [, query, expected]) => {
      const response = await client.get('/api/pricing/quote').qs(query)
      response.assertStatus(200)
      assert.deepInclude(response.body(), expected)
    })

  test('the lifetime plan is due today, with nothing later, as docs/openapi.yaml says a quote may be', async ({ client, assert }) => {
    const response = await client.get('/api/pricing/quote').qs({ plan: 'lifetime-executive', country: 'Kenya' })
    response.assertBodyContains({ period: 'one_time', trialDays: 0, price: 38461.5, dueToday: 38461.5, dueLater: 0, dueOn: null })
    const answer = { status: 200, contentType: response.header('content-type'), body: response.body(), text: response.text() }
    assert.deepEqual(checkResponse('GET', '/api/pricing/quote', answer), [])
  })

  test('shows the title a super admin gave the plan', async ({ client }) => {
    await db.from('plans').where('plan_type', 'silver').update({ title: 'Silver Star' })
    const response = await client.get('/api/pricing/quote').qs({ plan: 'silver' })
    response.assertBodyContains({ title: 'Silver Star' })
  })

  test('prices follow the pricing editor: a new monthly, annual and trial figure is quoted', async ({ client }) => {
    await db.from('plans').where('plan_type', 'silver').update({ price: 35, trial_days: 14 })
    await db.from('plans').where('plan_type', 'pro').update({ annual_price: 280, annual_original_price: 420 })
    const silver = await client.get('/api/pricing/quote').qs({ plan: 'silver' })
    silver.assertBodyContains({ priceUsd: 35, trialDays: 14, dueToday: 0, dueLater: 35 })
    const pro = await client.get('/api/pricing/quote').qs({ plan: 'pro', billing: 'annual' })
    pro.assertBodyContains({ period: 'annual', priceUsd: 280, originalPriceUsd: 420 })
  })

  test('over-long values are a 422', async ({ client }) => {
    const response = await client.get('/api/pricing/quote').qs({ plan: 'x'.repeat(61) })
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'plan', message: 'plan must be a plan type such as silver.' }] })
  })
})

test.group('Checkout / start', (group) => {
  group.each.setup(() => isolatedTransaction())

  const visitorId = '0b6f8a52-31d4-4c4e-9a57-5d0b4b8f1e21'

  test('records a checkout start once per visitor and plan', async ({ client, assert }) => {
    for (let i = 0; i < 3; i += 1) {
      const response = await client
        .post('/api/checkout/start')
        .json({ planType: 'silver', billing: 'monthly', flow: 'public', visitorId })
        .withCsrfToken()
      response.assertStatus(204)
    }
    await client.post('/api/checkout/start').json({ planType: 'pro', flow: 'public', visitorId }).withCsrfToken()
    const rows = await db.from('checkout_starts').where('visitor_id', visitorId).orderBy('plan_type')
    assert.deepEqual(
      rows.map((row) => [row.plan_type, row.billing, row.flow]),
      [
        ['pro', 'monthly', 'public'],
        ['silver', 'monthly', 'public'],
      ]
    )
  })

  test('bad bodies are 422s with field messages; the CSRF token is required', async ({ client }) => {
    const bad = await client.post('/api/checkout/start').json({ planType: 'silver', flow: 'shop', visitorId: 'me' }).withCsrfToken()
    bad.assertStatus(422)
    bad.assertBodyContains({
      errors: [
        { field: 'flow', message: 'flow is public or owner.' },
        { field: 'visitorId', message: 'visitorId must be a random UUID.' },
      ],
    })
    const noToken = await client.post('/api/checkout/start').json({ planType: 'silver', flow: 'public', visitorId })
    noToken.assertStatus(403)
  })
})

test.group('Checkout / start limits and owners', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a signed-in owner\'s start is recorded as theirs', async ({ client, assert }) => {
    const owner = await makeUser()
    const visitorId = '5f0c3b1e-8a7d-4f2b-9c61-2d4e6f8a0b13'
    const response = await client
      .post('/api/checkout/start')
      .json({ planType: 'pro', billing: 'annual', flow: 'owner', visitorId })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(204)
    const row = await db.from('checkout_starts').where('visitor_id', visitorId).first()
    assert.deepInclude(row, { user_id: owner.id, flow: 'owner', billing: 'annual', plan_type: 'pro' })
  })

  test('a start sent with an API token is recorded as its owner\'s', async ({ client, assert }) => {
    const owner = await makeUser()
    const token = (await User.accessTokens.create(owner, abilitiesFor('full'))).value!.release()
    const visitorId = '0b7d1f3a-2c4e-4a6b-8d0f-1e3c5a7b9d2f'
    const response = await client
      .post('/api/checkout/start')
      .json({ planType: 'silver', billing: 'monthly', flow: 'owner', visitorId })
      .header('authorization', `Bearer ${token}`)
    response.assertStatus(204)
    const row = await db.from('checkout_starts').where('visitor_id', visitorId).first()
    assert.equal(row.user_id, owner.id)
  })

  test('checkout starts are rate limited per client', async ({ client, assert }) => {
    const start = (i: number) =>
      client
        .post('/api/checkout/start')
        .json({ planType: 'silver', flow: 'public', visitorId: `7d1e5a9c-0b3f-4c2d-8e6a-${String(i).padStart(12, '0')}` })
        .withCsrfToken()
    for (let i = 0; i < 60; i++) (await start(i)).assertStatus(204)
    const limited = await start(60)
    limited.assertStatus(429)
    assert.match(limited.body().message, /^Too many requests\. Please try again in \d+ seconds?\.$/)
  })
})
