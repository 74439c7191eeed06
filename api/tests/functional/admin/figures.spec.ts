import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import { makeUser } from '#tests/helpers/users'

let sequence = 0

async function order(fields: { status: 'paid' | 'trial' | 'failed'; usd: number; daysAgo: number }) {
  sequence += 1
  await db.table('orders').insert({
    public_id: `JF-TEST${String(sequence).padStart(11, '0')}`,
    email: `buyer${sequence}@example.test`,
    first_name: 'B',
    last_name: 'C',
    country: 'United States',
    plan_type: 'silver',
    billing: 'monthly',
    amount_usd_cents: fields.usd * 100,
    amount_local: fields.usd,
    currency: 'USD',
    due_today_cents: fields.status === 'paid' ? fields.usd * 100 : 0,
    status: fields.status,
    card_brand: 'visa',
    card_last4: '4242',
    card_exp_month: 9,
    card_exp_year: 2039,
    gateway_reference: `ref-${sequence}`,
    created_at: DateTime.utc().minus({ days: fields.daysAgo }).toJSDate(),
  })
  // What a paid order took is a charge, which is what revenue counts.
  if (fields.status === 'paid') {
    await db.table('charges').insert({
      public_id: `RC-TEST${String(sequence).padStart(11, '0')}`,
      kind: 'purchase',
      status: 'succeeded',
      amount_minor: fields.usd * 100,
      currency: 'USD',
      amount_usd_cents: fields.usd * 100,
      description: 'Silver plan',
      plan_type: 'silver',
      billing_period: 'monthly',
      gateway: 'sandbox',
      idempotency_key: `test:${sequence}`,
      created_at: DateTime.utc().minus({ days: fields.daysAgo }).toJSDate(),
    })
  }
}

async function checkoutStarts(count: number, daysAgo: number) {
  for (let i = 0; i < count; i += 1) {
    sequence += 1
    await db.table('checkout_starts').insert({
      visitor_id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      plan_type: 'silver',
      billing: 'monthly',
      flow: 'public',
      created_at: DateTime.utc().minus({ days: daysAgo }).toJSDate(),
    })
  }
}

test.group('Admin / stats', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('users, revenue, active plans and conversion for the last 30 days, with their changes', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    await db.from('users').where('id', admin.id).update({ created_at: DateTime.utc().minus({ days: 90 }).toJSDate() })
    const recent = await makeUser()
    await Subscription.create({ userId: recent.id, planType: 'silver', status: 'active', trialEndsAt: null, currentPeriodEnd: null, orderId: null })

    // Last 30 days: 297 + 29 paid, one trial (no revenue), one failure; 8 checkout starts.
    await order({ status: 'paid', usd: 297, daysAgo: 1 })
    await order({ status: 'paid', usd: 29, daysAgo: 10 })
    await order({ status: 'trial', usd: 29, daysAgo: 2 })
    await order({ status: 'failed', usd: 29, daysAgo: 2 })
    await checkoutStarts(8, 3)
    // The 30 days before: 163 paid, one order out of 10 starts.
    await order({ status: 'paid', usd: 163, daysAgo: 40 })
    await checkoutStarts(10, 45)

    const response = await client.get('/api/admin/stats').loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      users: 2,
      revenueLast30Days: 326,
      activePlans: 1,
      conversionRate: 37.5,
      changes: { users: 100, revenueLast30Days: 100, activePlans: null, conversionRate: 275 },
    })
  })

  test('with nothing to compare with, the changes are null', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.get('/api/admin/stats').loginAs(admin)
    response.assertBody({
      users: 1,
      revenueLast30Days: 0,
      activePlans: 0,
      conversionRate: null,
      changes: { users: null, revenueLast30Days: null, activePlans: null, conversionRate: null },
    })
  })
})

test.group('Admin / analytics', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a day-by-day series with every day present, zeros included', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const today = DateTime.utc().startOf('day')
    await db.from('users').where('id', admin.id).update({ created_at: today.minus({ days: 2 }).plus({ hours: 5 }).toJSDate() })
    await order({ status: 'paid', usd: 297, daysAgo: 0 })
    await order({ status: 'trial', usd: 29, daysAgo: 0 })
    const from = today.minus({ days: 3 }).toISODate()!
    const to = today.toISODate()!
    const response = await client.get('/api/admin/analytics').qs({ from, to }).loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      from,
      to,
      days: [
        { date: from, signups: 0, orders: 0, revenue: 0 },
        { date: today.minus({ days: 2 }).toISODate(), signups: 1, orders: 0, revenue: 0 },
        { date: today.minus({ days: 1 }).toISODate(), signups: 0, orders: 0, revenue: 0 },
        { date: to, signups: 0, orders: 2, revenue: 297 },
      ],
    })
  })

  test('the last 30 days by default', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.get('/api/admin/analytics').loginAs(admin)
    const { from, to, days } = response.body()
    assert.lengthOf(days, 30)
    assert.equal(to, DateTime.utc().toISODate())
    assert.equal(from, DateTime.utc().minus({ days: 29 }).toISODate())
    assert.equal(days.reduce((sum: number, day: { signups: number }) => sum + day.signups, 0), 1)
  })

  test('refuses unreadable dates, reversed ranges and ranges over 366 days', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const cases = [
      [{ from: '2026-02-30' }, 'from', 'Dates look like 2026-01-31.'],
      [{ to: 'yesterday' }, 'to', 'Dates look like 2026-01-31.'],
      [{ from: '2026-03-02', to: '2026-03-01' }, 'to', 'The end date comes on or after the start date.'],
      [{ from: '2024-01-01', to: '2025-01-01' }, 'to', 'The range is at most 366 days.'],
    ] as const
    for (const [qs, field, message] of cases) {
      const response = await client.get('/api/admin/analytics').qs(qs).loginAs(admin)
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field, message }] })
    }
    const cleared = await client.get('/api/admin/analytics').qs({ from: '', to: '' }).loginAs(admin)
    cleared.assertStatus(200)
    const leapYear = await client.get('/api/admin/analytics').qs({ from: '2024-01-01', to: '2024-12-31' }).loginAs(admin)
    leapYear.assertStatus(200)
  })
})
