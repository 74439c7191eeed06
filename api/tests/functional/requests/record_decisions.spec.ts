import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { isolatedTransaction } from '#tests/helpers/database'
import Group from '#models/group'
import Integration from '#models/integration'
import MemberRequest from '#models/member_request'
import ExtensionAction from '#models/extension_action'
import type User from '#models/user'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import { RecordDecisions } from '#actions/requests/record_decisions'
import ReleaseHeldApprovals from '#jobs/release_held_approvals'
import { decidingGroups } from '#services/requests/deciding_group'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup, makeTemplate } from '#tests/helpers/groups'
import { applicant, capture, setRules, setWelcome } from '#tests/helpers/requests'

/*
 * Every decision takes one path, RecordDecisions: an approval by the rules
 * at capture, by the rules when a held approval's window opens, by the
 * owner by hand, or by an admin on Facebook, has the same consequences.
 */

async function webhookOf(owner: User) {
  const integration = new Integration()
  integration.fill({
    userId: owner.id,
    kind: 'webhook',
    platform: 'webhook',
    name: 'Approved members',
    listId: null,
    authMethod: 'api_key',
    settings: { url: 'https://hooks.example.com/approved', trigger: 'approved' },
    groupIds: null,
    isActive: true,
    status: 'connected',
  })
  integration.storeCredentials({ secret: 'whsec_test_0000' })
  await integration.save()
  return integration
}

/** What an approval left behind for one request. */
async function consequencesOf(requestId: number) {
  const request = await MemberRequest.findOrFail(requestId)
  const actions = await ExtensionAction.query().where('member_request_id', requestId).orderBy('id')
  const deliveries = await db.from('deliveries').where('member_request_id', requestId)
  return {
    status: request.status,
    welcomeMessage: request.welcomeMessage,
    heldUntil: request.heldUntil,
    actions: actions.map(({ type, payload }) => [type, (payload as { message?: string }).message ?? null]),
    deliveries: deliveries.map(({ status }) => status),
  }
}

async function ruleApprovals(group: Group) {
  const row = await db.from('groups').where('id', group.id).select('rule_approvals_window', 'rule_approvals_in_window').first()
  return { window: row.rule_approvals_window?.toISOString() ?? null, count: Number(row.rule_approvals_in_window) }
}

test.group('One decision path', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('an approval welcomes, tags, delivers and is carried out alike, whoever approves', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, maxApprovalsPerHour: 1 })
    await setWelcome(record, { enabled: true, message: 'Welcome {name}', tagNewMembers: true })
    await webhookOf(owner)
    const [byHandId, onFacebookId] = await insertRequests(record, [
      { name: 'Hand Picked', email: 'hand@example.com' },
      { name: 'Face Book', email: 'face@example.com' },
    ])
    const onFacebook = await MemberRequest.findOrFail(onFacebookId)

    // The rules approve one and hold the next; an admin approves a stored request on Facebook.
    const captured = await capture(client, owner, record.facebookGroupId, [
      applicant({ name: 'Rule Approved' }),
      applicant({ name: 'Held Back' }),
      { facebookUserId: onFacebook.facebookUserId, name: 'Face Book', decidedOnFacebook: 'approved' },
    ])
    captured.assertStatus(200)
    const [byRulesId, heldId] = captured.body().results.map(({ requestId }: { requestId: number }) => requestId)
    const held = await consequencesOf(heldId)
    assert.equal(held.status, 'pending')
    assert.deepEqual([held.welcomeMessage, held.actions, held.deliveries], [null, [], []])
    const firstWindow = await ruleApprovals(record)
    assert.equal(firstWindow.count, 1)

    // The owner approves by hand: the hourly limit binds the rules only, and does not count it.
    await new DecideByHand().handle({ userId: owner.id, ids: [byHandId], action: 'approve' })
    assert.deepEqual(await ruleApprovals(record), firstWindow)

    // The next window releases the held approval, counted in that window.
    await new ReleaseHeldApprovals().handle({ groupId: record.id }, undefined, held.heldUntil!.plus({ minutes: 1 }).toJSDate())
    assert.deepEqual(await ruleApprovals(record), { window: held.heldUntil!.toJSDate().toISOString(), count: 1 })

    for (const [id, name] of [
      [byRulesId, 'Rule Approved'],
      [heldId, 'Held Back'],
      [byHandId, 'Hand Picked'],
    ] as const) {
      assert.deepEqual(
        await consequencesOf(id),
        {
          status: 'approved',
          welcomeMessage: `Welcome ${name}`,
          heldUntil: null,
          actions: [
            ['approve', null],
            ['welcome_message', `Welcome ${name}`],
            ['welcome_tag', null],
          ],
          deliveries: ['queued'],
        },
        name
      )
    }
    // Approved on Facebook already: welcomed and delivered, not approved a second time.
    assert.deepEqual(await consequencesOf(onFacebookId), {
      status: 'approved',
      welcomeMessage: 'Welcome Face Book',
      heldUntil: null,
      actions: [
        ['welcome_message', 'Welcome Face Book'],
        ['welcome_tag', null],
      ],
      deliveries: ['queued'],
    })
  })

  test("the welcome template's uses are counted whoever approves", async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const template = await makeTemplate(owner, { template: 'Hello {name}', isApproved: true })
    await setRules(record, { enabled: true })
    await setWelcome(record, { enabled: true, message: 'Unused {name}', templateId: template.id })
    const [byHandId] = await insertRequests(record, [{ name: 'Hand Picked' }])

    const captured = await capture(client, owner, record.facebookGroupId, [applicant({ name: 'Rule Approved' })])
    assert.equal(captured.body().results[0].welcomeMessage, 'Hello Rule Approved')
    await new DecideByHand().handle({ userId: owner.id, ids: [byHandId], action: 'approve' })
    assert.equal((await MemberRequest.findOrFail(byHandId)).welcomeMessage, 'Hello Hand Picked')
    await template.refresh()
    assert.equal(template.usageCount, 2)
  })

  test('a round that fails records nothing: no decision, no delivery, no action, no release job', async ({ assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setWelcome(record, { enabled: true, message: 'Welcome {name}' })
    await webhookOf(owner)
    const [approvedId, heldId] = await insertRequests(record, [{ name: 'Ann' }, { name: 'Held' }])
    const releaseAt = DateTime.utc().plus({ hours: 1 }).startOf('hour').toJSDate()

    await assert.rejects(() =>
      new RecordDecisions().handle({
        decide: async (round) => {
          const groups = await decidingGroups(round.trx, owner.id, [record.id])
          round.join(groups.get(record.id)!, { turn: 0 })
          round.decide(
            { id: approvedId, groupId: record.id, name: 'Ann', email: null },
            { status: 'approved', decision: 'review', reasons: [], decidedBy: 'owner' }
          )
          round.decide(
            { id: heldId, groupId: record.id, name: 'Held', email: null },
            { status: 'pending', decision: 'approve', reasons: [], decidedBy: null, heldUntil: releaseAt }
          )
          // A request decided by key must be stored by its caller before the round ends.
          round.decide(
            { key: 'never-stored', groupId: record.id, name: 'Nobody', email: null },
            { status: 'declined', decision: 'decline', reasons: [], decidedBy: 'rules' }
          )
        },
      })
    )
    for (const id of [approvedId, heldId]) {
      assert.deepInclude(await consequencesOf(id), { status: 'pending', welcomeMessage: null, heldUntil: null, actions: [], deliveries: [] })
    }
    const jobs = await db.from('pgboss.job').where('name', ReleaseHeldApprovals.jobName).where('singleton_key', String(record.id))
    assert.lengthOf(jobs, 0)
  })
})
