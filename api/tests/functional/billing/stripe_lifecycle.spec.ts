import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import Subscription from '#models/subscription'
import { PAUSED_REASONS } from '#domain/subscriptions'
import { automationPausedReason } from '#services/subscriptions/subscriptions'
import RunBillingCycle from '#actions/billing/run_billing_cycle'
import { clock, DAY_MS } from '#services/infra/clock'
import { checkObjectShape } from '#tests/support/openapi'
import { isolatedTransaction } from '#tests/helpers/database'
import { chargesOf, mailsTo, ownerWithPlan, RENEWAL_DECLINE_CARD } from '#tests/helpers/billing'
import { startStripeMock, STRIPE_SPEC_FILE, stripeSignature, type StripeMock } from '#tests/support/stripe_mock'

const START = new Date('2026-03-10T12:00:00.000Z')
const WEBHOOK_SECRET = 'whsec_joinflow_tests'
const iso = (date: Date) => date.toISOString()
const after = (days: number, from = START) => new Date(from.getTime() + days * DAY_MS)

test.group('Billing lifecycle (Stripe subscriptions and webhooks, on the clock)', (group) => {
  let mock: StripeMock

  group.setup(async () => {
    mock = await startStripeMock({ now: () => clock.now() })
    mock.webhooks.url = `http://${process.env.HOST}:${process.env.PORT}/api/webhooks/stripe`
    mock.webhooks.secret = WEBHOOK_SECRET
    env.set('STRIPE_SECRET_KEY', 'sk_test_joinflow')
    env.set('STRIPE_API_BASE', mock.url)
    env.set('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET)
    return async () => {
      // Empty, not unset: the sandbox is used again by the suites that follow.
      env.set('STRIPE_SECRET_KEY', '')
      env.set('STRIPE_API_BASE', '')
      env.set('STRIPE_WEBHOOK_SECRET', '')
      await mock.close()
    }
  })
  group.each.setup(() => isolatedTransaction())
  group.each.setup(() => {
    clock.freeze(START)
    mock.events.length = 0
    mock.invalid.length = 0
    return () => clock.reset()
  })

  /** Stripe ends the period `days` from now: the clock moves there, Stripe renews and its events arrive. */
  async function stripeRenews(subscriptionId: string, days: number) {
    clock.advance(days * DAY_MS)
    mock.renew(subscriptionId)
    return mock.deliverEvents()
  }

  test('Stripe renews a trial into a paid month: one receipt, the new period, the receipt email', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client)
    const stripeId = subscription.gatewaySubscriptionId!
    assert.match(stripeId, /^sub_/)
    assert.deepInclude(mock.subscription(stripeId), { status: 'trialing', trial_end: after(7).getTime() / 1000 })
    assert.deepInclude((await client.get('/api/billing').loginAs(owner)).body(), { renewedBy: 'stripe', renewsAt: iso(after(7)) })
    // The trial's invoice of nothing is no charge.
    await mock.deliverEvents()
    assert.lengthOf(await chargesOf(owner), 0)

    const delivered = await stripeRenews(stripeId, 7)
    assert.deepEqual(
      delivered.map(({ type, status }) => [type, status]),
      [
        ['invoice.paid', 200],
        ['customer.subscription.updated', 200],
      ]
    )
    const renewed = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(renewed.serialize(), { status: 'active' })
    assert.equal(renewed.currentPeriodStart?.toJSDate().toISOString(), iso(after(7)))
    assert.equal(renewed.currentPeriodEnd?.toJSDate().toISOString(), '2026-04-17T12:00:00.000Z')
    const [charge] = await chargesOf(owner)
    assert.deepInclude(charge.serialize(), { kind: 'renewal', status: 'succeeded', amountMinor: 375550, currency: 'KES', gateway: 'stripe' })
    assert.match(charge.gatewayReference ?? '', /^in_/)
    assert.lengthOf((await mailsTo(owner)).filter((mail) => mail.subject.startsWith('Your JoinFlow receipt')), 1)
  })

  test('a webhook delivered again, or twice at once, is applied once', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client)
    clock.advance(7 * DAY_MS)
    mock.renew(subscription.gatewaySubscriptionId!)
    const paid = mock.events.filter((event) => event.type === 'invoice.paid').at(-1)!
    assert.equal(await mock.redeliver(paid), 200)
    const replays = await Promise.all([mock.redeliver(paid), mock.redeliver(paid), mock.redeliver(paid)])
    assert.deepEqual(replays, [200, 200, 200])
    assert.lengthOf(await chargesOf(owner), 1)
    assert.lengthOf((await mailsTo(owner)).filter((mail) => mail.subject.startsWith('Your JoinFlow receipt')), 1)
    assert.equal(Number((await db.from('billing_events').where('event_id', paid.id).count('* as total'))[0].total), 1)
  })

  test('only Stripe’s signature, fresh and for this very payload, gets an event in', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client)
    clock.advance(7 * DAY_MS)
    mock.renew(subscription.gatewaySubscriptionId!)
    const paid = mock.events.filter((event) => event.type === 'invoice.paid').at(-1)!
    const now = Math.floor(clock.now().getTime() / 1000)
    const send = (body: string, signature?: string) =>
      client
        .post('/api/webhooks/stripe')
        .header('content-type', 'application/json')
        .header('stripe-signature', signature ?? '')
        .json(JSON.parse(body))
    const forged = await send(paid.payload, stripeSignature(paid.payload, 'whsec_someone_else', now))
    forged.assertStatus(400)
    forged.assertBodyContains({ code: 'E_INVALID_SIGNATURE' })
    const tampered = paid.payload.replace('"amount_paid":375550', '"amount_paid":375551')
    assert.notEqual(tampered, paid.payload)
    ;(await send(tampered, stripeSignature(paid.payload, WEBHOOK_SECRET, now))).assertStatus(400)
    ;(await send(paid.payload, stripeSignature(paid.payload, WEBHOOK_SECRET, now - 3600))).assertStatus(400)
    ;(await send(paid.payload)).assertStatus(400)
    assert.lengthOf(await chargesOf(owner), 0)

    env.set('STRIPE_WEBHOOK_SECRET', '')
    try {
      const unconfigured = await send(paid.payload, stripeSignature(paid.payload, WEBHOOK_SECRET, now))
      unconfigured.assertStatus(404)
      unconfigured.assertBodyContains({ code: 'E_PROVIDER_NOT_CONFIGURED' })
    } finally {
      env.set('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET)
    }
  })

  test('a failed renewal at Stripe is past due with an email per try, then read-only when Stripe gives up', async ({
    client,
    assert,
  }) => {
    const { owner, subscription } = await ownerWithPlan(client, { cardNumber: RENEWAL_DECLINE_CARD })
    const stripeId = subscription.gatewaySubscriptionId!
    await mock.deliverEvents()
    await stripeRenews(stripeId, 7)
    let current = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(current.serialize(), { status: 'past_due', failedAttempts: 1 })
    assert.equal(current.nextRetryAt?.toJSDate().toISOString(), iso(after(8)))
    assert.isNull(await automationPausedReason(owner.id, db.connection(), clock.now()))
    for (const days of [1, 2, 4]) {
      clock.advance(days * DAY_MS)
      mock.retry(stripeId)
      await mock.deliverEvents()
    }
    current = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(current.serialize(), { status: 'expired', failedAttempts: 4, nextRetryAt: null })
    assert.equal(await automationPausedReason(owner.id, db.connection(), clock.now()), PAUSED_REASONS.unpaid)
    const failures = (await mailsTo(owner)).filter((mail) => /payment failed|has ended/.test(mail.subject))
    assert.lengthOf(failures, 4)
    assert.deepEqual(
      (await chargesOf(owner)).map((charge) => charge.status),
      ['failed', 'failed', 'failed', 'failed']
    )
  })

  test('cancel and resume reach Stripe, and a canceled plan ends with its period', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client)
    const stripeId = subscription.gatewaySubscriptionId!
    await client.post('/api/billing/cancel').loginAs(owner).withCsrfToken()
    assert.isTrue(mock.subscription(stripeId).cancel_at_period_end)
    await client.post('/api/billing/resume').loginAs(owner).withCsrfToken()
    assert.isFalse(mock.subscription(stripeId).cancel_at_period_end)
    await client.post('/api/billing/cancel').loginAs(owner).withCsrfToken()
    await mock.deliverEvents()
    assert.isTrue((await Subscription.findByOrFail('userId', owner.id)).cancelAtPeriodEnd)

    const delivered = await stripeRenews(stripeId, 7)
    assert.deepEqual(
      delivered.map(({ type }) => type),
      ['customer.subscription.deleted']
    )
    const ended = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(ended.status, 'canceled')
    assert.lengthOf(await chargesOf(owner), 0)
    assert.equal(await automationPausedReason(owner.id, db.connection(), clock.now()), PAUSED_REASONS.canceled)
  })

  test('an upgrade charges JoinFlow’s prorated amount on the saved card and moves Stripe to the new price and period', async ({
    client,
    assert,
  }) => {
    const { owner, subscription } = await ownerWithPlan(client)
    const stripeId = subscription.gatewaySubscriptionId!
    await stripeRenews(stripeId, 7)
    clock.advance(15.5 * DAY_MS)
    const applied = await client.post('/api/billing/change-plan').json({ planType: 'pro', billing: 'monthly' }).loginAs(owner).withCsrfToken()
    applied.assertStatus(200)
    applied.assertBodyContains({ change: { dueNow: { amountMinor: 291375 } } })
    const intent = mock.requests.filter((request) => request.operation === '/v1/payment_intents').at(-1)!
    assert.deepInclude(intent.params, { amount: '291375', currency: 'kes', off_session: 'true' })
    const atStripe = mock.subscription(stripeId)
    assert.equal(atStripe.items.data[0].price.unit_amount, 479150)
    // Paid until 17 April; upgraded 2 April at midnight: the new month runs to 2 May.
    assert.equal(atStripe.current_period_end, Math.floor(new Date('2026-05-02T00:00:00.000Z').getTime() / 1000))
    await mock.deliverEvents()
    const upgraded = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(upgraded.serialize(), { planType: 'pro', status: 'active', priceMinor: 479150 })
    assert.equal(upgraded.currentPeriodEnd?.toJSDate().toISOString(), '2026-05-02T00:00:00.000Z')
    assert.deepEqual(
      (await chargesOf(owner)).map((charge) => [charge.kind, charge.amountMinor]),
      [
        ['renewal', 375550],
        ['upgrade', 291375],
      ]
    )
    assert.deepEqual(mock.invalid, [])
  })

  test('a plan bought through Stripe before saved cards were kept renews with the card its check saved', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client)
    // What an earlier install holds: the card check's reference on the order, no Stripe subscription, no saved card.
    await Subscription.query()
      .where('id', subscription.id)
      .update({ gatewaySubscriptionId: null, gatewayCustomerId: null, gatewayPaymentMethodId: null })
    clock.advance(7 * DAY_MS)
    const report = await new RunBillingCycle().handle()
    assert.deepInclude(report, { renewed: 1, failed: 0 })
    const renewed = await Subscription.findByOrFail('userId', owner.id)
    assert.match(renewed.gatewayPaymentMethodId ?? '', /^pm_/)
    assert.match(renewed.gatewayCustomerId ?? '', /^cus_/)
    const [charge] = await chargesOf(owner)
    assert.deepInclude(charge.serialize(), { kind: 'renewal', status: 'succeeded', amountMinor: 375550, gateway: 'stripe' })
    assert.deepEqual(mock.invalid, [])
  })

  test('Stripe’s events carry its invoices and subscriptions in the shape of its OpenAPI file', async ({ client, assert }) => {
    const { subscription } = await ownerWithPlan(client, { cardNumber: RENEWAL_DECLINE_CARD })
    clock.advance(7 * DAY_MS)
    mock.renew(subscription.gatewaySubscriptionId!)
    assert.isAbove(mock.events.length, 1)
    for (const event of mock.events) {
      const object = JSON.parse(event.payload).data.object
      assert.deepEqual(checkObjectShape(STRIPE_SPEC_FILE, object.object, object), [], event.type)
    }
  })
})
