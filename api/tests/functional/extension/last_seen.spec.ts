import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { applicant, setRules } from '#tests/helpers/requests'
import { forgetHealthNeverReported } from '#database/migrations/6280_take_extension_health_from_its_reports'

async function lastSeen(userId: number): Promise<Date | null> {
  const row = await db.from('extension_installations').where('user_id', userId).select('last_seen_at').first()
  return row ? new Date(row.last_seen_at) : null
}

async function seenAgo(userId: number, seconds: number) {
  await db
    .from('extension_installations')
    .where('user_id', userId)
    .update({ last_seen_at: new Date(Date.now() - seconds * 1000) })
  return lastSeen(userId)
}

test.group('Chrome extension / last seen', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('every call of the extension marks it seen, at most once a minute', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true })
    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()

    // The first call records the installation, as connected with the token it used; whether it
    // can read Facebook's page is unknown until it reports on one.
    const captured = await client
      .post('/api/extension/requests')
      .json({ facebookGroupId: record.facebookGroupId, requests: [applicant()] })
      .bearerToken(token)
    captured.assertStatus(200)
    const status = await client.get('/api/extension/status').loginAs(owner)
    assert.deepInclude(status.body(), { installed: true, connected: true, health: 'unknown' })
    assert.isBelow(Math.abs(Date.parse(status.body().lastSeenAt) - Date.now()), 60_000)

    const [approve] = (await client.get('/api/extension/actions').loginAs(owner)).body()
    const calls: [string, (api: ApiClient) => Promise<unknown>][] = [
      ['capture', (api) => api.post('/api/extension/requests').json({ facebookGroupId: record.facebookGroupId, requests: [applicant()] }).bearerToken(token)],
      ['actions', (api) => api.get('/api/extension/actions').bearerToken(token)],
      ['action result', (api) => api.post(`/api/extension/actions/${approve.id}/result`).json({ status: 'done' }).bearerToken(token)],
      [
        'summary',
        (api) => api.get('/api/extension/summary').qs({ facebookGroupId: record.facebookGroupId, since: new Date(0).toISOString() }).bearerToken(token),
      ],
    ]
    for (const [name, call] of calls) {
      const recent = await seenAgo(owner.id, 30)
      await call(client)
      assert.equal((await lastSeen(owner.id))!.getTime(), recent!.getTime(), `${name} within the minute writes nothing`)

      const stale = await seenAgo(owner.id, 90)
      await call(client)
      assert.isAbove((await lastSeen(owner.id))!.getTime(), stale!.getTime() + 60_000, `${name} marks the extension seen`)
    }
  })

  test("the web app's own calls are not the extension's", async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await client.get('/api/extension/actions').loginAs(owner)
    await client.get('/api/extension/summary').qs({ facebookGroupId: record.facebookGroupId, since: new Date(0).toISOString() }).loginAs(owner)
    assert.isNull(await lastSeen(owner.id))

    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()
    await client.get('/api/extension/actions').bearerToken(token)
    const stale = await seenAgo(owner.id, 120)
    await client.get('/api/extension/actions').loginAs(owner)
    assert.equal((await lastSeen(owner.id))!.getTime(), stale!.getTime())
  })

  test("an owner's calls mark only their own extension", async ({ client, assert }) => {
    const alice = await makeUser()
    const bob = await makeUser()
    const tokens = await Promise.all(
      [alice, bob].map(async (owner) => (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body().token)
    )
    for (const token of tokens) await client.get('/api/extension/actions').bearerToken(token)
    const bobSeen = await seenAgo(bob.id, 300)
    await seenAgo(alice.id, 300)
    await client.get('/api/extension/actions').bearerToken(tokens[0])
    assert.isBelow(Date.now() - (await lastSeen(alice.id))!.getTime(), 60_000)
    assert.equal((await lastSeen(bob.id))!.getTime(), bobSeen!.getTime())
  })

  test('an installation only ever seen, from before health came from reports, upgrades to unknown', async ({ assert }) => {
    const seen = await makeUser()
    const reported = await makeUser()
    const now = new Date()
    await db.table('extension_installations').multiInsert([
      { user_id: seen.id, health: 'ok', version: null, last_seen_at: now, health_changed_at: now },
      { user_id: reported.id, health: 'ok', version: '0.1.0', last_seen_at: now, health_changed_at: now },
    ])
    await forgetHealthNeverReported(db.connection())
    const rows = await db.from('extension_installations').whereIn('user_id', [seen.id, reported.id]).orderBy('user_id').select('user_id', 'health')
    assert.deepEqual(rows, [
      { user_id: seen.id, health: 'unknown' },
      { user_id: reported.id, health: 'ok' },
    ])
  })
})

test.group('Chrome extension / a report racing its other calls', () => {
  // Outside a test transaction, so the calls really run at once on their own connections.
  test('a first health report that races the calls marking the extension seen is never lost', async ({ client, assert, cleanup }) => {
    const owner = await makeUser()
    cleanup(async () => {
      await db.from('users').where('id', owner.id).delete()
    })
    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()
    const answers = await Promise.all([
      client.post('/api/extension/health').json({ status: 'ok', pageUrl: 'https://www.facebook.com/groups/1/member-requests' }).bearerToken(token),
      client.get('/api/extension/actions').bearerToken(token),
      client.get('/api/extension/actions').bearerToken(token),
      client.get('/api/extension/actions').bearerToken(token),
    ])
    assert.deepEqual(answers.map((answer) => answer.status()), [200, 200, 200, 200])
    const row = await db.from('extension_installations').where('user_id', owner.id).first()
    assert.equal(row.health, 'ok')
  })
})

