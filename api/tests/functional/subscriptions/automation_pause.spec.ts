import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { DateTime } from 'luxon'
import MemberRequest from '#models/member_request'
import Subscription from '#models/subscription'
import { PAUSED_REASONS } from '#domain/subscriptions'
import { REASONS } from '#domain/rule_engine'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { applicant, capture, countRows, setRules } from '#tests/helpers/requests'

async function subscribe(owner: { id: number }, fields: Partial<Subscription>) {
  return Subscription.create({
    userId: owner.id,
    planType: 'trial',
    status: 'trialing',
    trialEndsAt: DateTime.utc().plus({ days: 7 }),
    currentPeriodEnd: null,
    orderId: null,
    ...fields,
  })
}

test.group('Subscriptions / automation pause', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('after an unpaid trial, captures are stored but wait for the owner, and nothing is queued', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    await subscribe(owner, { trialEndsAt: DateTime.utc().minus({ hours: 1 }) })
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, requireEmail: true, blockedKeywords: 'crypto' })
    const wouldApprove = applicant()
    const wouldDecline = applicant({ answers: [{ question: 'Email?', answer: 'bob@example.com, I trade Crypto' }] })

    const response = await capture(client, owner, record.facebookGroupId, [wouldApprove, wouldDecline])
    response.assertStatus(200)
    const { results } = response.body()
    for (const result of results) {
      assert.deepInclude(result, { status: 'pending', decision: 'review', reasons: [PAUSED_REASONS.expired], created: true })
    }
    const stored = await MemberRequest.findOrFail(results[0].requestId)
    assert.equal(stored.email, wouldApprove.answers[0].answer)
    assert.isNull(stored.decidedBy)
    assert.equal(await countRows('extension_actions', { group_id: record.id }), 0)
  })

  test('a group the owner paused stores its captures for the owner to decide; set active again, the rules decide', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner, { isActive: false })
    await setRules(record, { enabled: true })

    const paused = await capture(client, owner, record.facebookGroupId, [applicant()])
    paused.assertStatus(200)
    assert.deepInclude(paused.body().results[0], { status: 'pending', decision: 'review', reasons: [PAUSED_REASONS.group], created: true })
    assert.equal(await countRows('extension_actions', { group_id: record.id }), 0)

    record.isActive = true
    await record.save()
    const running = await capture(client, owner, record.facebookGroupId, [applicant()])
    assert.deepInclude(running.body().results[0], { status: 'approved', created: true })
  })

  test('an expired or canceled subscription pauses too; a paid plan and a running trial do not', async ({
    client,
    assert,
  }) => {
    const cases = [
      { fields: { status: 'expired' as const }, paused: PAUSED_REASONS.expired },
      { fields: { status: 'canceled' as const, planType: 'silver' }, paused: PAUSED_REASONS.canceled },
      { fields: { status: 'active' as const, planType: 'silver', trialEndsAt: DateTime.utc().minus({ days: 3 }) }, paused: null },
      { fields: {}, paused: null },
    ]
    for (const { fields, paused } of cases) {
      const owner = await makeUser()
      await subscribe(owner, fields)
      const record = await makeGroup(owner)
      await setRules(record, { enabled: true, requireEmail: true })
      const { results } = (await capture(client, owner, record.facebookGroupId, [applicant()])).body()
      if (paused) assert.deepInclude(results[0], { status: 'pending', reasons: [paused] })
      else assert.deepInclude(results[0], { status: 'approved', reasons: [REASONS.approved] })
      assert.equal(await countRows('extension_actions', { group_id: record.id }), paused ? 0 : 1)
    }
  })

  test('a super admin whose trial ended keeps automation', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    await subscribe(admin, { trialEndsAt: DateTime.utc().minus({ days: 1 }) })
    const record = await makeGroup(admin)
    await setRules(record, { enabled: true, requireEmail: true })
    const response = await capture(client, admin, record.facebookGroupId, [applicant()])
    response.assertBodyContains({ results: [{ status: 'approved' }] })
  })
})
