import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { useExtensionPackageDir } from '#services/extension/extension_package'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import OutboxMessage from '#models/outbox_message'
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
  install: { chromeWebStoreUrl: null, downloadUrl: null },
}

test.group('Chrome extension', (group) => {
  // No packaged extension here, whatever this checkout has built.
  group.setup(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'joinflow-extension-'))
    const restore = useExtensionPackageDir(dir)
    return async () => {
      restore()
      await rm(dir, { recursive: true, force: true })
    }
  })
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
        { field: 'status', message: 'Report the health as unknown, ok, markup_changed, language_unsupported or error.' },
        { field: 'pageUrl', message: 'The pageUrl must be an http or https address.' },
      ],
    })
  })

  test('health comes from reports: unknown until a page is read, and an unknown report hides nothing known', async ({ client, assert }) => {
    const owner = await makeUser()
    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()
    // What a freshly connected extension sends: it is here, it has read no page yet.
    await client.post('/api/extension/health').json({ status: 'unknown', version: '0.2.0' }).bearerToken(token)
    assert.deepInclude((await client.get('/api/extension/status').loginAs(owner)).body(), {
      installed: true,
      connected: true,
      health: 'unknown',
    })

    const detail = 'Facebook is shown in a language the extension does not read yet (the page\'s language is "nl").'
    await client.post('/api/extension/health').json({ status: 'language_unsupported', detail }).bearerToken(token)
    await client.post('/api/extension/health').json({ status: 'unknown' }).bearerToken(token)
    assert.deepInclude((await client.get('/api/extension/status').loginAs(owner)).body(), {
      health: 'language_unsupported',
      healthDetail: detail,
    })
  })

  test('tells the owner once per incident, under the bell and by email, until a page reads cleanly again', async ({ client, assert }) => {
    const owner = await makeUser()
    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()
    const report = (body: Record<string, unknown>) => client.post('/api/extension/health').json(body).bearerToken(token)
    const incidents = () => db.from('notifications').where('user_id', owner.id).where('kind', 'extension_unhealthy').orderBy('id')
    const emails = () => OutboxMessage.query().where('toAddress', owner.email).orderBy('id')
    const pageUrl = 'https://www.facebook.com/groups/123/member-requests'

    const detail = "Facebook's page shows request cards the extension cannot read (missing: name)."
    ;(await report({ status: 'markup_changed', detail, pageUrl, version: '0.2.0' })).assertStatus(200)
    await report({ status: 'markup_changed', detail, pageUrl })
    await report({ status: 'language_unsupported', detail: 'Dutch', pageUrl })
    await report({ status: 'unknown' })
    assert.lengthOf(await incidents(), 1)
    const [first] = await emails()
    assert.lengthOf(await emails(), 1)
    assert.equal(first!.subject, 'JoinFlow cannot read your Facebook member requests')
    assert.include(first!.textBody, detail)
    assert.include(first!.textBody, pageUrl)
    assert.include(first!.textBody, 'Requests it already captured are kept.')
    assert.include(first!.textBody, 'What to do: Facebook has changed its member-requests page.')
    const bell = (await client.get('/api/notifications').loginAs(owner)).body()
    assert.deepInclude(bell.items[0], { kind: 'extension_unhealthy', title: 'Facebook changed its page: requests cannot be read', link: '/' })

    // A page read cleanly ends the incident; the next problem is a new one, with its own email.
    await report({ status: 'ok', pageUrl })
    assert.isNotNull((await incidents())[0].resolved_at)
    await report({ status: 'language_unsupported', detail: 'Facebook is shown in a language the extension does not read yet.', pageUrl })
    await report({ status: 'language_unsupported', detail: 'again', pageUrl })
    assert.lengthOf(await incidents(), 2)
    const sent = await emails()
    assert.deepEqual(
      sent.map(({ subject }) => subject),
      ['JoinFlow cannot read your Facebook member requests', 'JoinFlow does not read Facebook in your language yet']
    )
    assert.include(sent[1]!.textBody, 'Switch Facebook to English, Spanish, Portuguese, French, German, Italian or Indonesian')

    // Another owner's incidents are their own.
    const bob = await makeUser()
    const bobToken = (await client.post('/api/extension/connect').loginAs(bob).withCsrfToken()).body().token
    await client.post('/api/extension/health').json({ status: 'markup_changed', detail: 'x' }).bearerToken(bobToken)
    assert.lengthOf(await incidents(), 2)
    assert.lengthOf(await OutboxMessage.query().where('toAddress', bob.email), 1)
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
