import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import MemberRequest from '#models/member_request'
import ExtensionAction from '#models/extension_action'
import Subscription from '#models/subscription'
import User from '#models/user'
import { REASONS } from '#domain/rule_engine'
import { PAUSED_REASONS } from '#domain/subscriptions'
import { makeUser } from '#tests/helpers/users'
import { makeGroup, makeTemplate } from '#tests/helpers/groups'
import { applicant, capture, countRows, setRules, setWelcome } from '#tests/helpers/requests'
import { abilitiesFor } from '#services/tokens/token_abilities'

test.group('Capture / decisions', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('decides each new request by the rules and says why', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, requireEmail: true, blockedKeywords: 'crypto' })
    const approved = applicant()
    const review = applicant({ answers: [{ question: 'Email?', answer: 'I would rather not' }] })
    const declined = applicant({ answers: [{ question: 'Email?', answer: 'bob@example.com, I trade Crypto' }] })

    const response = await capture(client, owner, record.facebookGroupId, [approved, review, declined])
    response.assertStatus(200)
    const { results } = response.body()
    assert.lengthOf(results, 3)
    assert.deepInclude(results[0], {
      index: 0,
      facebookUserId: approved.facebookUserId,
      status: 'approved',
      decision: 'approve',
      reasons: [REASONS.approved],
      welcomeMessage: null,
      created: true,
    })
    assert.deepInclude(results[1], { index: 1, status: 'pending', decision: 'review', reasons: [REASONS.noEmail], created: true })
    assert.deepInclude(results[2], { index: 2, status: 'declined', decision: 'decline', reasons: [REASONS.blockedKeyword('crypto')] })

    const stored = await MemberRequest.findOrFail(results[0].requestId)
    assert.equal(stored.email, approved.answers[0].answer)
    assert.equal(stored.decidedBy, 'rules')
    assert.isNotNull(stored.decidedAt)
    assert.equal(stored.userId, owner.id)
    const pending = await MemberRequest.findOrFail(results[1].requestId)
    assert.isNull(pending.decidedBy)
    assert.isNull(pending.decidedAt)

    const actions = await ExtensionAction.query().where('group_id', record.id).orderBy('id')
    assert.deepEqual(
      actions.map(({ memberRequestId, type, payload }) => ({ memberRequestId: Number(memberRequestId), type, payload })),
      [
        { memberRequestId: results[0].requestId, type: 'approve', payload: {} },
        { memberRequestId: results[2].requestId, type: 'decline', payload: {} },
      ]
    )
  })

  test('with auto-approval off every request waits for the owner', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const response = await capture(client, owner, record.facebookGroupId, [applicant()])
    response.assertBodyContains({ results: [{ status: 'pending', decision: 'review', reasons: [REASONS.disabled] }] })
  })

  test('a re-captured request keeps its decision and is not queued again', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, requireEmail: true })
    const person = applicant()
    const first = await capture(client, owner, record.facebookGroupId, [person])
    const { requestId } = first.body().results[0]

    await setRules(record, { enabled: true, blockedKeywords: 'dogs' })
    const again = await capture(client, owner, record.facebookGroupId, [
      { ...person, name: 'Jane D.', profileImageUrl: 'https://scontent.xx.fbcdn.net/new.jpg', answers: [] },
      { ...person, name: 'Jane Twice' },
    ])
    again.assertStatus(200)
    const [result, duplicate] = again.body().results
    assert.deepInclude(result, { index: 0, requestId, status: 'approved', decision: 'approve', created: false })
    assert.deepInclude(duplicate, { index: 1, requestId, created: false })

    const stored = await MemberRequest.findOrFail(requestId)
    assert.equal(stored.name, 'Jane D.')
    assert.equal(stored.profileImageUrl, 'https://scontent.xx.fbcdn.net/new.jpg')
    assert.lengthOf(stored.answers, 2)
    assert.equal(await countRows('member_requests', { group_id: record.id }), 1)
    assert.equal(await countRows('extension_actions', { member_request_id: requestId }), 1)
  })

  test('a decision made on Facebook is stored as such, for new and for pending requests', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, requireEmail: true })
    await setWelcome(record, { enabled: true, message: 'Welcome {name}!' })
    const waiting = applicant({ answers: [] })
    const first = await capture(client, owner, record.facebookGroupId, [waiting])
    first.assertBodyContains({ results: [{ status: 'pending' }] })

    const fresh = applicant()
    const response = await capture(client, owner, record.facebookGroupId, [
      { ...waiting, decidedOnFacebook: 'approved' },
      { ...fresh, decidedOnFacebook: 'declined' },
    ])
    const [approvedThere, declinedThere] = response.body().results
    assert.deepInclude(approvedThere, { status: 'approved', created: false, welcomeMessage: `Welcome ${waiting.name}!` })
    assert.deepInclude(declinedThere, { status: 'declined', decision: 'approve', created: true })
    for (const id of [approvedThere.requestId, declinedThere.requestId]) {
      const stored = await MemberRequest.findOrFail(id)
      assert.equal(stored.decidedBy, 'facebook')
      assert.isNotNull(stored.decidedAt)
    }
    // Facebook already did the approving and declining; only the welcome is left to send.
    const actions = await ExtensionAction.query().where('group_id', record.id).orderBy('id')
    assert.deepEqual(
      actions.map(({ type }) => type),
      ['welcome_message']
    )

    const later = await capture(client, owner, record.facebookGroupId, [{ ...fresh, decidedOnFacebook: 'approved' }])
    later.assertBodyContains({ results: [{ status: 'declined', created: false }] })
  })
})

test.group('Capture / welcome messages', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('renders the welcome message of each approval and queues it with the tag', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner, { name: 'Dog Lovers' })
    await setRules(record, { enabled: true })
    await setWelcome(record, { enabled: true, message: 'Hi {first-name}, welcome to {group-name}! We have {email}.', tagNewMembers: true })
    const person = applicant({ name: 'Ana Lima' })
    const response = await capture(client, owner, record.facebookGroupId, [person])
    const [result] = response.body().results
    const expected = `Hi Ana, welcome to Dog Lovers! We have ${person.answers[0].answer}.`
    assert.equal(result.welcomeMessage, expected)
    assert.equal((await MemberRequest.findOrFail(result.requestId)).welcomeMessage, expected)
    const actions = await ExtensionAction.query().where('member_request_id', result.requestId).orderBy('id')
    assert.deepEqual(
      actions.map(({ type, payload, status }) => ({ type, payload, status })),
      [
        { type: 'approve', payload: {}, status: 'pending' },
        { type: 'welcome_message', payload: { message: expected }, status: 'pending' },
        { type: 'welcome_tag', payload: {}, status: 'pending' },
      ]
    )
  })

  test('rotates the variants and uses the approved template, counting its uses', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const template = await makeTemplate(owner, { template: 'Template hello {name}', isApproved: true })
    await setRules(record, { enabled: true })
    await setWelcome(record, { enabled: true, message: 'Main {name}', variants: ['Second {name}', 'Third {name}'], templateId: template.id })
    const people = [applicant({ name: 'A' }), applicant({ name: 'B' }), applicant({ name: 'C' })]
    const first = await capture(client, owner, record.facebookGroupId, people.slice(0, 2))
    const second = await capture(client, owner, record.facebookGroupId, people.slice(2))
    const messages = [...first.body().results, ...second.body().results].map(({ welcomeMessage }: { welcomeMessage: string }) => welcomeMessage)
    assert.deepEqual(messages, ['Template hello A', 'Second B', 'Third C'])
    await template.refresh()
    assert.equal(template.usageCount, 1)
  })

  test('a template that is not approved is never sent; the message is used instead', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const template = await makeTemplate(owner, { template: 'Unreviewed {name}', isApproved: false })
    await setRules(record, { enabled: true })
    await setWelcome(record, { enabled: true, message: 'Welcome {name}', personalizeWithName: false, templateId: template.id })
    const response = await capture(client, owner, record.facebookGroupId, [applicant()])
    assert.equal(response.body().results[0].welcomeMessage, 'Welcome there')
    await template.refresh()
    assert.equal(template.usageCount, 0)
  })
})

test.group('Capture / the hourly limit', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('past maxApprovalsPerHour requests wait, and the next window approves them', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, maxApprovalsPerHour: 2 })
    await setWelcome(record, { enabled: true, message: 'Welcome {name}' })
    const people = [applicant(), applicant(), applicant(), applicant()]
    const first = await capture(client, owner, record.facebookGroupId, people.slice(0, 3))
    const second = await capture(client, owner, record.facebookGroupId, people.slice(3))
    const results = [...first.body().results, ...second.body().results]
    const held = REASONS.hourlyLimitReached(2)
    assert.deepEqual(
      results.map(({ status, reasons }: { status: string; reasons: string[] }) => [status, reasons[0]]),
      [
        ['approved', REASONS.approved],
        ['approved', REASONS.approved],
        ['pending', held],
        ['pending', held],
      ]
    )

    const { default: ReleaseHeldApprovals } = await import('#jobs/release_held_approvals')
    const job = await db
      .from('pgboss.job')
      .where('name', ReleaseHeldApprovals.jobName)
      .where('singleton_key', String(record.id))
      .where('state', 'created')
      .first()
    assert.exists(job)
    const heldRequest = await MemberRequest.findOrFail(results[2].requestId)
    assert.equal(new Date(job.start_after).getTime(), heldRequest.heldUntil!.toMillis())

    // Within the same hour nothing is released.
    await new ReleaseHeldApprovals().handle({ groupId: record.id }, undefined, new Date())
    assert.equal((await MemberRequest.findOrFail(results[2].requestId)).status, 'pending')

    const nextWindow = heldRequest.heldUntil!.plus({ minutes: 1 }).toJSDate()
    await new ReleaseHeldApprovals().handle({ groupId: record.id }, undefined, nextWindow)
    for (const { requestId } of results.slice(2)) {
      const released = await MemberRequest.findOrFail(requestId)
      assert.equal(released.status, 'approved')
      assert.equal(released.decidedBy, 'rules')
      assert.deepEqual(released.reasons, [REASONS.approved])
      assert.isNull(released.heldUntil)
      assert.equal(released.welcomeMessage, `Welcome ${released.name}`)
      const types = (await ExtensionAction.query().where('member_request_id', requestId).orderBy('id')).map(({ type }) => type)
      assert.deepEqual(types, ['approve', 'welcome_message'])
    }
  })

  test('a window takes only its free approvals; the rest wait for the next one', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, maxApprovalsPerHour: 1 })
    const response = await capture(client, owner, record.facebookGroupId, [applicant(), applicant(), applicant()])
    const ids = response.body().results.map(({ requestId }: { requestId: number }) => requestId)
    const heldUntil = (await MemberRequest.findOrFail(ids[1])).heldUntil!

    const { default: ReleaseHeldApprovals } = await import('#jobs/release_held_approvals')
    await new ReleaseHeldApprovals().handle({ groupId: record.id }, undefined, heldUntil.plus({ minutes: 5 }).toJSDate())
    const statuses = async () => (await MemberRequest.query().whereIn('id', ids).orderBy('id')).map(({ status }) => status)
    assert.deepEqual(await statuses(), ['approved', 'approved', 'pending'])

    await new ReleaseHeldApprovals().handle({ groupId: record.id }, undefined, heldUntil.plus({ hours: 1, minutes: 5 }).toJSDate())
    assert.deepEqual(await statuses(), ['approved', 'approved', 'approved'])
  })

  test('held requests the rules no longer approve stay pending for the owner', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, maxApprovalsPerHour: 1 })
    const response = await capture(client, owner, record.facebookGroupId, [applicant(), applicant()])
    const heldId = response.body().results[1].requestId
    const heldUntil = (await MemberRequest.findOrFail(heldId)).heldUntil!
    await setRules(record, { enabled: true, blockedKeywords: 'dogs' })

    const { default: ReleaseHeldApprovals } = await import('#jobs/release_held_approvals')
    await new ReleaseHeldApprovals().handle({ groupId: record.id }, undefined, heldUntil.plus({ minutes: 1 }).toJSDate())
    const stored = await MemberRequest.findOrFail(heldId)
    assert.equal(stored.status, 'pending')
    assert.equal(stored.decision, 'decline')
    assert.deepEqual(stored.reasons, [REASONS.blockedKeyword('dogs')])
    assert.isNull(stored.heldUntil)
  })

  test('when the trial ends while requests are held, they go to the owner with the reason, not approved', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, maxApprovalsPerHour: 1 })
    const response = await capture(client, owner, record.facebookGroupId, [applicant(), applicant()])
    const heldId = response.body().results[1].requestId
    const heldUntil = (await MemberRequest.findOrFail(heldId)).heldUntil!
    await Subscription.create({
      userId: owner.id,
      planType: 'trial',
      status: 'trialing',
      trialEndsAt: heldUntil.minus({ minutes: 1 }),
      currentPeriodEnd: null,
      orderId: null,
    })

    const { default: ReleaseHeldApprovals } = await import('#jobs/release_held_approvals')
    await new ReleaseHeldApprovals().handle({ groupId: record.id }, undefined, heldUntil.plus({ minutes: 1 }).toJSDate())
    const stored = await MemberRequest.findOrFail(heldId)
    assert.equal(stored.status, 'pending')
    assert.equal(stored.decision, 'review')
    assert.deepEqual(stored.reasons, [PAUSED_REASONS.expired])
    assert.isNull(stored.heldUntil)
    assert.lengthOf(await ExtensionAction.query().where('member_request_id', heldId), 0)
  })
})

test.group('Capture / refusals', (group) => {
  group.each.setup(() => isolatedTransaction())

  test("an unknown group, or another owner's, is 404", async ({ client, assert }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const theirs = await makeGroup(other)
    for (const facebookGroupId of ['not-connected', theirs.facebookGroupId]) {
      const response = await capture(client, owner, facebookGroupId, [applicant()])
      response.assertStatus(404)
      response.assertBody({ message: 'This group is not connected to JoinFlow.', code: 'E_GROUP_NOT_CONNECTED' })
    }
    assert.equal(await countRows('member_requests', { group_id: theirs.id }), 0)
  })

  test('odd items are cleaned and stored; only one that cannot be stored is named', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const good = [applicant(), applicant()]
    const nameless = applicant({ name: '' })
    const oddLink = applicant({ profileUrl: 'javascript:alert(1)', joinedFacebookAt: 'last spring' })
    const response = await capture(client, owner, record.facebookGroupId, [good[0], nameless, good[1], oddLink, 'not a request'])
    response.assertStatus(422)
    const body = response.body()
    assert.equal(body.code, 'E_VALIDATION_ERROR')
    assert.equal(body.message, 'Each request must be an object with a facebookUserId and a name.')
    assert.deepEqual(
      body.errors.map(({ field }: { field: string }) => field),
      ['requests.4']
    )
    assert.deepEqual(body.rejected, [
      {
        index: 4,
        reason: 'Each request must be an object with a facebookUserId and a name.',
        errors: [{ field: 'requests.4', rule: 'object', message: 'Each request must be an object with a facebookUserId and a name.' }],
      },
    ])
    assert.deepEqual(
      body.results.map(({ index, facebookUserId }: { index: number; facebookUserId: string }) => [index, facebookUserId]),
      [
        [0, good[0].facebookUserId],
        [1, nameless.facebookUserId],
        [2, good[1].facebookUserId],
        [3, oddLink.facebookUserId],
      ]
    )
    assert.deepEqual(
      body.results[3].corrections.map(({ field, rule }: { field: string; rule: string }) => `${field} ${rule}`),
      ['requests.3.profileUrl url', 'requests.3.joinedFacebookAt date']
    )
    assert.equal(await countRows('member_requests', { group_id: record.id }), 4)
  })

  test('a batch holds at most 100 requests', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const people = Array.from({ length: 101 }, () => applicant())
    const response = await capture(client, owner, record.facebookGroupId, people)
    response.assertStatus(422)
    response.assertBodyContains({
      message: 'A batch holds at most 100 requests.',
      errors: [{ field: 'requests', message: 'A batch holds at most 100 requests.' }],
    })
    assert.equal(await countRows('member_requests', { group_id: record.id }), 0)
    ;(await capture(client, owner, record.facebookGroupId, people.slice(0, 100))).assertStatus(200)
  })

  test('the extension signs in with a token; nobody else gets in', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const token = await User.accessTokens.create(owner, abilitiesFor('extension'), { name: 'extension' })
    const body = { facebookGroupId: record.facebookGroupId, requests: [applicant()] }
    const withToken = await client.post('/api/extension/requests').json(body).bearerToken(token.value!.release())
    withToken.assertStatus(200)
    withToken.assertBodyContains({ results: [{ created: true }] })
    const anonymous = await client.post('/api/extension/requests').json(body).withCsrfToken()
    anonymous.assertStatus(401)
    anonymous.assertBody({ message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
  })
})
