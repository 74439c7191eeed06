import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import Plan from '#models/plan'
import User from '#models/user'
import { makeUser } from '#tests/helpers/users'
import { abilitiesFor } from '#services/tokens/token_abilities'

test.group('Pricing / admin pricing page', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a super admin reads every plan in the admin shape', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.get('/api/admin/pricing').loginAs(admin)
    response.assertStatus(200)
    const plans = response.body() as Array<Record<string, unknown>>
    assert.lengthOf(plans, 6)
    const starter = plans[0]
    assert.deepEqual(Object.keys(starter).sort(), [
      'billingPeriod',
      'buttonText',
      'description',
      'features',
      'id',
      'isPopular',
      'name',
      'price',
      'trialDays',
    ])
    assert.deepInclude(starter, { name: 'Starter', price: 27, billingPeriod: 'monthly', trialDays: 7 })
    assert.deepInclude(plans[5], { name: 'Lifetime Executive', price: 297, billingPeriod: 'one_time', trialDays: 0 })
  })

  test('an admin holding manage_pricing reads it too', async ({ client }) => {
    const admin = await makeUser({ role: 'admin', permissions: ['manage_pricing'] })
    const response = await client.get('/api/admin/pricing').loginAs(admin)
    response.assertStatus(200)
  })

  test('an owner gets 403 and nobody signed in gets 401', async ({ client }) => {
    const owner = await makeUser()
    const forbidden = await client.get('/api/admin/pricing').loginAs(owner)
    forbidden.assertStatus(403)
    const anonymous = await client.get('/api/admin/pricing')
    anonymous.assertStatus(401)
    anonymous.assertBody({ message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
  })

  test('one field at a time: {0}')
    .with([
      ['name', { name: 'Silver Star' }, { name: 'Silver Star' }],
      ['price', { price: 35 }, { price: 35 }],
      ['price as numeric text', { price: '33' }, { price: 33 }],
      ['trialDays', { trialDays: 14 }, { trialDays: 14 }],
      ['trialDays of 0', { trialDays: 0 }, { trialDays: 0 }],
      ['billingPeriod', { billingPeriod: 'annual' }, { billingPeriod: 'annual' }],
      ['description', { description: 'For three groups.' }, { description: 'For three groups.' }],
      ['an empty description', { description: '' }, { description: '' }],
      ['buttonText', { buttonText: 'Start Now' }, { buttonText: 'Start Now' }],
      ['isPopular', { isPopular: true }, { isPopular: true }],
      ['features as text', { features: 'A\n\nB\n' }, { features: ['A', 'B'] }],
    ] as const)
    .run(async ({ client, assert }, [, body, changed]) => {
      const admin = await makeUser({ role: 'super_admin' })
      const silver = await Plan.findByOrFail('planType', 'silver')
      const response = await client.put(`/api/admin/pricing/${silver.id}`).json(body).loginAs(admin).withCsrfToken()
      response.assertStatus(200)
      const unchanged = {
        id: silver.id,
        name: 'Silver',
        price: 29,
        billingPeriod: 'monthly',
        description: silver.description,
        trialDays: 7,
        buttonText: silver.buttonText,
        isPopular: false,
        features: silver.features,
      }
      response.assertBody({ ...unchanged, ...changed })
      const reread = await client.get('/api/admin/pricing').loginAs(admin)
      assert.deepInclude(reread.body()[4], changed)
    })

  test('the new price shows in the public list as text', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const silver = await Plan.findByOrFail('planType', 'silver')
    await client.put(`/api/admin/pricing/${silver.id}`).json({ price: 35 }).loginAs(admin).withCsrfToken()
    const list = await client.get('/api/pricing')
    assert.deepInclude(list.body()[4], { planType: 'silver', price: '$35' })
  })

  test('refuses {0}')
    .with([
      ['a price with cents', { price: 29.5 }, 'price', 'The price must be a whole number of dollars, such as $27.'],
      ['a price in words', { price: 'abc' }, 'price', 'The price must be a whole number of dollars, such as $27.'],
      ['a price that did not parse', { price: null }, 'price', 'Please enter a price.'],
      ['a negative price', { price: -1 }, 'price', 'The price must be a whole number of dollars, such as $27.'],
      ['fractional trial days', { trialDays: 2.5 }, 'trialDays', 'Trial days must be a whole number of days.'],
      ['trial days in words', { trialDays: 'week' }, 'trialDays', 'Trial days must be a whole number of days.'],
      ['negative trial days', { trialDays: -7 }, 'trialDays', 'Trial days must be a whole number of days.'],
      ['a year-long trial and more', { trialDays: 400 }, 'trialDays', 'Trials are at most 365 days.'],
      ['a blank name', { name: ' ' }, 'name', 'Please enter a plan name.'],
      ['an unknown billing period', { billingPeriod: 'weekly' }, 'billingPeriod', 'Choose a billing period: monthly, annual or one_time.'],
      ['isPopular that is not a switch', { isPopular: 'maybe' }, 'isPopular', 'isPopular must be true or false.'],
      ['a null switch', { isPopular: null }, 'isPopular', 'isPopular must be true or false.'],
      ['a null description', { description: null }, 'description', 'The description must be text.'],
      ['an empty feature list', { features: [] }, 'features', 'Please list at least one feature, one per line.'],
    ] as const)
    .run(async ({ client, assert }, [, body, field, message]) => {
      const admin = await makeUser({ role: 'super_admin' })
      const silver = await Plan.findByOrFail('planType', 'silver')
      const response = await client.put(`/api/admin/pricing/${silver.id}`).json(body).loginAs(admin).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message, code: 'E_VALIDATION_ERROR', errors: [{ field, message }] })
      await silver.refresh()
      assert.equal(silver.price, 29)
      assert.equal(silver.trialDays, 7)
    })

  test('a super admin edits with an admin-access token, without a CSRF token', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const token = await User.accessTokens.create(admin, abilitiesFor('full', true), { name: 'cli' })
    const silver = await Plan.findByOrFail('planType', 'silver')
    const response = await client
      .put(`/api/admin/pricing/${silver.id}`)
      .json({ trialDays: 10 })
      .bearerToken(token.value!.release())
    response.assertStatus(200)
    response.assertBodyContains({ trialDays: 10 })
  })

  test('a body with no known field is refused', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const silver = await Plan.findByOrFail('planType', 'silver')
    const response = await client
      .put(`/api/admin/pricing/${silver.id}`)
      .json({ colour: 'blue' })
      .loginAs(admin)
      .withCsrfToken()
    response.assertStatus(422)
    response.assertBody({
      message: 'Send the field to change.',
      code: 'E_VALIDATION_ERROR',
      errors: [{ field: '', message: 'Send the field to change.', rule: 'atLeastOneField' }],
    })
  })

  test('an unknown plan is 404', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.put('/api/admin/pricing/999999').json({ price: 1 }).loginAs(admin).withCsrfToken()
    response.assertStatus(404)
    response.assertBody({ message: 'Pricing plan not found.', code: 'E_NOT_FOUND' })
  })

  test('an owner gets 403 and nobody signed in gets 401 on edits', async ({ client, assert }) => {
    const owner = await makeUser()
    const silver = await Plan.findByOrFail('planType', 'silver')
    const forbidden = await client.put(`/api/admin/pricing/${silver.id}`).json({ price: 1 }).loginAs(owner).withCsrfToken()
    forbidden.assertStatus(403)
    const anonymous = await client.put(`/api/admin/pricing/${silver.id}`).json({ price: 1 }).withCsrfToken()
    anonymous.assertStatus(401)
    await silver.refresh()
    assert.equal(silver.price, 29)
  })
})
