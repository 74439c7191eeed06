import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { applicant, capture, setRules } from '#tests/helpers/requests'

const NOT_INSTALLED = {
  installed: false,
  connected: false,
  lastSeenAt: null,
  version: null,
  health: null,
  healthDetail: null,
  pageUrl: null,
}

test.group('Chrome extension', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('connect mints a fresh "Chrome extension" token and revokes the earlier one', async ({ client, assert }) => {
    const owner = await makeUser()
    const other = (await client.post('/api/tokens').json({ name: 'CLI' }).loginAs(owner).withCsrfToken()).body()
    const first = await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()
    first.assertStatus(201)
    assert.match(first.body().token, /^jf_/)
    assert.equal(first.body().name, 'Chrome extension')
    ;(await client.get('/api/auth/user').bearerToken(first.body().token)).assertStatus(200)

    const second = await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()
    second.assertStatus(201)
    ;(await client.get('/api/auth/user').bearerToken(first.body().token)).assertStatus(401)
    ;(await client.get('/api/auth/user').bearerToken(second.body().token)).assertStatus(200)
    ;(await client.get('/api/auth/user').bearerToken(other.token)).assertStatus(200)
    const names = await db.from('auth_access_tokens').where('tokenable_id', owner.id).orderBy('id').select('name')
    assert.deepEqual(names.map(({ name }) => name), ['CLI', 'Chrome extension'])
  })

  test('status says not installed until the extension reports, then connected and seen', async ({ client, assert }) => {
    const owner = await makeUser()
    const before = await client.get('/api/extension/status').loginAs(owner)
    before.assertStatus(200)
    before.assertBody(NOT_INSTALLED)

    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()
    const report = await client
      .post('/api/extension/health')
      .json({ status: 'ok', version: '0.2.0', pageUrl: 'https://www.facebook.com/groups/123/member-requests' })
      .bearerToken(token)
    report.assertStatus(200)
    const after = await client.get('/api/extension/status').loginAs(owner)
    assert.deepInclude(after.body(), {
      installed: true,
      connected: true,
      version: '0.2.0',
      health: 'ok',
      healthDetail: null,
      pageUrl: 'https://www.facebook.com/groups/123/member-requests',
    })
    assert.isBelow(Math.abs(Date.parse(after.body().lastSeenAt) - Date.now()), 60_000)

    // Connecting again revokes the token the extension used, until it calls with the new one.
    await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()
    assert.isFalse((await client.get('/api/extension/status').loginAs(owner)).body().connected)
  })

  test('a changed-markup report is kept with its detail until the extension reports ok again', async ({ client, assert }) => {
    const owner = await makeUser()
    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()
    const detail = 'Request cards are on the page but their names could not be read.'
    await client.post('/api/extension/health').json({ status: 'markup_changed', detail, version: '0.2.0' }).bearerToken(token)
    assert.deepInclude((await client.get('/api/extension/status').loginAs(owner)).body(), {
      health: 'markup_changed',
      healthDetail: detail,
      version: '0.2.0',
    })
    await client.post('/api/extension/health').json({ status: 'ok' }).bearerToken(token)
    assert.deepInclude((await client.get('/api/extension/status').loginAs(owner)).body(), {
      health: 'ok',
      healthDetail: null,
      version: '0.2.0',
    })
  })

  test('bad health reports answer 422 with field messages', async ({ client }) => {
    const owner = await makeUser()
    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()
    const response = await client
      .post('/api/extension/health')
      .json({ status: 'broken', pageUrl: 'javascript:alert(1)' })
      .bearerToken(token)
    response.assertStatus(422)
    response.assertBodyContains({
      code: 'E_VALIDATION_ERROR',
      errors: [
        { field: 'status', message: 'Report the health as ok, markup_changed or error.' },
        { field: 'pageUrl', message: 'The pageUrl must be an http or https address.' },
      ],
    })
  })

  test("each owner sees only their own extension's state", async ({ client, assert }) => {
    const alice = await makeUser()
    const bob = await makeUser()
    const { token } = (await client.post('/api/extension/connect').loginAs(alice).withCsrfToken()).body()
    await client.post('/api/extension/health').json({ status: 'error', detail: 'x', version: '1.0.0' }).bearerToken(token)
    assert.isTrue((await client.get('/api/extension/status').loginAs(alice)).body().installed)
    ;(await client.get('/api/extension/status').loginAs(bob)).assertBody(NOT_INSTALLED)
  })

  test("the summary names the page's group and counts its requests since the given time", async ({ client, assert }) => {
    const owner = await makeUser()
    const dogs = await makeGroup(owner, { name: 'Dog Owners' })
    await setRules(dogs, { enabled: true, requireEmail: true })
    await capture(client, owner, dogs.facebookGroupId, [
      applicant(),
      applicant(),
      applicant({ answers: [{ question: 'Why?', answer: 'no email here' }] }),
    ])
    const since = new Date(Date.now() - 3_600_000).toISOString()
    const summary = await client.get('/api/extension/summary').qs({ facebookGroupId: dogs.facebookGroupId, since }).loginAs(owner)
    summary.assertStatus(200)
    assert.deepEqual(summary.body(), {
      group: { id: dogs.id, name: 'Dog Owners', facebookGroupId: dogs.facebookGroupId },
      today: { captured: 3, approved: 2, declined: 0 },
    })

    const later = new Date(Date.now() + 3_600_000).toISOString()
    const none = await client.get('/api/extension/summary').qs({ facebookGroupId: dogs.facebookGroupId, since: later }).loginAs(owner)
    assert.deepEqual(none.body().today, { captured: 0, approved: 0, declined: 0 })

    const bob = await makeUser()
    const hidden = await client.get('/api/extension/summary').qs({ facebookGroupId: dogs.facebookGroupId, since }).loginAs(bob)
    assert.deepEqual(hidden.body(), { group: null, today: { captured: 0, approved: 0, declined: 0 } })

    const bad = await client.get('/api/extension/summary').qs({ since: 'yesterday' }).loginAs(owner)
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'facebookGroupId' }, { field: 'since' }] })
  })

  test('every route needs a signed-in owner or a token', async ({ client }) => {
    ;(await client.get('/api/extension/status')).assertStatus(401)
    ;(await client.post('/api/extension/health').json({ status: 'ok' }).bearerToken('jf_MQ.bm90LWEtcmVhbC10b2tlbg')).assertStatus(401)
  })
})
