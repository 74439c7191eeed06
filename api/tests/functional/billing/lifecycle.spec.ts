import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import { PAUSED_REASONS } from '#domain/subscriptions'
import RunBillingCycle from '#actions/billing/run_billing_cycle'
import { automationPausedReason } from '#services/subscriptions/subscriptions'
import { clock, DAY_MS } from '#services/infra/clock'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeGroup } from '#tests/helpers/groups'
import { chargesOf, daysLater, mailsTo, ownerWithPlan, RENEWAL_DECLINE_CARD } from '#tests/helpers/billing'

const START = new Date('2026-03-10T12:00:00.000Z')
const iso = (date: Date) => date.toISOString()
const after = (days: number, from = START) => new Date(from.getTime() + days * DAY_MS)

test.group('Billing lifecycle (sandbox, on the clock)', (group) => {
  group.each.setup(() => isolatedTransaction())
  group.each.setup(() => {
    clock.freeze(START)
    return () => clock.reset()
  })

  test('a trial is reminded of two days before its end, then becomes a paid month with a receipt', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client)
    assert.deepInclude(subscription.serialize(), { status: 'trialing', billingPeriod: 'monthly', priceMinor: 375550, currency: 'KES' })
    const trialEnd = after(7)
    assert.equal(subscription.currentPeriodEnd?.toISO(), DateTime.fromJSDate(trialEnd).toISO())

    assert.deepInclude(await daysLater(4), { reminded: 0, renewed: 0 })
    assert.deepInclude(await daysLater(1), { reminded: 1 })
    assert.deepInclude(await new RunBillingCycle().handle(), { reminded: 0 })
    const reminders = (await mailsTo(owner)).filter((mail) => mail.subject.startsWith('Your Silver trial ends'))
    assert.lengthOf(reminders, 1)
    assert.include(reminders[0].textBody, 'we will charge KES 3,755.50 to your visa ending in 4242')

    assert.deepInclude(await daysLater(2), { renewed: 1, failed: 0 })
    const renewed = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(renewed.serialize(), { status: 'active', failedAttempts: 0 })
    assert.equal(renewed.currentPeriodStart?.toJSDate().toISOString(), iso(trialEnd))
    assert.equal(renewed.currentPeriodEnd?.toJSDate().toISOString(), '2026-04-17T12:00:00.000Z')
    const [charge] = await chargesOf(owner)
    assert.deepInclude(charge.serialize(), { kind: 'renewal', status: 'succeeded', amountMinor: 375550, currency: 'KES', amountUsdCents: 2900 })
    const receipt = (await mailsTo(owner)).find((mail) => mail.subject.startsWith('Your JoinFlow receipt'))!
    assert.include(receipt.textBody, 'We charged KES 3,755.50 to your visa ending in 4242.')
    assert.include(receipt.textBody, `/billing/receipts/${charge.id}`)

    const billing = (await client.get('/api/billing').loginAs(owner)).body()
    assert.deepInclude(billing, {
      planTitle: 'Silver',
      status: 'active',
      period: 'monthly',
      price: { amountMinor: 375550, currency: 'KES', formatted: 'KES 3,755.50' },
      renewsAt: '2026-04-17T12:00:00.000Z',
      endsAt: null,
      renewedBy: 'joinflow',
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 9, expYear: 2039 },
    })

    // Nothing more until the next period ends.
    assert.deepInclude(await daysLater(20), { renewed: 0 })
    assert.deepInclude(await daysLater(11), { renewed: 1 })
    assert.lengthOf(await chargesOf(owner), 2)
  })

  test('an annual plan charges its yearly price at the trial end and renews a year later', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client, { planType: 'pro', billing: 'annual', country: 'United States' })
    assert.deepInclude(subscription.serialize(), { billingPeriod: 'annual', priceMinor: 29600, currency: 'USD' })
    await daysLater(7)
    const renewed = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(renewed.currentPeriodEnd?.toJSDate().toISOString(), '2027-03-17T12:00:00.000Z')
    const [charge] = await chargesOf(owner)
    assert.deepInclude(charge.serialize(), { amountMinor: 29600, billingPeriod: 'annual' })
  })

  test('a declined renewal is retried after 1, 3 and 7 days with an email each time, then the account is read-only with everything kept', async ({
    client,
    assert,
  }) => {
    const { owner } = await ownerWithPlan(client, { cardNumber: RENEWAL_DECLINE_CARD })
    await makeGroup(owner)
    const failedAt = after(7)
    assert.deepInclude(await daysLater(7), { failed: 1 })
    let subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(subscription.serialize(), { status: 'past_due', failedAttempts: 1 })
    assert.equal(subscription.nextRetryAt?.toJSDate().toISOString(), iso(after(1, failedAt)))
    assert.isNull(await automationPausedReason(owner.id, db.connection(), clock.now()))
    const pastDue = (await client.get('/api/billing').loginAs(owner)).body()
    assert.deepInclude(pastDue, { status: 'past_due', pastDue: { since: iso(failedAt), failedAttempts: 1, nextRetryAt: iso(after(1, failedAt)) } })

    assert.deepInclude(await daysLater(1), { failed: 1 })
    subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(subscription.nextRetryAt?.toJSDate().toISOString(), iso(after(3, failedAt)))
    assert.deepInclude(await daysLater(1), { failed: 0 })
    assert.deepInclude(await daysLater(1), { failed: 1 })
    subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(subscription.nextRetryAt?.toJSDate().toISOString(), iso(after(7, failedAt)))
    assert.deepInclude(await daysLater(4), { failed: 1 })

    subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(subscription.serialize(), { status: 'expired', failedAttempts: 4, nextRetryAt: null })
    assert.equal(await automationPausedReason(owner.id, db.connection(), clock.now()), PAUSED_REASONS.unpaid)
    const failures = (await mailsTo(owner)).filter((mail) => mail.subject.includes('payment failed') || mail.subject.includes('has ended'))
    assert.lengthOf(failures, 4)
    assert.include(failures[0].textBody, 'We could not charge KES 3,755.50 for your Silver plan: Your card was declined.')
    assert.include(failures[3].subject, 'your account is read-only')
    const charges = await chargesOf(owner)
    assert.deepEqual(
      charges.map((charge) => charge.status),
      ['failed', 'failed', 'failed', 'failed']
    )
    // Read-only: what is there stays, nothing new is added.
    assert.lengthOf(await db.from('groups').where('user_id', owner.id), 1)
    const connect = await client.post('/api/groups').json({ url: 'facebook.com/groups/one-more' }).loginAs(owner).withCsrfToken()
    connect.assertStatus(403)
    connect.assertBodyContains({ message: PAUSED_REASONS.unpaid })
    assert.deepInclude(await daysLater(30), { renewed: 0, failed: 0 })
  })

  test('a failed renewal paid at a retry starts the period where it was due', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client, { cardNumber: RENEWAL_DECLINE_CARD })
    await daysLater(7)
    // The card works again (the bank lifted a block): the next try goes through.
    const working = subscription.gatewayPaymentMethodId!.replace('sandbox_pm_declines_', 'sandbox_pm_')
    await Subscription.query().where('id', subscription.id).update({ gatewayPaymentMethodId: working })
    assert.deepInclude(await daysLater(1), { renewed: 1 })
    const paid = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(paid.serialize(), { status: 'active', failedAttempts: 0, nextRetryAt: null, pastDueSince: null })
    assert.equal(paid.currentPeriodStart?.toJSDate().toISOString(), iso(after(7)))
    assert.equal(paid.currentPeriodEnd?.toJSDate().toISOString(), '2026-04-17T12:00:00.000Z')
    assert.deepEqual(
      (await chargesOf(owner)).map((charge) => charge.status),
      ['failed', 'succeeded']
    )
  })

  test('canceled plans run to their period end, can be resumed until then, and are never charged after', async ({ client, assert }) => {
    const { owner } = await ownerWithPlan(client)
    const canceled = await client.post('/api/billing/cancel').loginAs(owner).withCsrfToken()
    canceled.assertStatus(200)
    canceled.assertBodyContains({ cancelAtPeriodEnd: true, renewsAt: null, endsAt: iso(after(7)), status: 'trialing' })
    const notice = (await mailsTo(owner)).find((mail) => mail.subject.startsWith('Your Silver plan ends'))!
    assert.include(notice.textBody, 'It keeps running until')

    const resumed = await client.post('/api/billing/resume').loginAs(owner).withCsrfToken()
    resumed.assertBodyContains({ cancelAtPeriodEnd: false, renewsAt: iso(after(7)), endsAt: null })
    const nothing = await client.post('/api/billing/resume').loginAs(owner).withCsrfToken()
    nothing.assertStatus(409)

    await client.post('/api/billing/cancel').loginAs(owner).withCsrfToken()
    assert.deepInclude(await daysLater(5), { reminded: 0 })
    assert.isNull(await automationPausedReason(owner.id, db.connection(), clock.now()))
    assert.deepInclude(await daysLater(2), { ended: 1, renewed: 0 })
    const ended = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(ended.status, 'canceled')
    assert.lengthOf(await chargesOf(owner), 0)
    assert.equal(await automationPausedReason(owner.id, db.connection(), clock.now()), PAUSED_REASONS.canceled)
    const late = await client.post('/api/billing/resume').loginAs(owner).withCsrfToken()
    late.assertStatus(409)
  })

  test('a subscription marked canceled mid-period keeps automation until that period ends', async ({ client, assert }) => {
    const { owner, subscription } = await ownerWithPlan(client)
    await daysLater(7)
    await Subscription.query().where('id', subscription.id).update({ status: 'canceled' })
    assert.isNull(await automationPausedReason(owner.id, db.connection(), clock.now()))
    clock.advance(31 * DAY_MS)
    assert.equal(await automationPausedReason(owner.id, db.connection(), clock.now()), PAUSED_REASONS.canceled)
  })

  test('an upgrade in a paid period charges the new price less what is left, and starts a new period today', async ({
    client,
    assert,
  }) => {
    const { owner } = await ownerWithPlan(client)
    await daysLater(7)
    clock.advance(15.5 * DAY_MS)
    const preview = await client.post('/api/billing/change-plan/preview').json({ planType: 'pro', billing: 'monthly' }).loginAs(owner).withCsrfToken()
    preview.assertStatus(200)
    // Silver paid 17 March to 17 April (31 days); 15.5 days left is half: KES 1,877.75 of 3,755.50. Pro is KES 4,791.50.
    preview.assertBodyContains({
      kind: 'upgrade',
      price: { amountMinor: 479150, formatted: 'KES 4,791.50' },
      credit: { amountMinor: 187775, formatted: 'KES 1,877.75' },
      dueNow: { amountMinor: 291375, formatted: 'KES 2,913.75' },
      effectiveAt: iso(clock.now()),
    })
    assert.include(preview.body().message, 'You pay KES 2,913.75 now: KES 4,791.50 less KES 1,877.75 left on Silver (monthly).')

    const applied = await client.post('/api/billing/change-plan').json({ planType: 'pro', billing: 'monthly' }).loginAs(owner).withCsrfToken()
    applied.assertStatus(200)
    applied.assertBodyContains({ billing: { planType: 'pro', status: 'active', price: { amountMinor: 479150 } } })
    const upgraded = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(upgraded.currentPeriodStart?.toJSDate().toISOString(), iso(clock.now()))
    const charges = await chargesOf(owner)
    assert.deepInclude(charges.at(-1)!.serialize(), { kind: 'upgrade', amountMinor: 291375, description: 'Upgrade to Pro (monthly)' })
    const receipt = (await mailsTo(owner)).filter((mail) => mail.subject.startsWith('Your JoinFlow receipt')).at(-1)!
    assert.include(receipt.textBody, 'We charged KES 2,913.75')
    const limit = (await client.get('/api/subscription').loginAs(owner)).body()
    assert.equal(limit.groupLimit, 4)
  })

  test('a downgrade waits for the period end, and is refused while more groups are connected than it allows', async ({
    client,
    assert,
  }) => {
    const { owner } = await ownerWithPlan(client, { planType: 'pro' })
    await daysLater(7)
    const groups = []
    for (let i = 0; i < 4; i += 1) groups.push(await makeGroup(owner))
    const refused = await client.post('/api/billing/change-plan').json({ planType: 'silver', billing: 'monthly' }).loginAs(owner).withCsrfToken()
    refused.assertStatus(403)
    refused.assertBody({
      message: 'You have 4 groups connected and the Silver plan allows 3. Disconnect 1 group first, then choose Silver again.',
      code: 'E_PLAN_LIMIT',
    })
    ;(await client.delete(`/api/groups/${groups[3].id}`).loginAs(owner).withCsrfToken()).assertStatus(200)

    const scheduled = await client.post('/api/billing/change-plan').json({ planType: 'silver', billing: 'monthly' }).loginAs(owner).withCsrfToken()
    scheduled.assertStatus(200)
    scheduled.assertBodyContains({
      change: { kind: 'downgrade', dueNow: { amountMinor: 0 }, effectiveAt: '2026-04-17T12:00:00.000Z' },
      billing: { planType: 'pro', pendingChange: { planType: 'silver', planTitle: 'Silver', effectiveAt: '2026-04-17T12:00:00.000Z' } },
    })
    assert.lengthOf(await chargesOf(owner), 1)
    await daysLater(31)
    const renewed = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(renewed.serialize(), { planType: 'silver', priceMinor: 375550, pendingPlanType: null })
    assert.deepInclude((await chargesOf(owner)).at(-1)!.serialize(), { amountMinor: 375550, planType: 'silver' })
  })

  test('during a trial a plan change happens at once and costs nothing today', async ({ client, assert }) => {
    const { owner } = await ownerWithPlan(client)
    const applied = await client.post('/api/billing/change-plan').json({ planType: 'pro', billing: 'monthly' }).loginAs(owner).withCsrfToken()
    applied.assertBodyContains({ change: { kind: 'upgrade', dueNow: { amountMinor: 0 } }, billing: { planType: 'pro', status: 'trialing' } })
    assert.lengthOf(await chargesOf(owner), 0)
    await daysLater(7)
    assert.deepInclude((await chargesOf(owner))[0].serialize(), { amountMinor: 479150, planType: 'pro' })
  })

  test('plan changes that cannot happen say why', async ({ client }) => {
    const { owner } = await ownerWithPlan(client)
    const same = await client.post('/api/billing/change-plan').json({ planType: 'silver', billing: 'monthly' }).loginAs(owner).withCsrfToken()
    same.assertStatus(409)
    same.assertBodyContains({ message: 'You are already on Silver (monthly).' })
    const unknown = await client.post('/api/billing/change-plan/preview').json({ planType: 'platinum', billing: 'monthly' }).loginAs(owner).withCsrfToken()
    unknown.assertStatus(422)
    unknown.assertBodyContains({ errors: [{ field: 'planType', message: 'There is no such plan. Choose one of the plans listed.' }] })
    const { owner: lifetime } = await ownerWithPlan(client, { planType: 'lifetime-executive' })
    const top = await client.post('/api/billing/cancel').loginAs(lifetime).withCsrfToken()
    top.assertStatus(409)
    top.assertBodyContains({ message: 'This plan is paid once and never renews: there is nothing to cancel.' })
  })
})
