import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { abilitiesFor } from '#services/tokens/token_abilities'

const GROUP_FIELDS = [
  'autoApprovalEnabled',
  'autoApprovalRate',
  'coverImageUrl',
  'createdAt',
  'description',
  'facebookGroupId',
  'id',
  'isActive',
  'memberCount',
  'name',
  'todayRequests',
]

test.group('Groups / connecting', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('connects a group from its URL as the spec says: 0 members, active, auto-approval off', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/groups')
      .json({ url: 'https://www.facebook.com/groups/1234567890/' })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(201)
    const body = response.body()
    assert.deepEqual(Object.keys(body).sort(), GROUP_FIELDS)
    assert.containsSubset(body, {
      facebookGroupId: '1234567890',
      name: 'Facebook Group 1234567890',
      description: '',
      coverImageUrl: null,
      memberCount: 0,
      isActive: true,
      autoApprovalEnabled: false,
      autoApprovalRate: 0,
      todayRequests: 0,
    })
    const row = await db.from('groups').where('id', body.id).firstOrFail()
    assert.equal(row.user_id, owner.id)
  })

  test('names a group after its slug unless a display name is given', async ({ client }) => {
    const owner = await makeUser()
    const fromSlug = await client
      .post('/api/groups')
      .json({ url: 'm.facebook.com/groups/Dog-Lovers..UK_', description: 'Dogs.' })
      .loginAs(owner)
      .withCsrfToken()
    fromSlug.assertStatus(201)
    fromSlug.assertBodyContains({ facebookGroupId: 'dog-lovers..uk_', name: 'Dog Lovers UK', description: 'Dogs.' })

    const named = await client
      .post('/api/groups')
      .json({ url: 'https://web.facebook.com/groups/cats?ref=share', name: '  Cat People  ' })
      .loginAs(owner)
      .withCsrfToken()
    named.assertBodyContains({ facebookGroupId: 'cats', name: 'Cat People' })
  })

  test("takes the spec client's body and decides members, activity and auto-approval itself", async ({ client }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/groups')
      .json({
        facebookGroupId: 'garden-club',
        name: 'Garden Club',
        description: '',
        memberCount: 950,
        isActive: false,
        autoApprovalEnabled: true,
      })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(201)
    response.assertBodyContains({
      facebookGroupId: 'garden-club',
      name: 'Garden Club',
      memberCount: 0,
      isActive: true,
      autoApprovalEnabled: false,
    })
  })

  test('refuses a missing or invalid URL with the spec texts', async ({ client }) => {
    const owner = await makeUser()
    for (const body of [{}, { url: '' }, { url: '   ' }, { name: 'Only a name' }]) {
      const response = await client.post('/api/groups').json(body).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({
        message: 'Please enter a Facebook group URL.',
        code: 'E_VALIDATION_ERROR',
        errors: [{ field: 'url', message: 'Please enter a Facebook group URL.' }],
      })
    }
    const invalid = [
      'https://example.com/groups/abc',
      'facebook.com/dogs',
      'facebook.com/groups/abc/posts/1',
      'facebook.com.evil.test/groups/x',
      42,
    ]
    for (const url of invalid) {
      const response = await client.post('/api/groups').json({ url }).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({
        errors: [{ field: 'url', message: 'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)' }],
      })
    }
    const badId = await client.post('/api/groups').json({ facebookGroupId: 'abc/posts' }).loginAs(owner).withCsrfToken()
    badId.assertStatus(422)
    badId.assertBodyContains({ errors: [{ field: 'facebookGroupId' }] })
    const longName = await client
      .post('/api/groups')
      .json({ url: 'facebook.com/groups/abc', name: 'x'.repeat(201) })
      .loginAs(owner)
      .withCsrfToken()
    longName.assertStatus(422)
    longName.assertBodyContains({ errors: [{ field: 'name', message: 'Group names are at most 200 characters.' }] })
  })

  test('connecting a group twice is a 409 that says "already connected"', async ({ client, assert }) => {
    const owner = await makeUser()
    const other = await makeUser()
    ;(await client.post('/api/groups').json({ url: 'facebook.com/groups/BookClub' }).loginAs(owner).withCsrfToken()).assertStatus(201)

    for (const body of [{ url: 'https://www.facebook.com/groups/bookclub/' }, { facebookGroupId: 'BOOKCLUB' }]) {
      const again = await client.post('/api/groups').json(body).loginAs(owner).withCsrfToken()
      again.assertStatus(409)
      again.assertBodyContains({ message: 'This Facebook group is already connected to your account.' })
      assert.include(again.body().message, 'already connected')
    }
    const elsewhere = await client.post('/api/groups').json({ url: 'facebook.com/groups/bookclub' }).loginAs(other).withCsrfToken()
    elsewhere.assertStatus(201)
  })

  test('needs a signed-in owner', async ({ client }) => {
    const response = await client.get('/api/groups')
    response.assertStatus(401)
    response.assertBody({ message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
  })

  test('scripts and the CLI connect and list groups with an API token', async ({ client }) => {
    const owner = await makeUser()
    const token = await User.accessTokens.create(owner, abilitiesFor('full'), { name: 'cli' })
    const created = await client.post('/api/groups').json({ url: 'facebook.com/groups/42' }).bearerToken(token.value!.release())
    created.assertStatus(201)
    const list = await client.get('/api/groups').bearerToken(token.value!.release())
    list.assertHeader('content-range', 'groups 0-0/1')
  })
})

test.group('Groups / list and details', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('lists only the owner\'s groups, newest first, the simple-rest way', async ({ client, assert }) => {
    const owner = await makeUser()
    const other = await makeUser()
    await makeGroup(owner, { name: 'Older', createdAt: DateTime.utc().minus({ days: 2 }) })
    await makeGroup(owner, { name: 'Newer' })
    await makeGroup(other, { name: 'Not yours' })

    const list = await client.get('/api/groups').loginAs(owner)
    list.assertStatus(200)
    list.assertHeader('content-range', 'groups 0-1/2')
    assert.deepEqual(list.body().map((g: { name: string }) => g.name), ['Newer', 'Older'])
    assert.deepEqual(Object.keys(list.body()[0]).sort(), GROUP_FIELDS)

    const searched = await client.get('/api/groups').qs({ filter: JSON.stringify({ q: 'OLD' }) }).loginAs(owner)
    searched.assertHeader('content-range', 'groups 0-0/1')
    assert.equal(searched.body()[0].name, 'Older')

    const wildcard = await client.get('/api/groups').qs({ filter: JSON.stringify({ q: '%' }) }).loginAs(owner)
    wildcard.assertHeader('content-range', 'groups */0')

    const sorted = await client.get('/api/groups').qs({ sort: '["name","ASC"]', range: '[1,1]' }).loginAs(owner)
    sorted.assertHeader('content-range', 'groups 1-1/2')
    assert.equal(sorted.body()[0].name, 'Older')

    const badSort = await client.get('/api/groups').qs({ sort: '["autoApprovalRate","ASC"]' }).loginAs(owner)
    badSort.assertStatus(422)
    badSort.assertBodyContains({ errors: [{ field: 'sort' }] })
  })

  test('computes the members approved, the auto-approval rate and today\'s requests from stored requests', async ({ client, assert }) => {
    const owner = await makeUser()
    const busy = await makeGroup(owner, { name: 'Busy' })
    const quiet = await makeGroup(owner, { name: 'Quiet' })
    const now = DateTime.utc()
    const yesterday = now.startOf('day').minus({ hours: 3 })
    await insertRequests(busy, [
      { status: 'approved', decision: 'approve', decidedBy: 'rules', decidedAt: now },
      { status: 'approved', decision: 'approve', decidedBy: 'rules', decidedAt: yesterday, createdAt: yesterday },
      { status: 'approved', decision: 'review', decidedBy: 'owner', decidedAt: now },
      { status: 'declined', decision: 'decline', decidedBy: 'rules', decidedAt: now, createdAt: yesterday },
      { status: 'pending' },
      { status: 'pending', createdAt: yesterday },
    ])

    const list = await client.get('/api/groups').qs({ sort: '["name","ASC"]' }).loginAs(owner)
    const [busyJson, quietJson] = list.body()
    // 3 members approved (by the rules or the owner); 2 of 4 decided requests approved by the rules; 3 of 6 captured today.
    assert.containsSubset(busyJson, { id: busy.id, memberCount: 3, autoApprovalRate: 50, todayRequests: 3 })
    assert.containsSubset(quietJson, { id: quiet.id, memberCount: 0, autoApprovalRate: 0, todayRequests: 0 })

    const one = await client.get(`/api/groups/${busy.id}`).loginAs(owner)
    one.assertStatus(200)
    one.assertBodyContains({ id: busy.id, memberCount: 3, autoApprovalRate: 50, todayRequests: 3 })

    // Sorting by memberCount sorts by the members approved.
    for (const [order, names] of [['DESC', ['Busy', 'Quiet']], ['ASC', ['Quiet', 'Busy']]] as const) {
      const sorted = await client.get('/api/groups').qs({ sort: `["memberCount","${order}"]` }).loginAs(owner)
      assert.deepEqual(sorted.body().map((group: { name: string }) => group.name), names)
    }
  })

  test('the members count shown and the members count sorted by are one figure', async ({ client, assert }) => {
    const owner = await makeUser()
    const two = await makeGroup(owner, { name: 'Two' })
    const none = await makeGroup(owner, { name: 'None' })
    const one = await makeGroup(owner, { name: 'One' })
    const now = DateTime.utc()
    await insertRequests(two, [
      { status: 'approved', decision: 'approve', decidedBy: 'rules', decidedAt: now },
      { status: 'approved', decision: 'review', decidedBy: 'owner', decidedAt: now },
      { status: 'declined', decision: 'decline', decidedBy: 'rules', decidedAt: now },
    ])
    await insertRequests(none, [{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }])
    await insertRequests(one, [{ status: 'approved', decision: 'approve', decidedBy: 'rules', decidedAt: now }, { status: 'pending' }])

    for (const [order, expected] of [
      ['DESC', [['Two', 2], ['One', 1], ['None', 0]]],
      ['ASC', [['None', 0], ['One', 1], ['Two', 2]]],
    ] as const) {
      const sorted = await client.get('/api/groups').qs({ sort: `["memberCount","${order}"]` }).loginAs(owner)
      sorted.assertStatus(200)
      const shown = sorted.body().map((group: { name: string; memberCount: number }) => [group.name, group.memberCount])
      assert.deepEqual(shown, expected)
    }
    // A page of one group shows the same count as the group on its own.
    const page = await client.get('/api/groups').qs({ sort: '["memberCount","DESC"]', range: '[0,0]' }).loginAs(owner)
    const alone = await client.get(`/api/groups/${two.id}`).loginAs(owner)
    assert.equal(page.body()[0].memberCount, alone.body().memberCount)
  })

  test('renames, describes and pauses a group', async ({ client }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner, { name: 'Before' })
    const response = await client
      .patch(`/api/groups/${group.id}`)
      .json({ name: ' After ', description: 'Now described', isActive: false, memberCount: 5 })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ id: group.id, name: 'After', description: 'Now described', isActive: false, memberCount: 0 })

    const partial = await client.patch(`/api/groups/${group.id}`).json({ isActive: true }).loginAs(owner).withCsrfToken()
    partial.assertBodyContains({ name: 'After', isActive: true })
    // PUT is kept for one release as an alias of PATCH: it too changes only what is sent.
    const byPut = await client.put(`/api/groups/${group.id}`).json({ description: 'By PUT' }).loginAs(owner).withCsrfToken()
    byPut.assertStatus(200)
    byPut.assertBodyContains({ name: 'After', description: 'By PUT', isActive: true })

    const emptied = await client.patch(`/api/groups/${group.id}`).json({ name: '' }).loginAs(owner).withCsrfToken()
    emptied.assertStatus(422)
    emptied.assertBodyContains({ errors: [{ field: 'name', message: 'Please enter a group name.' }] })
    const notBoolean = await client.patch(`/api/groups/${group.id}`).json({ isActive: 'perhaps' }).loginAs(owner).withCsrfToken()
    notBoolean.assertStatus(422)
    notBoolean.assertBodyContains({ errors: [{ field: 'isActive' }] })
  })

  test('disconnects a group together with its requests', async ({ client, assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    await insertRequests(group, [{}, {}])
    const response = await client.delete(`/api/groups/${group.id}`).loginAs(owner).withCsrfToken()
    response.assertStatus(200)
    response.assertBody({ id: group.id })
    assert.isNull(await db.from('groups').where('id', group.id).first())
    assert.lengthOf(await db.from('member_requests').where('group_id', group.id), 0)
    ;(await client.get(`/api/groups/${group.id}`).loginAs(owner)).assertStatus(404)
  })

  test("another owner's group is not found on any route, and stays as it was", async ({ client, assert }) => {
    const owner = await makeUser()
    const intruder = await makeUser()
    const group = await makeGroup(owner, { name: 'Private matters' })
    const base = `/api/groups/${group.id}`
    const attempts = [
      client.get(base),
      client.put(base).json({ name: 'Taken over' }),
      client.delete(base),
      client.post(`${base}/update-picture`),
      client.get(`${base}/auto-approval`),
      client.post(`${base}/auto-approval`).json({ enabled: true }),
      client.post(`${base}/auto-approval/preview`).json({ enabled: true }),
      client.get(`${base}/welcome-message`),
      client.post(`${base}/welcome-message`).json({ enabled: true, message: 'Hi {name}' }),
    ]
    for (const attempt of attempts) {
      const response = await attempt.loginAs(intruder).withCsrfToken()
      response.assertStatus(404)
      response.assertBody({ message: 'Group not found.', code: 'E_NOT_FOUND' })
    }
    await group.refresh()
    assert.equal(group.name, 'Private matters')
    assert.isFalse(group.autoApproval.enabled)
    assert.isFalse(group.welcomeMessage.enabled)

    ;(await client.get('/api/groups/999999999').loginAs(owner)).assertStatus(404)
    ;(await client.get('/api/groups/abc').loginAs(owner)).assertStatus(404)
  })
})
