import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { isolatedTransaction } from '#tests/helpers/database'
import Subscription from '#models/subscription'
import { makeUser } from '#tests/helpers/users'
import { makeOrder } from '#tests/helpers/orders'

const field = <T>(response: { body(): Array<Record<string, T>> }, name: string) => response.body().map((row) => row[name])

test.group('Admin / orders and subscriptions resources', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('orders: newest first, searched by email, order ID or name, filtered by plan, status and account', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const owner = await makeUser()
    const old = await makeOrder({ email: 'ann@example.test', createdAt: DateTime.now().minus({ days: 3 }) })
    const paid = await makeOrder({
      email: 'bob@example.test',
      firstName: 'Bob',
      lastName: 'Lifetime',
      planType: 'lifetime-executive',
      billing: 'one_time',
      amountUsdCents: 29700,
      amountLocal: 29700,
      currency: 'USD',
      dueTodayCents: 29700,
      trialEndsAt: null,
      status: 'paid',
      userId: owner.id,
      createdAt: DateTime.now().minus({ days: 2 }),
    })
    const failed = await makeOrder({ email: 'cy@example.test', status: 'failed', createdAt: DateTime.now().minus({ days: 1 }) })

    const all = await client.get('/api/admin/orders').loginAs(admin)
    all.assertStatus(200)
    all.assertHeader('content-range', 'orders 0-2/3')
    assert.deepEqual(field(all, 'id'), [failed.id, paid.id, old.id])
    assert.deepEqual(Object.keys(all.body()[1]).sort(), [
      'amountLocal',
      'amountUsdCents',
      'billing',
      'cardBrand',
      'cardExpMonth',
      'cardExpYear',
      'cardLast4',
      'country',
      'createdAt',
      'currency',
      'dueTodayCents',
      'email',
      'firstName',
      'id',
      'lastName',
      'marketingConsent',
      'orderId',
      'planType',
      'status',
      'trialEndsAt',
      'userId',
    ])
    assert.deepInclude(all.body()[1], { orderId: paid.publicId, amountUsdCents: 29700, amountLocal: 29700, currency: 'USD', status: 'paid', userId: owner.id })

    const list = async (filter: Record<string, unknown>) =>
      field(await client.get('/api/admin/orders').qs({ filter: JSON.stringify(filter) }).loginAs(admin), 'id')
    assert.deepEqual(await list({ q: 'BOB@' }), [paid.id])
    assert.deepEqual(await list({ q: paid.publicId.toLowerCase() }), [paid.id])
    assert.deepEqual(await list({ q: 'lifetime' }), [paid.id])
    assert.deepEqual(await list({ plan: 'silver' }), [failed.id, old.id])
    assert.deepEqual(await list({ status: 'failed' }), [failed.id])
    assert.deepEqual(await list({ userId: owner.id }), [paid.id])
    assert.deepEqual(await list({ id: [old.id, paid.id] }), [paid.id, old.id])

    const byAmount = await client.get('/api/admin/orders').qs({ sort: '["amountUsdCents","DESC"]', range: '[0,0]' }).loginAs(admin)
    byAmount.assertHeader('content-range', 'orders 0-0/3')
    assert.deepEqual(field(byAmount, 'id'), [paid.id])

    const one = await client.get(`/api/admin/orders/${old.id}`).loginAs(admin)
    one.assertBodyContains({ id: old.id, orderId: old.publicId, amountLocal: 3755.5, currency: 'KES' })
    ;(await client.get('/api/admin/orders/999999').loginAs(admin)).assertStatus(404)
    const unknown = await client.get('/api/admin/orders').qs({ filter: '{"cardLast4":"4242"}' }).loginAs(admin)
    unknown.assertStatus(422)
    ;(await client.get('/api/admin/orders').qs({ sort: '["gatewayReference","ASC"]' }).loginAs(admin)).assertStatus(422)
  })

  test('subscriptions: with the account email, the status the users list shows, filters and paging', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const ann = await makeUser({ email: 'ann@example.test' })
    const bob = await makeUser({ email: 'bob@example.test' })
    const order = await makeOrder({ userId: bob.id, status: 'paid' })
    const lapsed = await Subscription.create({
      userId: ann.id,
      planType: 'trial',
      status: 'trialing',
      trialEndsAt: DateTime.now().minus({ hours: 1 }),
      currentPeriodEnd: null,
      orderId: null,
    })
    const silver = await Subscription.create({
      userId: bob.id,
      planType: 'silver',
      status: 'active',
      trialEndsAt: null,
      currentPeriodEnd: DateTime.now().plus({ months: 1 }),
      orderId: order.id,
    })

    const all = await client.get('/api/admin/subscriptions').loginAs(admin)
    all.assertHeader('content-range', 'subscriptions 0-1/2')
    assert.deepEqual(field(all, 'id'), [silver.id, lapsed.id])
    assert.deepEqual(Object.keys(all.body()[0]).sort(), [
      'createdAt',
      'currentPeriodEnd',
      'email',
      'id',
      'orderId',
      'planType',
      'status',
      'trialEndsAt',
      'updatedAt',
      'userId',
    ])
    assert.deepInclude(all.body()[0], { userId: bob.id, email: 'bob@example.test', planType: 'silver', status: 'active', orderId: order.id })
    assert.deepInclude(all.body()[1], { email: 'ann@example.test', status: 'expired' })

    const list = async (filter: Record<string, unknown>) =>
      field(await client.get('/api/admin/subscriptions').qs({ filter: JSON.stringify(filter) }).loginAs(admin), 'id')
    assert.deepEqual(await list({ q: 'ANN@' }), [lapsed.id])
    assert.deepEqual(await list({ plan: 'silver' }), [silver.id])
    assert.deepEqual(await list({ status: 'expired' }), [lapsed.id])
    assert.deepEqual(await list({ userId: ann.id }), [lapsed.id])
    const page = await client.get('/api/admin/subscriptions').qs({ range: '[1,1]', sort: '["email","ASC"]' }).loginAs(admin)
    page.assertHeader('content-range', 'subscriptions 1-1/2')
    assert.deepEqual(field(page, 'id'), [silver.id])

    ;(await client.get(`/api/admin/subscriptions/${lapsed.id}`).loginAs(admin)).assertBodyContains({ id: lapsed.id, status: 'expired' })
    ;(await client.get('/api/admin/subscriptions/999999').loginAs(admin)).assertStatus(404)
    const bad = await client.get('/api/admin/subscriptions').qs({ filter: '{"status":"paused"}' }).loginAs(admin)
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'filter.status', message: 'The status filter is trialing, active, past_due, expired or canceled.' }] })
  })

  test('owners get 403 and nobody signed in 401 on the orders and subscriptions of everyone', async ({ client }) => {
    const owner = await makeUser()
    const order = await makeOrder({ userId: owner.id })
    const subscription = await Subscription.create({ userId: owner.id, planType: 'silver', status: 'active', trialEndsAt: null, currentPeriodEnd: null, orderId: order.id })
    const admin = await makeUser({ role: 'admin', permissions: ['manage_pricing', 'manage_content'] })
    for (const path of ['/api/admin/orders', `/api/admin/orders/${order.id}`, '/api/admin/subscriptions', `/api/admin/subscriptions/${subscription.id}`]) {
      ;(await client.get(path)).assertStatus(401)
      ;(await client.get(path).loginAs(owner)).assertStatus(403)
      ;(await client.get(path).loginAs(admin)).assertStatus(403)
    }
  })
})
