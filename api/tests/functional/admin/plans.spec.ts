import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { isolatedTransaction } from '#tests/helpers/database'
import Plan from '#models/plan'
import Subscription from '#models/subscription'
import type User from '#models/user'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'

const GOLD = {
  planType: 'gold',
  name: 'Gold',
  price: 47,
  billingPeriod: 'monthly',
  trialDays: 14,
  groupLimit: 6,
  buttonText: 'Go Gold',
  description: 'For six groups.',
  features: ['Up to 6 groups', 'Priority support'],
}

const NOT_ON_SALE = 'This plan is no longer on sale. Please choose another plan on the Pricing page.'

const CARD = { cardNumber: '4242424242424242', nameOnCard: 'Ann Example', expirationDate: '09/39', securityCode: '123' }

function createGold(client: ApiClient, admin: User, overrides: Record<string, unknown> = {}) {
  return client.post('/api/admin/plans').json({ ...GOLD, ...overrides }).loginAs(admin).withCsrfToken()
}

async function subscribe(owner: User, planType: string) {
  await Subscription.create({ userId: owner.id, planType, status: 'active', trialEndsAt: null, currentPeriodEnd: null, orderId: null })
}

test.group('Admin / plans resource', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('lists every plan, on sale or not, newest first, with its limit, trial, status and subscribers', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const gold = await createGold(client, admin, { status: 'hidden' })
    gold.assertStatus(201)
    await subscribe(await makeUser(), 'silver')
    await subscribe(await makeUser(), 'silver')
    await db.table('subscriptions').insert({
      user_id: (await makeUser()).id,
      plan_type: 'silver',
      status: 'canceled',
      created_at: new Date(),
      updated_at: new Date(),
    })

    const response = await client.get('/api/admin/plans').qs({ range: '[0,2]' }).loginAs(admin)
    response.assertStatus(200)
    response.assertHeader('content-range', 'plans 0-2/7')
    const [first] = response.body()
    assert.deepEqual(Object.keys(first).sort(), [
      'annualOriginalPrice',
      'annualPrice',
      'billingPeriod',
      'buttonText',
      'createdAt',
      'description',
      'features',
      'groupLimit',
      'id',
      'isPopular',
      'name',
      'planType',
      'price',
      'sortOrder',
      'status',
      'subscribers',
      'trialDays',
    ])
    assert.deepInclude(first, { ...GOLD, status: 'hidden', isPopular: false, subscribers: 0 })

    const silver = await client.get('/api/admin/plans').qs({ filter: JSON.stringify({ q: 'SILV' }) }).loginAs(admin)
    assert.deepEqual(
      silver.body().map((plan: { planType: string; subscribers: number; groupLimit: number }) => [plan.planType, plan.subscribers, plan.groupLimit]),
      [['silver', 2, 3]]
    )
    const one = await client.get(`/api/admin/plans/${gold.body().id}`).loginAs(admin)
    one.assertBodyContains({ planType: 'gold', trialDays: 14, groupLimit: 6 })
  })

  test('filters by sale status and billing period, sorts by any listed field and pages', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    await Plan.query().where('planType', 'pro').update({ saleStatus: 'retired' })
    const list = (query: Record<string, unknown>) => client.get('/api/admin/plans').qs(query).loginAs(admin)
    const types = (response: { body(): Array<{ planType: string }> }) => response.body().map((plan) => plan.planType)

    assert.deepEqual(types(await list({ filter: JSON.stringify({ status: 'retired' }) })), ['pro'])
    assert.deepEqual(types(await list({ filter: JSON.stringify({ billingPeriod: 'one_time' }) })), ['lifetime-executive'])
    assert.deepEqual(types(await list({ sort: JSON.stringify(['price', 'ASC']), range: '[0,1]' })), ['starter-lite', 'starter'])
    const second = await list({ sort: JSON.stringify(['price', 'ASC']), range: '[2,3]' })
    second.assertHeader('content-range', 'plans 2-3/6')
    assert.deepEqual(types(second), ['silver', 'pro'])
  })

  test('refuses a sort, filter or range the list does not know, naming it', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const cases = [
      [{ sort: '["password","ASC"]' }, 'sort', 'Lists cannot be sorted by "password".'],
      [
        { filter: '{"planType":"silver"}' },
        'filter',
        'This list cannot be filtered by "planType". It can be filtered by q, id, status, billingPeriod.',
      ],
      [{ filter: '{"status":"sold"}' }, 'filter.status', 'The status filter is on_sale, hidden or retired.'],
      [{ range: '[5,1]' }, 'range', 'The range parameter must look like [0,24]: the first and last index, whole numbers from 0.'],
    ] as const
    for (const [query, field, message] of cases) {
      const response = await client.get('/api/admin/plans').qs(query).loginAs(admin)
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field, message }] })
    }
  })

  test('creates a plan with its group limit and trial; empty group limit is unlimited', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await createGold(client, admin)
    response.assertStatus(201)
    response.assertBodyContains({ ...GOLD, status: 'on_sale' })
    const stored = await Plan.findByOrFail('planType', 'gold')
    assert.deepInclude(stored.serialize(), { title: 'Gold', price: 47, trialDays: 14, groupLimit: 6, saleStatus: 'on_sale' })
    const unlimited = await createGold(client, admin, { planType: 'gold-unlimited', groupLimit: null })
    unlimited.assertBodyContains({ groupLimit: null })
  })

  test('answers each wrong field with its own message', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await createGold(client, admin, { name: ' ', price: '27.50', groupLimit: 0, trialDays: 400, planType: 'silver' })
    response.assertStatus(422)
    const errors = response.body().errors.map((error: { field: string; message: string }) => [error.field, error.message])
    const expected = [
      ['planType', 'A plan with this plan type already exists.'],
      ['name', 'Please enter a plan name.'],
      ['price', 'The price must be a whole number of dollars, such as $27.'],
      ['trialDays', 'Trials are at most 365 days.'],
      ['groupLimit', 'The group limit must be a whole number of groups, or empty for unlimited.'],
    ]
    for (const error of expected) response.assertBodyContains({ errors: [{ field: error[0], message: error[1] }] })
    if (errors.length !== expected.length) throw new Error(`unexpected errors ${JSON.stringify(errors)}`)
  })

  test('an edited group limit is what connecting a group enforces', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const gold = (await createGold(client, admin, { groupLimit: 2 })).body()
    const owner = await makeUser()
    await subscribe(owner, 'gold')
    const connect = (slug: string) => client.post('/api/groups').json({ url: `facebook.com/groups/${slug}` }).loginAs(owner).withCsrfToken()
    ;(await connect('first')).assertStatus(201)
    ;(await connect('second')).assertStatus(201)
    const refused = await connect('third')
    refused.assertStatus(403)
    refused.assertBody({
      message: 'Your Gold plan allows up to 2 groups. Choose a bigger plan on the Pricing page to connect more.',
      code: 'E_PLAN_LIMIT',
    })
    const raised = await client.put(`/api/admin/plans/${gold.id}`).json({ ...gold, groupLimit: 3 }).loginAs(admin).withCsrfToken()
    raised.assertStatus(200)
    raised.assertBodyContains({ groupLimit: 3, subscribers: 1 })
    ;(await connect('third')).assertStatus(201)
  })

  test('a hidden plan leaves the pricing, quotes and both checkouts; its subscribers keep it', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const silver = await Plan.findByOrFail('planType', 'silver')
    const subscriber = await makeUser()
    await subscribe(subscriber, 'silver')
    for (let i = 0; i < 3; i += 1) await makeGroup(subscriber)

    const hidden = await client.put(`/api/admin/plans/${silver.id}`).json({ status: 'hidden' }).loginAs(admin).withCsrfToken()
    hidden.assertStatus(200)
    hidden.assertBodyContains({ status: 'hidden', subscribers: 1 })

    const pricing = (await client.get('/api/pricing')).body() as Array<{ planType: string }>
    assert.notInclude(pricing.map((plan) => plan.planType), 'silver')

    const quote = await client.get('/api/pricing/quote').qs({ plan: 'silver', billing: 'monthly' })
    quote.assertStatus(422)
    quote.assertBody({ message: NOT_ON_SALE, code: 'E_VALIDATION_ERROR', errors: [{ field: 'plan', message: NOT_ON_SALE, rule: 'planOnSale' }] })

    const publicOrder = await client
      .post('/api/process-payment')
      .json({ orderData: { plan: { planType: 'silver', billing: 'monthly' }, customer: { email: 'buyer@example.test', country: 'Kenya' } }, paymentData: CARD })
      .withCsrfToken()
    publicOrder.assertStatus(422)
    publicOrder.assertBodyContains({ errors: [{ field: 'orderData.plan.planType', message: NOT_ON_SALE }] })

    const owner = await makeUser()
    const ownerCheckout = await client
      .post('/api/payment/process')
      .json({ planType: 'silver', email: owner.email, country: 'Kenya', ...CARD })
      .loginAs(owner)
      .withCsrfToken()
    ownerCheckout.assertStatus(422)
    ownerCheckout.assertBodyContains({ errors: [{ field: 'planType', message: NOT_ON_SALE }] })

    const started = await client
      .post('/api/checkout/start')
      .json({ planType: 'silver', flow: 'public', visitorId: '0b7c4f1e-3a55-4a8e-9d8a-1c2b3d4e5f60' })
      .withCsrfToken()
    started.assertStatus(422)
    const [{ total: orders }] = await db.from('orders').count('* as total')
    assert.equal(Number(orders), 0)

    const summary = await client.get('/api/subscription').loginAs(subscriber)
    summary.assertBodyContains({ planType: 'silver', planTitle: 'Silver', status: 'active', groupLimit: 3, groupsUsed: 3 })

    const back = await client.put(`/api/admin/plans/${silver.id}`).json({ status: 'on_sale' }).loginAs(admin).withCsrfToken()
    back.assertBodyContains({ status: 'on_sale' })
    ;(await client.get('/api/pricing/quote').qs({ plan: 'silver' })).assertStatus(200)
  })

  test('a plan taken off sale while a visitor pays is refused before any charge', async ({ client, assert }) => {
    await Plan.query().where('planType', 'starter-lite').update({ saleStatus: 'retired' })
    // An unknown plan falls back to starter-lite, which is no longer for sale either.
    const quote = await client.get('/api/pricing/quote').qs({ plan: 'no-such-plan' })
    quote.assertStatus(422)
    quote.assertBody({ message: NOT_ON_SALE, code: 'E_PLAN_NOT_ON_SALE' })
    const [{ total }] = await db.from('orders').count('* as total')
    assert.equal(Number(total), 0)
  })

  test('a retired plan stays retired', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const gold = (await createGold(client, admin)).body()
    const retired = await client.put(`/api/admin/plans/${gold.id}`).json({ status: 'retired' }).loginAs(admin).withCsrfToken()
    retired.assertBodyContains({ status: 'retired' })
    for (const status of ['on_sale', 'hidden']) {
      const refused = await client.put(`/api/admin/plans/${gold.id}`).json({ status }).loginAs(admin).withCsrfToken()
      refused.assertStatus(422)
      refused.assertBodyContains({ errors: [{ field: 'status', message: 'A retired plan stays retired. Create a new plan to sell it again.' }] })
    }
    const renamed = await client.put(`/api/admin/plans/${gold.id}`).json({ ...retired.body(), name: 'Old Gold' }).loginAs(admin).withCsrfToken()
    renamed.assertBodyContains({ name: 'Old Gold', status: 'retired' })
    assert.equal((await Plan.findOrFail(gold.id)).saleStatus, 'retired')
  })

  test('keeps the plan type of a plan in use or built in', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const gold = (await createGold(client, admin)).body()
    ;(await client.put(`/api/admin/plans/${gold.id}`).json({ planType: 'gold-2' }).loginAs(admin).withCsrfToken()).assertStatus(200)
    await subscribe(await makeUser(), 'gold-2')
    const inUse = await client.put(`/api/admin/plans/${gold.id}`).json({ planType: 'gold-3' }).loginAs(admin).withCsrfToken()
    inUse.assertStatus(422)
    inUse.assertBodyContains({
      errors: [{ field: 'planType', message: 'Gold has accounts or orders on it, which find it by its plan type, so the type cannot change.' }],
    })
    const silver = await Plan.findByOrFail('planType', 'silver')
    const builtIn = await client.put(`/api/admin/plans/${silver.id}`).json({ planType: 'silver-2' }).loginAs(admin).withCsrfToken()
    builtIn.assertStatus(422)
    builtIn.assertBodyContains({ errors: [{ field: 'planType', message: 'Silver is a built-in plan, so its plan type cannot change.' }] })
    const sameType = await client.put(`/api/admin/plans/${silver.id}`).json({ planType: 'silver', name: 'Silver' }).loginAs(admin).withCsrfToken()
    sameType.assertStatus(200)
  })

  test('deletes a plan nobody used; a plan in use or built in is refused with what to do instead', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const unused = (await createGold(client, admin)).body()
    const deleted = await client.delete(`/api/admin/plans/${unused.id}`).loginAs(admin).withCsrfToken()
    deleted.assertStatus(200)
    deleted.assertBodyContains({ id: unused.id, planType: 'gold' })
    assert.isNull(await Plan.find(unused.id))

    const used = (await createGold(client, admin, { planType: 'platinum', name: 'Platinum' })).body()
    await subscribe(await makeUser(), 'platinum')
    await subscribe(await makeUser(), 'platinum')
    const inUse = await client.delete(`/api/admin/plans/${used.id}`).loginAs(admin).withCsrfToken()
    inUse.assertStatus(409)
    inUse.assertBody({
      message: 'Platinum cannot be deleted: 2 accounts are on it. Retire it instead: the accounts on it keep it and nobody new can buy it.',
      code: 'E_PLAN_IN_USE',
    })
    assert.isNotNull(await Plan.find(used.id))

    const silver = await Plan.findByOrFail('planType', 'silver')
    const builtIn = await client.delete(`/api/admin/plans/${silver.id}`).loginAs(admin).withCsrfToken()
    builtIn.assertStatus(409)
    builtIn.assertBody({
      message: 'Silver is a built-in plan and cannot be deleted. Hide it or retire it instead to take it off sale.',
      code: 'E_PLAN_BUILT_IN',
    })
    ;(await client.delete('/api/admin/plans/999999').loginAs(admin).withCsrfToken()).assertStatus(404)
  })

  test('holders of manage_pricing manage plans; owners get 403 and nobody signed in 401', async ({ client }) => {
    const pricing = await makeUser({ role: 'admin', permissions: ['manage_pricing'] })
    const content = await makeUser({ role: 'admin', permissions: ['manage_content'] })
    const owner = await makeUser()
    const silver = await Plan.findByOrFail('planType', 'silver')
    ;(await client.get('/api/admin/plans').loginAs(pricing)).assertStatus(200)
    ;(await createGold(client, pricing)).assertStatus(201)
    const calls = [
      () => client.get('/api/admin/plans'),
      () => client.get(`/api/admin/plans/${silver.id}`),
      () => client.post('/api/admin/plans').json(GOLD).withCsrfToken(),
      () => client.put(`/api/admin/plans/${silver.id}`).json({ status: 'hidden' }).withCsrfToken(),
      () => client.delete(`/api/admin/plans/${silver.id}`).withCsrfToken(),
    ]
    for (const call of calls) {
      ;(await call()).assertStatus(401)
      ;(await call().loginAs(owner)).assertStatus(403)
      ;(await call().loginAs(content)).assertStatus(403)
    }
  })
})
