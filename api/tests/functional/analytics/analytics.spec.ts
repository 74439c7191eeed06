import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Integration from '#models/integration'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { approvalRate } from '@joinflow/rules/figures'

const day = (date: string, hour = 12) => DateTime.fromISO(`${date}T${String(hour).padStart(2, '0')}:00:00Z`)

test.group('Analytics', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('charts requests per day, approval rate per group, decline reasons and deliveries per integration', async ({ client, assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    const dogs = await makeGroup(owner, { name: 'Dogs' })
    const cats = await makeGroup(owner, { name: 'Cats' })
    const ids = await insertRequests(dogs, [
      { status: 'approved', createdAt: day('2026-03-01', 9) },
      { status: 'approved', createdAt: day('2026-03-01', 23) },
      { status: 'declined', createdAt: day('2026-03-02') },
      { status: 'pending', createdAt: day('2026-03-03') },
      { status: 'approved', createdAt: day('2026-02-20') },
    ])
    await insertRequests(cats, [
      { status: 'declined', createdAt: day('2026-03-02') },
      { status: 'declined', createdAt: day('2026-03-03') },
    ])
    await insertRequests(await makeGroup(stranger), [{ status: 'approved', createdAt: day('2026-03-01') }])
    await db.from('member_requests').where('group_id', dogs.id).where('status', 'declined').update({ reasons: JSON.stringify(['No email given']) })
    await db
      .from('member_requests')
      .where('group_id', cats.id)
      .update({ reasons: JSON.stringify(['No email given', 'Blocked keyword "spam"']) })

    const hook = new Integration()
    hook.fill({
      userId: owner.id,
      kind: 'webhook',
      platform: 'webhook',
      name: 'CRM',
      listId: null,
      authMethod: 'api_key',
      settings: { url: 'https://hooks.example.com' },
      groupIds: null,
      isActive: true,
      status: 'connected',
    })
    await hook.save()
    const approvedAt = day('2026-03-01', 9).toJSDate()
    const deliveries = [
      { member_request_id: ids[0], status: 'delivered', delayMs: 200 },
      { member_request_id: ids[1], status: 'delivered', delayMs: 600 },
      { member_request_id: ids[2], status: 'failed', delayMs: null },
    ]
    await db.table('deliveries').multiInsert(
      deliveries.map(({ member_request_id, status, delayMs }) => ({
        user_id: owner.id,
        member_request_id,
        integration_id: hook.id,
        status,
        approved_at: approvedAt,
        delivered_at: delayMs === null ? null : new Date(approvedAt.getTime() + delayMs),
        created_at: approvedAt,
      }))
    )

    const response = await client.get('/api/analytics').qs({ from: '2026-03-01', to: '2026-03-03' }).loginAs(owner)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.from, '2026-03-01')
    assert.equal(body.to, '2026-03-03')
    assert.deepEqual(body.requestsPerDay, [
      { date: '2026-03-01', approved: 2, pending: 0, declined: 0 },
      { date: '2026-03-02', approved: 0, pending: 0, declined: 2 },
      { date: '2026-03-03', approved: 0, pending: 1, declined: 1 },
    ])
    assert.deepEqual(body.approvalRateByGroup, [
      { groupId: cats.id, groupName: 'Cats', approved: 0, declined: 2, pending: 0, approvalRate: 0 },
      { groupId: dogs.id, groupName: 'Dogs', approved: 2, declined: 1, pending: 1, approvalRate: 67 },
    ])
    assert.deepEqual(body.topDeclineReasons, [
      { reason: 'No email given', count: 3 },
      { reason: 'Blocked keyword "spam"', count: 2 },
    ])
    assert.deepEqual(body.deliveriesByIntegration, [
      { integrationId: hook.id, name: 'CRM', type: 'webhook', platform: 'webhook', delivered: 2, failed: 1, successRate: 67, medianDelayMs: 400 },
    ])

    const oneGroup = await client.get('/api/analytics').qs({ from: '2026-03-01', to: '2026-03-03', groupId: cats.id }).loginAs(owner)
    assert.deepEqual(
      oneGroup.body().requestsPerDay.map((row: { declined: number }) => row.declined),
      [0, 1, 1]
    )
    assert.lengthOf(oneGroup.body().approvalRateByGroup, 1)
  })

  test('refuses malformed dates and defaults to the last 30 days', async ({ client, assert }) => {
    const owner = await makeUser()
    for (const qs of [{ from: '03/01/2026' }, { from: '2026-03-05', to: '2026-03-01' }, { groupId: 'x' }]) {
      const response = await client.get('/api/analytics').qs(qs).loginAs(owner)
      response.assertStatus(422)
    }
    const fallback = await client.get('/api/analytics').loginAs(owner)
    fallback.assertStatus(200)
    assert.lengthOf(fallback.body().requestsPerDay, 30)
    assert.equal(fallback.body().to, DateTime.utc().toISODate())
  })
  test('gives the same approval rate as the automation panel works out from the requests list for the same period', async ({ client, assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner, { name: 'Bakers' })
    await insertRequests(group, [
      { status: 'approved', createdAt: day('2026-04-01') },
      { status: 'approved', createdAt: day('2026-04-02') },
      { status: 'declined', createdAt: day('2026-04-02') },
      { status: 'declined', createdAt: day('2026-04-03') },
      { status: 'declined', createdAt: day('2026-04-03', 23) },
      { status: 'pending', createdAt: day('2026-04-03') },
      // Outside the period: counted by neither.
      { status: 'approved', createdAt: day('2026-03-31', 23) },
      { status: 'approved', createdAt: day('2026-04-04', 0) },
    ])

    const report = await client.get('/api/analytics').qs({ from: '2026-04-01', to: '2026-04-03', groupId: group.id }).loginAs(owner)
    report.assertStatus(200)
    const [row] = report.body().approvalRateByGroup

    // The automation panel counts the period's approved and declined requests from the requests list's totals.
    const total = async (status: string) => {
      const response = await client
        .get('/api/requests')
        .qs({ filter: JSON.stringify({ groupId: group.id, status, from: '2026-04-01', to: '2026-04-03' }), range: '[0,0]' })
        .loginAs(owner)
      response.assertStatus(200)
      return Number(response.header('content-range')!.split('/')[1])
    }
    const approved = await total('approved')
    const declined = await total('declined')

    assert.deepEqual([approved, declined], [row.approved, row.declined])
    // 2 of 5 decided requests approved: 40 %, pending ones counting neither way.
    assert.equal(row.approvalRate, 40)
    assert.equal(approvalRate(approved, declined), row.approvalRate)
  })
})
