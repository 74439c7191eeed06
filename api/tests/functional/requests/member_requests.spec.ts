import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { DateTime } from 'luxon'
import MemberRequest from '#models/member_request'
import ExtensionAction from '#models/extension_action'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup, makeTemplate } from '#tests/helpers/groups'
import { applicant, capture, setRules, setWelcome } from '#tests/helpers/requests'

const LIST_FIELDS = [
  'id',
  'groupId',
  'groupName',
  'facebookUserId',
  'name',
  'email',
  'phone',
  'profileUrl',
  'profileImageUrl',
  'status',
  'decision',
  'reasons',
  'decidedBy',
  'decidedAt',
  'createdAt',
  'deliveries',
  'livesIn',
  'answers',
]

async function actionTypes(requestId: number) {
  const actions = await ExtensionAction.query().where('member_request_id', requestId).where('status', 'pending').orderBy('id')
  return actions.map(({ type, payload }) => ({ type, payload }))
}

test.group('Member requests / lists', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('lists the newest first with the list fields and a Content-Range', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner, { name: 'Dog Lovers' })
    const now = DateTime.utc()
    const ids = await insertRequests(record, [
      { name: 'Old', createdAt: now.minus({ days: 2 }) },
      { name: 'New', createdAt: now },
      { name: 'Middle', createdAt: now.minus({ days: 1 }) },
    ])
    const response = await client.get('/api/requests').loginAs(owner)
    response.assertStatus(200)
    response.assertHeader('content-range', 'requests 0-2/3')
    assert.deepEqual(response.body().map(({ name }: { name: string }) => name), ['New', 'Middle', 'Old'])
    const [first] = response.body()
    assert.sameMembers(Object.keys(first), LIST_FIELDS)
    assert.deepInclude(first, { id: ids[1], groupId: record.id, groupName: 'Dog Lovers', status: 'pending', decidedBy: null })
  })

  test('lists each request with where its person lives and their answers', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const answers = [{ question: 'Why do you want to join?', answer: 'I walk rescue dogs' }]
    await insertRequests(record, [{ name: 'Ada', livesIn: 'Leeds', answers }])
    const response = await client.get('/api/requests').loginAs(owner)
    response.assertStatus(200)
    assert.deepInclude(response.body()[0], { name: 'Ada', livesIn: 'Leeds', answers })
  })

  test('filters by group, status, dates and text, sorts and pages', async ({ client, assert }) => {
    const owner = await makeUser()
    const dogs = await makeGroup(owner)
    const cats = await makeGroup(owner)
    const day = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })
    await insertRequests(dogs, [
      { name: 'Anna Approved', email: 'anna@example.com', status: 'approved', decidedBy: 'rules', createdAt: day('2024-05-01T08:00:00') },
      { name: 'Bob Pending', email: 'bob@example.com', createdAt: day('2024-05-02T23:59:00') },
      { name: 'Cid 100%_sure', createdAt: day('2024-05-03T00:00:00') },
    ])
    await insertRequests(cats, [{ name: 'Dora Declined', email: 'dora@CATS.example', status: 'declined', createdAt: day('2024-05-02T12:00:00') }])
    const list = async (params: Record<string, unknown>) => {
      const query = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))
      const response = await client.get('/api/requests').qs(query).loginAs(owner)
      response.assertStatus(200)
      return { names: response.body().map(({ name }: { name: string }) => name), range: response.header('content-range') }
    }

    assert.deepEqual((await list({ filter: { groupId: cats.id } })).names, ['Dora Declined'])
    assert.deepEqual((await list({ filter: { groupId: dogs.id, status: 'pending' } })).names, ['Cid 100%_sure', 'Bob Pending'])
    assert.deepEqual((await list({ filter: { from: '2024-05-02', to: '2024-05-02' } })).names, ['Bob Pending', 'Dora Declined'])
    assert.deepEqual((await list({ filter: { from: '2024-05-02T12:00:00Z' } })).names, ['Cid 100%_sure', 'Bob Pending', 'Dora Declined'])
    assert.deepEqual((await list({ filter: { q: 'cats.EXAMPLE' } })).names, ['Dora Declined'])
    assert.deepEqual((await list({ filter: { q: 'ANNA' } })).names, ['Anna Approved'])
    assert.deepEqual((await list({ filter: { q: '%_' } })).names, ['Cid 100%_sure'])
    assert.deepEqual((await list({ sort: ['name', 'ASC'] })).names, ['Anna Approved', 'Bob Pending', 'Cid 100%_sure', 'Dora Declined'])
    assert.deepEqual((await list({ sort: ['status', 'ASC'] })).names.slice(0, 2), ['Anna Approved', 'Dora Declined'])
    const page = await list({ sort: ['createdAt', 'ASC'], range: [1, 2] })
    assert.deepEqual(page.names, ['Dora Declined', 'Bob Pending'])
    assert.equal(page.range, 'requests 1-2/4')
    const empty = await list({ filter: { status: 'approved', groupId: cats.id } })
    assert.equal(empty.range, 'requests */0')
  })

  test('refuses bad filters and sorts with 422 naming them', async ({ client }) => {
    const owner = await makeUser()
    const cases: [Record<string, string>, string][] = [
      [{ filter: JSON.stringify({ status: 'maybe' }) }, 'filter.status'],
      [{ filter: JSON.stringify({ from: 'yesterday' }) }, 'filter.from'],
      [{ filter: JSON.stringify({ to: '2024-02-30' }) }, 'filter.to'],
      [{ filter: JSON.stringify({ groupId: 'x' }) }, 'filter.groupId'],
      [{ sort: JSON.stringify(['email', 'ASC']) }, 'sort'],
      [{ range: '[3,1]' }, 'range'],
    ]
    for (const [query, field] of cases) {
      const response = await client.get('/api/requests').qs(query).loginAs(owner)
      response.assertStatus(422)
      response.assertBodyContains({ code: 'E_VALIDATION_ERROR', errors: [{ field }] })
    }
  })

  test('recent shows the 10 newest in the spec fields, and who decided', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner, { name: 'Hikers' })
    const now = DateTime.utc()
    await insertRequests(
      record,
      Array.from({ length: 12 }, (_, index) => ({
        name: `Member ${index}`,
        email: `m${index}@example.com`,
        createdAt: now.minus({ minutes: index }),
      }))
    )
    const response = await client.get('/api/requests/recent').loginAs(owner)
    response.assertStatus(200)
    const body = response.body()
    assert.lengthOf(body, 10)
    assert.deepEqual(Object.keys(body[0]).sort(), ['createdAt', 'decidedBy', 'email', 'groupName', 'id', 'name', 'profileImageUrl', 'status'])
    assert.deepInclude(body[0], { name: 'Member 0', email: 'm0@example.com', groupName: 'Hikers', status: 'pending', profileImageUrl: null, decidedBy: null })
    assert.equal(body[9].name, 'Member 9')
  })

  test('shows one request in full, with its answers and reasons', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner, { name: 'Runners' })
    await setRules(record, { enabled: true, requirePhone: true })
    const person = applicant({
      joinedFacebookAt: '2015-03-01',
      livesIn: 'Lisbon, Portugal',
      groupsInCommon: 3,
      invitedBy: 'Maria',
      requestedAt: '2024-05-01T10:00:00Z',
      profileImageUrl: 'https://scontent.xx.fbcdn.net/p.jpg',
    })
    const [result] = (await capture(client, owner, record.facebookGroupId, [person])).body().results
    const response = await client.get(`/api/requests/${result.requestId}`).loginAs(owner)
    response.assertStatus(200)
    const body = response.body()
    assert.sameMembers(Object.keys(body), [
      ...LIST_FIELDS,
      'agreedToRules',
      'joinedFacebookAt',
      'groupsInCommon',
      'invitedBy',
      'requestedAt',
      'welcomeMessage',
      'ownerReason',
      'decidedByUserId',
      'pendingActions',
    ])
    assert.deepInclude(body, {
      id: result.requestId,
      groupName: 'Runners',
      status: 'pending',
      decision: 'review',
      reasons: ['No phone number in the answers'],
      answers: person.answers,
      agreedToRules: true,
      joinedFacebookAt: '2015-03-01',
      livesIn: 'Lisbon, Portugal',
      groupsInCommon: 3,
      invitedBy: 'Maria',
      welcomeMessage: null,
      decidedByUserId: null,
      pendingActions: [],
      profileImageUrl: 'https://scontent.xx.fbcdn.net/p.jpg',
    })
    assert.equal(Date.parse(body.requestedAt), Date.parse('2024-05-01T10:00:00Z'))
  })
})

test.group('Member requests / decisions by hand', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('approving by hand queues the approval and the welcome message', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const template = await makeTemplate(owner, { template: 'Hello {first-name}!', isApproved: true })
    await setWelcome(record, { enabled: true, templateId: template.id, tagNewMembers: true })
    const [result] = (await capture(client, owner, record.facebookGroupId, [applicant({ name: 'Zoe Park' })])).body().results

    const response = await client.post(`/api/requests/${result.requestId}/approve`).json({}).loginAs(owner).withCsrfToken()
    response.assertStatus(200)
    const body = response.body()
    assert.deepInclude(body, {
      id: result.requestId,
      status: 'approved',
      decidedBy: 'owner',
      decidedByUserId: owner.id,
      welcomeMessage: 'Hello Zoe!',
    })
    assert.isNotNull(body.decidedAt)
    assert.deepEqual(
      body.pendingActions.map(({ type }: { type: string }) => type),
      ['approve', 'welcome_message', 'welcome_tag']
    )
    await template.refresh()
    assert.equal(template.usageCount, 1)

    // Approving again changes nothing and queues nothing more.
    const again = await client.post(`/api/requests/${result.requestId}/approve`).loginAs(owner).withCsrfToken()
    assert.lengthOf(again.body().pendingActions, 3)
  })

  test('declining an approved request withdraws its waiting approval', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true })
    await setWelcome(record, { enabled: true, message: 'Welcome {name}' })
    const [result] = (await capture(client, owner, record.facebookGroupId, [applicant()])).body().results
    assert.equal(result.status, 'approved')

    const response = await client
      .post(`/api/requests/${result.requestId}/decline`)
      .json({ reason: 'Spam account' })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ status: 'declined', decidedBy: 'owner', decision: 'approve', welcomeMessage: null, ownerReason: 'Spam account' })
    assert.deepEqual(await actionTypes(result.requestId), [{ type: 'decline', payload: { reason: 'Spam account' } }])
    // The reason is kept on the request and shown with it.
    const shown = await client.get(`/api/requests/${result.requestId}`).loginAs(owner)
    shown.assertBodyContains({ ownerReason: 'Spam account' })

    const tooLong = await client
      .post(`/api/requests/${result.requestId}/decline`)
      .json({ reason: 'x'.repeat(501) })
      .loginAs(owner)
      .withCsrfToken()
    tooLong.assertStatus(422)
    tooLong.assertBodyContains({ errors: [{ field: 'reason' }] })
  })

  test('a request held by the hourly limit can be approved by hand at once', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, maxApprovalsPerHour: 1 })
    const results = (await capture(client, owner, record.facebookGroupId, [applicant(), applicant()])).body().results
    const response = await client.post(`/api/requests/${results[1].requestId}/approve`).loginAs(owner).withCsrfToken()
    response.assertBodyContains({ status: 'approved', decidedBy: 'owner' })
    assert.isNull((await MemberRequest.findOrFail(results[1].requestId)).heldUntil)
  })

  test('bulk decisions change only what needs changing, and only the owner’s', async ({ client, assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    const record = await makeGroup(owner)
    const theirs = await makeGroup(stranger)
    const mine = await insertRequests(record, [{}, {}, { status: 'declined', decidedBy: 'owner' }])
    const [foreign] = await insertRequests(theirs, [{}])

    const response = await client
      .post('/api/requests/bulk')
      .json({ ids: [...mine, foreign], action: 'decline', reason: 'Group is full' })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ updated: 2, ids: mine.slice(0, 2) })
    for (const id of mine.slice(0, 2)) {
      const stored = await MemberRequest.findOrFail(id)
      assert.equal(stored.status, 'declined')
      assert.equal(stored.decidedByUserId, owner.id)
      assert.deepEqual(await actionTypes(id), [{ type: 'decline', payload: { reason: 'Group is full' } }])
    }
    assert.deepEqual(await actionTypes(mine[2]), [])
    assert.equal((await MemberRequest.findOrFail(foreign)).status, 'pending')
    assert.equal((await MemberRequest.findOrFail(mine[0])).ownerReason, 'Group is full')
    assert.isNull((await MemberRequest.findOrFail(foreign)).ownerReason)

    // An approval's reason is kept too (Facebook is told nothing); a decision without one clears the old reason.
    const approved = await client
      .post('/api/requests/bulk')
      .json({ ids: mine.slice(0, 1), action: 'approve', reason: 'Vouched for by a member' })
      .loginAs(owner)
      .withCsrfToken()
    approved.assertBody({ updated: 1, ids: mine.slice(0, 1) })
    assert.deepEqual(await actionTypes(mine[0]), [{ type: 'approve', payload: {} }])
    assert.equal((await MemberRequest.findOrFail(mine[0])).ownerReason, 'Vouched for by a member')
    const all = await client.post('/api/requests/bulk').json({ ids: mine, action: 'approve' }).loginAs(owner).withCsrfToken()
    all.assertBody({ updated: 2, ids: mine.slice(1) })
    assert.isNull((await MemberRequest.findOrFail(mine[1])).ownerReason)
  })

  test('bulk input is checked', async ({ client }) => {
    const owner = await makeUser()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ids: [], action: 'approve' }, 'ids', 'Select at least one request.'],
      [{ ids: Array.from({ length: 501 }, (_, index) => index + 1), action: 'approve' }, 'ids', 'Select at most 500 requests at a time.'],
      [{ ids: [1], action: 'ban' }, 'action', 'Choose approve or decline.'],
    ]
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/requests/bulk').json(body).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message, errors: [{ field, message }] })
    }
  })
})

test.group('Member requests / ownership', (group) => {
  group.each.setup(() => isolatedTransaction())

  test("another owner's request is 404 everywhere and never listed", async ({ client, assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    const record = await makeGroup(owner)
    const [id] = await insertRequests(record, [{ name: 'Private Person' }])

    const notFound = { message: 'Member request not found.', code: 'E_NOT_FOUND' }
    ;(await client.get(`/api/requests/${id}`).loginAs(stranger)).assertBody(notFound)
    for (const action of ['approve', 'decline']) {
      const response = await client.post(`/api/requests/${id}/${action}`).loginAs(stranger).withCsrfToken()
      response.assertStatus(404)
      response.assertBody(notFound)
    }
    ;(await client.get('/api/requests/999999999').loginAs(owner)).assertStatus(404)
    ;(await client.get('/api/requests/abc').loginAs(owner)).assertStatus(404)

    const list = await client.get('/api/requests').qs({ filter: JSON.stringify({ groupId: record.id }) }).loginAs(stranger)
    list.assertBody([])
    list.assertHeader('content-range', 'requests */0')
    ;(await client.get('/api/requests/recent').loginAs(stranger)).assertBody([])
    const csv = await client.get('/api/requests/export.csv').loginAs(stranger)
    assert.notInclude(csv.text(), 'Private Person')
    assert.equal((await MemberRequest.findOrFail(id)).status, 'pending')
  })

  test('every route needs a signed-in owner', async ({ client }) => {
    for (const path of ['/api/requests', '/api/requests/recent', '/api/requests/1', '/api/requests/export.csv', '/api/extension/actions']) {
      const response = await client.get(path)
      response.assertStatus(401)
      response.assertBody({ message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
    }
  })
})
