/*
 * Renewals and webhooks taken exactly once when they really run at the
 * same time: these tests commit (each request and job run on its own
 * connection, as in production), so they remove what they made.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import Charge from '#models/charge'
import OutboxMessage from '#models/outbox_message'
import type User from '#models/user'
import RunBillingCycle from '#actions/billing/run_billing_cycle'
import { clock, DAY_MS } from '#services/infra/clock'
import { ownerWithPlan } from '#tests/helpers/billing'
import { startStripeMock } from '#tests/support/stripe_mock'

/** Long before anything the other tests leave behind falls due. */
const START = new Date('2025-06-01T08:00:00.000Z')

async function removeOwners(owners: User[]) {
  const ids = owners.map((owner) => owner.id)
  if (!ids.length) return
  await db.from('charges').whereIn('user_id', ids).delete()
  await db.from('outbox_messages').whereIn('to_address', owners.map((owner) => owner.email)).delete()
  await db.from('users').whereIn('id', ids).delete()
}

test.group('Billing / exactly once, concurrently', (group) => {
  group.each.setup(() => {
    clock.freeze(START)
    return () => clock.reset()
  })

  test('three renewal runs at once charge each due period once', async ({ client, assert }) => {
    const owners: User[] = []
    try {
      for (let i = 0; i < 3; i += 1) owners.push((await ownerWithPlan(client)).owner)
      clock.advance(7 * DAY_MS)
      const reports = await Promise.all([new RunBillingCycle().handle(), new RunBillingCycle().handle(), new RunBillingCycle().handle()])
      assert.equal(
        reports.reduce((total, report) => total + report.renewed, 0),
        3
      )
      for (const owner of owners) {
        const charges = await Charge.query().where('userId', owner.id)
        assert.lengthOf(charges, 1, owner.email)
        const receipts = await OutboxMessage.query().where('toAddress', owner.email).whereLike('subject', 'Your JoinFlow receipt%')
        assert.lengthOf(receipts, 1, owner.email)
      }
      // Run again, twice at once: nothing is due any more.
      const again = await Promise.all([new RunBillingCycle().handle(), new RunBillingCycle().handle()])
      assert.deepEqual(
        again.map((report) => report.renewed),
        [0, 0]
      )
    } finally {
      await removeOwners(owners)
    }
  }).timeout(60_000)

  test('the same Stripe event delivered three times at once is applied once', async ({ client, assert }) => {
    const mock = await startStripeMock({ now: () => clock.now() })
    mock.webhooks.url = `http://${process.env.HOST}:${process.env.PORT}/api/webhooks/stripe`
    mock.webhooks.secret = 'whsec_joinflow_concurrent'
    env.set('STRIPE_SECRET_KEY', 'sk_test_joinflow')
    env.set('STRIPE_API_BASE', mock.url)
    env.set('STRIPE_WEBHOOK_SECRET', mock.webhooks.secret)
    const owners: User[] = []
    try {
      const { owner, subscription } = await ownerWithPlan(client)
      owners.push(owner)
      clock.advance(7 * DAY_MS)
      mock.renew(subscription.gatewaySubscriptionId!)
      const paid = mock.events.filter((event) => event.type === 'invoice.paid').at(-1)!
      const statuses = await Promise.all([mock.redeliver(paid), mock.redeliver(paid), mock.redeliver(paid)])
      assert.deepEqual(statuses, [200, 200, 200])
      assert.lengthOf(await Charge.query().where('userId', owner.id), 1)
      assert.lengthOf(await OutboxMessage.query().where('toAddress', owner.email).whereLike('subject', 'Your JoinFlow receipt%'), 1)
    } finally {
      env.set('STRIPE_SECRET_KEY', '')
      env.set('STRIPE_API_BASE', '')
      env.set('STRIPE_WEBHOOK_SECRET', '')
      await mock.close()
      await removeOwners(owners)
    }
  }).timeout(60_000)
})
