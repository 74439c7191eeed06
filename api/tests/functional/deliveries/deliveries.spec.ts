import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Integration from '#models/integration'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'

async function webhookOf(owner: User, name: string) {
  const integration = new Integration()
  integration.fill({
    userId: owner.id,
    kind: 'webhook',
    platform: 'webhook',
    name,
    listId: null,
    authMethod: 'api_key',
    settings: { url: 'https://hooks.example.com/x', trigger: 'approved' },
    groupIds: null,
    isActive: true,
    status: 'connected',
  })
  integration.storeCredentials({ secret: 'whsec_test_0000' })
  await integration.save()
  return integration
}

/** An owner with two webhooks and three approved members: six queued deliveries. */
async function seed() {
  const owner = await makeUser()
  const group = await makeGroup(owner)
  const first = await webhookOf(owner, 'First hook')
  const second = await webhookOf(owner, 'Second hook')
  const ids = await insertRequests(group, [
    { name: 'Ann Lee', email: 'ann@example.com' },
    { name: 'Bob Roe', email: 'bob@example.com' },
    { name: 'Cy Poe', email: 'cy@example.com' },
  ])
  await new DecideByHand().handle({ userId: owner.id, ids, action: 'approve' })
  return { owner, group, first, second, ids }
}

test.group('Deliveries API', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('lists the owner’s deliveries, filtered and paged the simple-rest way', async ({ client, assert }) => {
    const { owner, first, ids } = await seed()
    await seed()
    const failedId = (await db.from('deliveries').where('integration_id', first.id).where('member_request_id', ids[0]).firstOrFail()).id
    await db.from('deliveries').where('id', failedId).update({ status: 'failed', last_error: 'Gone.', last_status_code: 410, attempts: 1 })

    const all = await client.get('/api/deliveries').loginAs(owner)
    all.assertStatus(200)
    assert.lengthOf(all.body(), 6)
    assert.equal(all.header('content-range'), 'deliveries 0-5/6')
    assert.sameMembers(Object.keys(all.body()[0]), [
      'id',
      'memberRequestId',
      'memberName',
      'integrationId',
      'integrationName',
      'integrationType',
      'platform',
      'status',
      'attempts',
      'lastError',
      'lastStatusCode',
      'nextAttemptAt',
      'deliveredAt',
      'createdAt',
      'approvedAt',
    ])

    const failed = await client.get('/api/deliveries').qs({ filter: JSON.stringify({ status: 'failed' }) }).loginAs(owner)
    assert.containsSubset(failed.body(), [{ id: Number(failedId), memberName: 'Ann Lee', integrationName: 'First hook', lastError: 'Gone.', lastStatusCode: 410 }])
    assert.lengthOf(failed.body(), 1)

    const byIntegration = await client.get('/api/deliveries').qs({ filter: JSON.stringify({ integrationId: first.id }) }).loginAs(owner)
    assert.lengthOf(byIntegration.body(), 3)
    const byRequest = await client.get('/api/deliveries').qs({ filter: JSON.stringify({ requestId: ids[1] }) }).loginAs(owner)
    assert.lengthOf(byRequest.body(), 2)
    const page = await client.get('/api/deliveries').qs({ range: '[2,3]', sort: '["createdAt","ASC"]' }).loginAs(owner)
    assert.lengthOf(page.body(), 2)
    assert.equal(page.header('content-range'), 'deliveries 2-3/6')

    const bad = await client.get('/api/deliveries').qs({ filter: JSON.stringify({ status: 'lost' }) }).loginAs(owner)
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'filter.status' }] })
  })

  test('still answers the deprecated json-server paging and plain filters alike, for one release', async ({ client, assert }) => {
    const { owner, first } = await seed()
    const page = await client.get('/api/deliveries').qs({ _start: 2, _end: 4, _sort: 'createdAt', _order: 'ASC' }).loginAs(owner)
    const same = await client.get('/api/deliveries').qs({ range: '[2,3]', sort: '["createdAt","ASC"]' }).loginAs(owner)
    assert.equal(page.header('content-range'), 'deliveries 2-3/6')
    assert.deepEqual(page.body(), same.body())

    const byIntegration = await client.get('/api/deliveries').qs({ integrationId: first.id }).loginAs(owner)
    assert.lengthOf(byIntegration.body(), 3)
    const bad = await client.get('/api/deliveries').qs({ status: 'lost' }).loginAs(owner)
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'status' }] })
  })

  test('shows delivery chips on member requests', async ({ client, assert }) => {
    const { owner, ids } = await seed()
    const list = await client.get('/api/requests').loginAs(owner)
    list.assertStatus(200)
    for (const request of list.body()) {
      assert.lengthOf(request.deliveries, 2)
      assert.containsSubset(request.deliveries, [{ integrationName: 'First hook', integrationType: 'webhook', status: 'queued' }])
    }
    const detail = await client.get(`/api/requests/${ids[2]}`).loginAs(owner)
    assert.lengthOf(detail.body().deliveries, 2)
  })

  test('retries a delivery, queueing a new job; another owner’s delivery is a 404', async ({ client, assert }) => {
    const { owner, first, ids } = await seed()
    const stranger = await makeUser()
    const delivery = await db.from('deliveries').where('integration_id', first.id).where('member_request_id', ids[0]).firstOrFail()
    await db.from('deliveries').where('id', delivery.id).update({ status: 'failed', last_error: 'Refused.' })

    const retried = await client.post(`/api/deliveries/${delivery.id}/retry`).loginAs(owner).withCsrfToken()
    retried.assertStatus(200)
    retried.assertBodyContains({ id: Number(delivery.id), status: 'queued', nextAttemptAt: null })
    const jobs = await db.rawQuery(`SELECT count(*) AS total FROM pgboss.job WHERE name = 'deliveries.deliver' AND data->>'deliveryId' = ?`, [
      String(delivery.id),
    ])
    assert.equal(Number(jobs.rows[0].total), 2)

    await db.from('deliveries').where('id', delivery.id).update({ status: 'delivered' })
    const done = await client.post(`/api/deliveries/${delivery.id}/retry`).loginAs(owner).withCsrfToken()
    done.assertBodyContains({ status: 'delivered' })

    for (const request of [client.get(`/api/deliveries/${delivery.id}`), client.post(`/api/deliveries/${delivery.id}/retry`)]) {
      const response = await request.loginAs(stranger).withCsrfToken()
      response.assertStatus(404)
      response.assertBodyContains({ message: 'Delivery not found.' })
    }
    const foreignList = await client.get('/api/deliveries').loginAs(stranger)
    assert.lengthOf(foreignList.body(), 0)
  })
})
