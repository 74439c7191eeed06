import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import Plan from '#models/plan'
import { makeUser } from '#tests/helpers/users'

const NEW_PLAN = {
  planType: 'gold',
  title: 'Gold',
  price: '$47',
  buttonText: 'Go Gold',
  features: ['Up to 6 groups', 'Priority support'],
}

test.group('Pricing / public plan list', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('anyone reads the six seeded plans in the editor shape, price as text', async ({ client, assert }) => {
    const response = await client.get('/api/pricing')
    response.assertStatus(200)
    const plans = response.body() as Array<Record<string, unknown>>
    assert.deepEqual(
      plans.map((plan) => [plan.planType, plan.price, plan.billingPeriod, plan.groupLimit, plan.isPopular]),
      [
        ['starter', '$27', 'monthly', 2, false],
        ['pro', '$37', 'monthly', 4, true],
        ['unlimited', '$57', 'monthly', null, false],
        ['starter-lite', '$20', 'monthly', 1, false],
        ['silver', '$29', 'monthly', 3, false],
        ['lifetime-executive', '$297', 'one_time', null, true],
      ]
    )
    assert.deepEqual(Object.keys(plans[0]).sort(), [
      'billingPeriod',
      'buttonText',
      'features',
      'groupLimit',
      'id',
      'isPopular',
      'planType',
      'price',
      'title',
      'trialDays',
    ])
    assert.include(plans[4].features as string[], 'Up to 3 groups')
  })

  test('plans hidden from sale or retired are not listed to anyone', async ({ client, assert }) => {
    await Plan.query().where('planType', 'silver').update({ saleStatus: 'hidden' })
    await Plan.query().where('planType', 'pro').update({ saleStatus: 'retired' })
    const admin = await makeUser({ role: 'super_admin' })
    for (const request of [client.get('/api/pricing'), client.get('/api/pricing').loginAs(admin)]) {
      const listed = ((await request).body() as Array<{ planType: string }>).map((plan) => plan.planType)
      assert.deepEqual(listed, ['starter', 'unlimited', 'starter-lite', 'lifetime-executive'])
    }
  })
})

test.group('Pricing / create plan', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a super admin creates a plan; it is listed last with a 7-day trial', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.post('/api/pricing').json(NEW_PLAN).loginAs(admin).withCsrfToken()
    response.assertStatus(201)
    response.assertBodyContains({ ...NEW_PLAN, isPopular: false, billingPeriod: 'monthly', groupLimit: null })
    const stored = await Plan.findByOrFail('planType', 'gold')
    assert.equal(stored.price, 47)
    assert.equal(stored.trialDays, 7)
    const list = await client.get('/api/pricing')
    assert.equal(list.body().at(-1).planType, 'gold')
  })

  test('features sent as text are split on new lines, blank lines dropped', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client
      .post('/api/pricing')
      .json({ ...NEW_PLAN, features: 'Up to 6 groups\n\n  Priority support  \r\n   \nCSV export\n' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(201)
    response.assertBodyContains({ features: ['Up to 6 groups', 'Priority support', 'CSV export'] })
  })

  test('blank entries of a feature list are dropped too', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client
      .post('/api/pricing')
      .json({ ...NEW_PLAN, features: ['', ' One group ', '  '] })
      .loginAs(admin)
      .withCsrfToken()
    response.assertBodyContains({ features: ['One group'] })
  })

  test('the price may be sent as a number or as text: {0}')
    .with([
      [47, '$47'],
      ['47', '$47'],
      [' $ 47 ', '$47'],
      ['$1,200', '$1200'],
    ] as const)
    .run(async ({ client }, [price, shown]) => {
      const admin = await makeUser({ role: 'super_admin' })
      const response = await client.post('/api/pricing').json({ ...NEW_PLAN, price }).loginAs(admin).withCsrfToken()
      response.assertStatus(201)
      response.assertBodyContains({ price: shown })
    })

  test('an admin holding manage_pricing may create plans', async ({ client }) => {
    const admin = await makeUser({ role: 'admin', permissions: ['manage_pricing', 'manage_content'] })
    const response = await client.post('/api/pricing').json(NEW_PLAN).loginAs(admin).withCsrfToken()
    response.assertStatus(201)
  })

  test('each required field is named when missing: {0}')
    .with([
      ['planType', 'Please enter a plan type.'],
      ['title', 'Please enter a plan title.'],
      ['price', 'Please enter a price.'],
      ['buttonText', 'Please enter the button text.'],
      ['features', 'Please list at least one feature, one per line.'],
    ] as const)
    .run(async ({ client }, [field, message]) => {
      const admin = await makeUser({ role: 'super_admin' })
      const { [field]: _left, ...body } = NEW_PLAN
      const response = await client.post('/api/pricing').json(body).loginAs(admin).withCsrfToken()
      response.assertStatus(422)
      response.assertBody({ message, code: 'E_VALIDATION_ERROR', errors: [{ field, message, rule: 'required' }] })
    })

  test('refuses {0}')
    .with([
      ['features with only blank lines', { features: '\n  \n' }, 'features', 'Please list at least one feature, one per line.'],
      ['an empty feature list', { features: [] }, 'features', 'Please list at least one feature, one per line.'],
      ['a feature that is not text', { features: ['ok', 3] }, 'features', 'Please list at least one feature, one per line.'],
      ['a price with cents', { price: '$27.50' }, 'price', 'The price must be a whole number of dollars, such as $27.'],
      ['a negative price', { price: -5 }, 'price', 'The price must be a whole number of dollars, such as $27.'],
      ['a price in words', { price: 'free' }, 'price', 'The price must be a whole number of dollars, such as $27.'],
      ['a blank title', { title: '   ' }, 'title', 'Please enter a plan title.'],
      [
        'a plan type with spaces',
        { planType: 'Gold Plan' },
        'planType',
        'Plan types use lowercase letters, numbers and dashes, such as starter-lite.',
      ],
      ['a plan type already in use', { planType: 'silver' }, 'planType', 'A plan with this plan type already exists.'],
      [
        'an unknown billing period',
        { billingPeriod: 'weekly' },
        'billingPeriod',
        'Choose a billing period: monthly, annual or one_time.',
      ],
    ] as const)
    .run(async ({ client }, [, change, field, message]) => {
      const admin = await makeUser({ role: 'super_admin' })
      const response = await client
        .post('/api/pricing')
        .json({ ...NEW_PLAN, ...change })
        .loginAs(admin)
        .withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message, errors: [{ field, message }] })
    })

  test('the trial asked for is the one stored and shown: 14 days, or none', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const created = await client.post('/api/pricing').json({ ...NEW_PLAN, trialDays: 14 }).loginAs(admin).withCsrfToken()
    created.assertStatus(201)
    created.assertBodyContains({ planType: 'gold', trialDays: 14 })
    assert.equal((await Plan.findByOrFail('planType', 'gold')).trialDays, 14)
    const none = await client
      .post('/api/pricing')
      .json({ ...NEW_PLAN, planType: 'gold-now', trialDays: 0 })
      .loginAs(admin)
      .withCsrfToken()
    none.assertBodyContains({ trialDays: 0 })
    const listed = (await client.get('/api/pricing')).body() as Array<{ planType: string; trialDays: number }>
    assert.deepEqual(
      listed.filter((plan) => plan.planType.startsWith('gold')).map((plan) => [plan.planType, plan.trialDays]),
      [
        ['gold', 14],
        ['gold-now', 0],
      ]
    )
    const quote = await client.get('/api/pricing/quote').qs({ plan: 'gold', billing: 'monthly', country: 'US' })
    quote.assertBodyContains({ trialDays: 14, dueToday: 0, dueLater: 47 })
  })

  test('trial days are a whole number from 0 to 365', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    for (const [trialDays, message] of [
      [-1, 'Trial days must be a whole number of days.'],
      [1.5, 'Trial days must be a whole number of days.'],
      [366, 'Trials are at most 365 days.'],
    ] as const) {
      const response = await client.post('/api/pricing').json({ ...NEW_PLAN, trialDays }).loginAs(admin).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'trialDays', message }] })
    }
  })

  test('a one-time plan has no trial', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    await client
      .post('/api/pricing')
      .json({ ...NEW_PLAN, billingPeriod: 'one_time', groupLimit: 10 })
      .loginAs(admin)
      .withCsrfToken()
    const stored = await Plan.findByOrFail('planType', 'gold')
    assert.equal(stored.trialDays, 0)
    assert.equal(stored.groupLimit, 10)
  })

  test('an owner is refused with 403 and nothing is created', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client.post('/api/pricing').json(NEW_PLAN).loginAs(owner).withCsrfToken()
    response.assertStatus(403)
    response.assertBody({ message: "You don't have permission to do this.", code: 'E_AUTHORIZATION_FAILURE' })
    assert.isNull(await Plan.findBy('planType', 'gold'))
  })

  test('an admin without manage_pricing is refused with 403', async ({ client }) => {
    const admin = await makeUser({ role: 'admin', permissions: ['manage_content'] })
    const response = await client.post('/api/pricing').json(NEW_PLAN).loginAs(admin).withCsrfToken()
    response.assertStatus(403)
  })

  test('nobody signed in gets 401', async ({ client }) => {
    const response = await client.post('/api/pricing').json(NEW_PLAN).withCsrfToken()
    response.assertStatus(401)
    response.assertBody({ message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
  })
})

test.group('Pricing / edit plan', (group) => {
  group.each.setup(() => isolatedTransaction())

  test("a super admin saves the editor's whole plan back", async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const silver = await Plan.findByOrFail('planType', 'silver')
    const body = {
      id: silver.id,
      planType: 'silver',
      title: 'Silver Plus',
      price: '$31',
      features: 'Up to 3 groups\n\nWelcome messages',
      buttonText: 'Try Silver',
      isPopular: true,
    }
    const response = await client.put(`/api/pricing/${silver.id}`).json(body).loginAs(admin).withCsrfToken()
    response.assertStatus(200)
    response.assertBody({
      id: silver.id,
      planType: 'silver',
      title: 'Silver Plus',
      price: '$31',
      features: ['Up to 3 groups', 'Welcome messages'],
      buttonText: 'Try Silver',
      isPopular: true,
      billingPeriod: 'monthly',
      groupLimit: 3,
      trialDays: 7,
    })
    await silver.refresh()
    assert.equal(silver.price, 31)
    assert.equal(silver.trialDays, 7)
  })

  test('fields left out stay as they are', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const pro = await Plan.findByOrFail('planType', 'pro')
    const response = await client.put(`/api/pricing/${pro.id}`).json({ title: 'Pro Max' }).loginAs(admin).withCsrfToken()
    response.assertBodyContains({ title: 'Pro Max', price: '$37', planType: 'pro', isPopular: true })
  })

  test('refuses a plan type another plan uses, and a blank title', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const pro = await Plan.findByOrFail('planType', 'pro')
    const taken = await client.put(`/api/pricing/${pro.id}`).json({ planType: 'silver' }).loginAs(admin).withCsrfToken()
    taken.assertStatus(422)
    taken.assertBodyContains({ message: 'A plan with this plan type already exists.' })
    const blank = await client.put(`/api/pricing/${pro.id}`).json({ title: '' }).loginAs(admin).withCsrfToken()
    blank.assertStatus(422)
    blank.assertBodyContains({ message: 'Please enter a plan title.' })
  })

  test('an unknown plan is 404', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.put('/api/pricing/999999').json({ title: 'Ghost' }).loginAs(admin).withCsrfToken()
    response.assertStatus(404)
    response.assertBody({ message: 'Pricing plan not found.', code: 'E_NOT_FOUND' })
  })

  test('an owner gets 403 and nobody signed in gets 401', async ({ client, assert }) => {
    const owner = await makeUser()
    const silver = await Plan.findByOrFail('planType', 'silver')
    const forbidden = await client.put(`/api/pricing/${silver.id}`).json({ price: '$1' }).loginAs(owner).withCsrfToken()
    forbidden.assertStatus(403)
    const anonymous = await client.put(`/api/pricing/${silver.id}`).json({ price: '$1' }).withCsrfToken()
    anonymous.assertStatus(401)
    await silver.refresh()
    assert.equal(silver.price, 29)
  })
})
