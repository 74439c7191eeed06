import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Charge from '#models/charge'
import Subscription from '#models/subscription'
import { upgradeExistingBillingRows } from '#database/migrations/6110_add_billing_periods_charges_and_events'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'

let sequence = 0

/** An order as the product wrote them before billing periods: amounts in major units only. */
async function oldOrder(fields: { userId?: number; status: string; planType: string; billing: string; usd: number; local: number; currency: string; trialDays?: number }) {
  sequence += 1
  const createdAt = DateTime.utc().minus({ days: 1 })
  const [row] = await db
    .table('orders')
    .insert({
      public_id: `JF-OLDORDER${String(sequence).padStart(8, '0')}`,
      email: `old${sequence}@example.test`,
      first_name: 'Old',
      last_name: 'Buyer',
      country: 'Kenya',
      plan_type: fields.planType,
      billing: fields.billing,
      amount_usd_cents: fields.usd * 100,
      amount_local: fields.local,
      currency: fields.currency,
      due_today_cents: fields.status === 'paid' ? fields.usd * 100 : 0,
      trial_ends_at: fields.trialDays ? createdAt.plus({ days: fields.trialDays }).toJSDate() : null,
      status: fields.status,
      card_brand: 'visa',
      card_last4: '4242',
      card_exp_month: 9,
      card_exp_year: 2039,
      gateway_reference: `sandbox_seti_${sequence}`,
      user_id: fields.userId ?? null,
      created_at: createdAt.toJSDate(),
    })
    .returning('*')
  return row as { id: number; public_id: string; trial_ends_at: Date }
}

test.group('Billing / an existing install moves into the new shape', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('orders get minor units; subscriptions their period, price, currency and card; paid orders become receipts; unclaimed purchases their subscription', async ({
    assert,
  }) => {
    const owner = await makeUser()
    const bought = await oldOrder({ userId: owner.id, status: 'trial', planType: 'silver', billing: 'monthly', usd: 29, local: 3755.5, currency: 'KES', trialDays: 7 })
    await db.table('subscriptions').insert({
      user_id: owner.id,
      plan_type: 'silver',
      status: 'active',
      trial_ends_at: bought.trial_ends_at,
      current_period_end: DateTime.fromJSDate(bought.trial_ends_at).plus({ months: 1 }).toJSDate(),
      order_id: bought.id,
      created_at: new Date(),
    })
    const lifetime = await oldOrder({ status: 'paid', planType: 'lifetime-executive', billing: 'one_time', usd: 297, local: 44491, currency: 'JPY' })
    const trialUser = await makeUser()
    await db.table('subscriptions').insert({ user_id: trialUser.id, plan_type: 'trial', status: 'trialing', trial_ends_at: new Date(), created_at: new Date() })

    await upgradeExistingBillingRows(db.connection())

    const order = await db.from('orders').where('id', bought.id).firstOrFail()
    assert.equal(Number(order.amount_minor), 375550)
    assert.equal(Number(order.due_today_minor), 0)
    const subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(subscription.serialize(), {
      status: 'trialing',
      billingPeriod: 'monthly',
      priceMinor: 375550,
      currency: 'KES',
      priceUsdCents: 2900,
      gateway: 'sandbox',
      cardLast4: '4242',
    })
    assert.equal(subscription.currentPeriodStart?.toMillis(), bought.trial_ends_at.getTime())

    const unclaimed = await Subscription.findByOrFail('orderId', lifetime.id)
    assert.deepInclude(unclaimed.serialize(), { userId: null, billingPeriod: 'one_time', priceMinor: 44491, currency: 'JPY', currentPeriodEnd: null })
    const [receipt] = await Charge.query().where('orderId', lifetime.id)
    assert.deepInclude(receipt.serialize(), { kind: 'purchase', status: 'succeeded', amountMinor: 44491, currency: 'JPY', amountUsdCents: 29700 })

    const trial = await Subscription.findByOrFail('userId', trialUser.id)
    assert.deepInclude(trial.serialize(), { planType: 'trial', billingPeriod: 'monthly', priceMinor: 0, currency: 'USD' })

    // Once is enough: a second run changes nothing.
    const snapshot = async () => ({
      orders: await db.from('orders').orderBy('id'),
      subscriptions: await db.from('subscriptions').orderBy('id'),
      charges: await db.from('charges').orderBy('id'),
    })
    const first = await snapshot()
    await upgradeExistingBillingRows(db.connection())
    const second = await snapshot()
    assert.deepEqual(second.charges, first.charges)
    assert.deepEqual(
      second.subscriptions.map(({ updated_at: _, ...row }) => row),
      first.subscriptions.map(({ updated_at: _, ...row }) => row)
    )
    assert.deepEqual(second.orders, first.orders)
  })
})
