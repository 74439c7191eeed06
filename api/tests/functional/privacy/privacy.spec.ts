import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import EraseExpiredContacts from '#jobs/erase_expired_contacts'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'

test.group('Privacy', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('reads and saves the owner’s settings, refusing a retention outside 1–3650 days', async ({ client }) => {
    const owner = await makeUser()
    const initial = await client.get('/api/settings/privacy').loginAs(owner)
    initial.assertBody({ eraseAfterDelivery: false, retentionDays: null })

    for (const retentionDays of [0, 3651, 1.5, 'soon']) {
      const response = await client.put('/api/settings/privacy').json({ retentionDays }).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'retentionDays' }] })
    }
    const saved = await client.put('/api/settings/privacy').json({ retentionDays: 30 }).loginAs(owner).withCsrfToken()
    saved.assertBody({ eraseAfterDelivery: false, retentionDays: 30 })
    const both = await client.put('/api/settings/privacy').json({ eraseAfterDelivery: true }).loginAs(owner).withCsrfToken()
    both.assertBody({ eraseAfterDelivery: true, retentionDays: 30 })
    const cleared = await client.put('/api/settings/privacy').json({ retentionDays: null }).loginAs(owner).withCsrfToken()
    cleared.assertBody({ eraseAfterDelivery: true, retentionDays: null })
  })

  test('erases one person’s data by email on request, in the owner’s groups only', async ({ client, assert }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const ids = await insertRequests(await makeGroup(owner), [
      { email: 'Person@Example.com', phone: '+15550001234', answers: [{ question: 'Email?', answer: 'person@example.com' }] },
      { email: 'person@example.com' },
      { email: 'someone.else@example.com' },
    ])
    const [othersId] = await insertRequests(await makeGroup(other), [{ email: 'person@example.com' }])

    const bad = await client.post('/api/privacy/erase').json({ email: 'nope' }).loginAs(owner).withCsrfToken()
    bad.assertStatus(422)
    const response = await client.post('/api/privacy/erase').json({ email: 'person@example.com' }).loginAs(owner).withCsrfToken()
    response.assertBody({ erased: 2 })
    const rows = await db.from('member_requests').whereIn('id', ids).orderBy('id')
    assert.deepEqual(rows.map((row) => row.email), [null, null, 'someone.else@example.com'])
    assert.isNull(rows[0].phone)
    assert.deepEqual(rows[0].answers, [])
    assert.equal((await db.from('member_requests').where('id', othersId).firstOrFail()).email, 'person@example.com')
  })

  test('the daily job erases contact data older than each owner’s retention period', async ({ assert }) => {
    const owner = await makeUser()
    const keepsAll = await makeUser()
    await db.table('privacy_settings').insert({ user_id: owner.id, erase_after_delivery: false, retention_days: 30 })
    const [old, recent] = await insertRequests(await makeGroup(owner), [
      { email: 'old@example.com', createdAt: DateTime.utc().minus({ days: 31 }) },
      { email: 'recent@example.com', createdAt: DateTime.utc().minus({ days: 29 }) },
    ])
    const [untouched] = await insertRequests(await makeGroup(keepsAll), [{ email: 'kept@example.com', createdAt: DateTime.utc().minus({ days: 400 }) }])

    await new EraseExpiredContacts().handle()
    assert.isNull((await db.from('member_requests').where('id', old).firstOrFail()).email)
    assert.equal((await db.from('member_requests').where('id', recent).firstOrFail()).email, 'recent@example.com')
    assert.equal((await db.from('member_requests').where('id', untouched).firstOrFail()).email, 'kept@example.com')
    assert.equal(EraseExpiredContacts.cron, '15 3 * * *')
  })
})
