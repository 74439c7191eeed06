import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Integration from '#models/integration'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import { DeliveryRunner } from '#services/deliveries/delivery_runner'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { allowPrivateNetwork, overrideBaseUrls } from '#tests/helpers/local_platform'
import { type FakePlatform, startFakePlatform } from '#tests/support/fake_platforms/index'

/*
 * SMS platforms that keep contacts put each new member on the list (or
 * group) the owner names. The list ID travels from the add form through
 * the test and the save, is kept and shown, can be changed, and reaches
 * the platform's documented contact call (the local platforms refuse
 * anything else). Deliveries commit as in production, so these tests use
 * their own owners instead of a rolled-back transaction.
 */
const WITH_LISTS = ['clicksend', 'simpletexting', 'eztexting', 'textmagic', 'messagebird'] as const

/** The fake's valid credentials as the add form sends them: the key, the list, and the platform's other fields. */
function formOf(fake: FakePlatform) {
  const { apiKey, listId, ...rest } = fake.credentials
  const credentials = Object.fromEntries(Object.entries(rest).filter(([, value]) => typeof value === 'string')) as Record<string, string>
  return { platform: fake.platform, apiKey: String(apiKey), listId: String(listId), credentials }
}

async function approvedMember(owner: { id: number }, groupRecord: Awaited<ReturnType<typeof makeGroup>>) {
  const [requestId] = await insertRequests(groupRecord, [{ name: 'Ann Lee', phone: '+15551230001' }])
  await new DecideByHand().handle({ userId: owner.id, ids: [requestId], action: 'approve' })
  await db.from('member_requests').where('id', requestId).update({ welcome_message: 'Welcome to the group, Ann!' })
  return requestId
}

async function deliverAll(integrationId: number) {
  const rows = await db.from('deliveries').where('integration_id', integrationId)
  await new DeliveryRunner().run(rows.map((row) => Number(row.id)))
  return db.from('deliveries').where('integration_id', integrationId)
}

for (const platform of WITH_LISTS) {
  test.group(`SMS integrations / ${platform} contact list`, (group) => {
    let fake: FakePlatform
    let restore: () => void
    group.setup(() => allowPrivateNetwork())
    group.setup(async () => {
      fake = await startFakePlatform(platform)
      restore = overrideBaseUrls({ [platform]: fake.url })
    })
    group.teardown(async () => {
      restore()
      await fake.close()
    })
    group.each.setup(() => fake.reset())

    test('the list ID is tested, kept, shown and every new member joins that list', async ({ client, assert }) => {
      const owner = await makeUser()
      const groupRecord = await makeGroup(owner)
      const form = formOf(fake)

      const tested = await client.post('/api/integrations/sms/test').json(form).loginAs(owner).withCsrfToken()
      tested.assertStatus(200)
      const created = await client
        .post('/api/integrations/sms')
        .json({ ...form, sendWelcomeSms: true })
        .loginAs(owner)
        .withCsrfToken()
      created.assertStatus(201)
      created.assertBodyContains({ platform, listId: form.listId, sendWelcomeSms: true })
      assert.notProperty(created.body(), 'credentials')

      const listed = await client.get('/api/integrations/sms').loginAs(owner)
      listed.assertBodyContains([{ id: created.body().id, listId: form.listId }])
      const stored = await Integration.findOrFail(created.body().id)
      assert.equal(stored.listId, form.listId)
      assert.equal(stored.credentialsFor().listId, form.listId)

      await approvedMember(owner, groupRecord)
      const [delivery] = await deliverAll(stored.id)
      assert.equal(delivery.status, 'delivered', delivery.last_error)
      const members = fake.listMembers(form.listId)
      assert.lengthOf(members, 1, `the member is not on list ${form.listId}`)
      assert.include(members[0].replace(/\D/g, ''), '5551230001')
      assert.lengthOf(fake.state.sent, 1)
    })

    test('a list ID given among the credentials counts as the list, and the settings change it', async ({ client, assert }) => {
      const owner = await makeUser()
      const { listId, ...form } = formOf(fake)
      const created = await client
        .post('/api/integrations/sms')
        .json({ ...form, credentials: { ...form.credentials, listId } })
        .loginAs(owner)
        .withCsrfToken()
      created.assertStatus(201)
      created.assertBodyContains({ listId })

      const cleared = await client.patch(`/api/integrations/sms/${created.body().id}`).json({ listId: null }).loginAs(owner).withCsrfToken()
      cleared.assertStatus(200)
      cleared.assertBodyContains({ listId: null })
      const again = await client.patch(`/api/integrations/sms/${created.body().id}`).json({ listId }).loginAs(owner).withCsrfToken()
      again.assertBodyContains({ listId })
      assert.equal((await Integration.findOrFail(created.body().id)).listId, listId)
    })
  })
}

test.group('SMS integrations / a contact list the account lacks', (group) => {
  let fake: FakePlatform
  let restore: () => void
  group.setup(() => allowPrivateNetwork())
  group.setup(async () => {
    fake = await startFakePlatform('clicksend')
    restore = overrideBaseUrls({ clicksend: fake.url })
  })
  group.teardown(async () => {
    restore()
    await fake.close()
  })

  test('is refused when testing, connecting and changing, with nothing saved', async ({ client, assert }) => {
    const owner = await makeUser()
    const form = { ...formOf(fake), listId: '999' }
    for (const path of ['/api/integrations/sms/test', '/api/integrations/sms']) {
      const refused = await client.post(path).json(form).loginAs(owner).withCsrfToken()
      refused.assertStatus(422)
      refused.assertBodyContains({ code: 'E_CONNECTION_FAILED', message: 'The platform could not find the list or account (HTTP 404).' })
    }
    assert.lengthOf(await Integration.query().where('userId', owner.id), 0)

    const created = await client.post('/api/integrations/sms').json(formOf(fake)).loginAs(owner).withCsrfToken()
    const changed = await client.patch(`/api/integrations/sms/${created.body().id}`).json({ listId: '999' }).loginAs(owner).withCsrfToken()
    changed.assertStatus(422)
    assert.equal((await Integration.findOrFail(created.body().id)).listId, fake.credentials.listId)
  })

  test('a list ID over 200 characters gets the field message', async ({ client }) => {
    const owner = await makeUser()
    const refused = await client
      .post('/api/integrations/sms')
      .json({ ...formOf(fake), listId: 'x'.repeat(201) })
      .loginAs(owner)
      .withCsrfToken()
    refused.assertStatus(422)
    refused.assertBodyContains({ errors: [{ field: 'listId', message: 'List IDs are at most 200 characters.' }] })
  })
})
