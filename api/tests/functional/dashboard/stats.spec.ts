import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'

test.group('Dashboard stats', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a new owner sees zeros everywhere', async ({ client }) => {
    const owner = await makeUser()
    const response = await client.get('/api/dashboard/stats').loginAs(owner)
    response.assertStatus(200)
    response.assertBody({
      connectedGroups: 0,
      membersToday: 0,
      emailIntegrations: 0,
      automationRate: 0,
      changes: { connectedGroups: 0, membersToday: 0, emailIntegrations: 0, automationRate: 0 },
    })
  })

  test('computes every card and its change against yesterday from stored rows', async ({ client }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const now = DateTime.utc()
    const yesterday = now.startOf('day').minus({ hours: 2 })
    const lastWeek = now.minus({ days: 7 })

    const older = await makeGroup(owner, { createdAt: lastWeek })
    const newer = await makeGroup(owner)
    await makeGroup(owner, { isActive: false, createdAt: lastWeek })
    const foreign = await makeGroup(other)

    await insertRequests(older, [
      // Today: 3 approved (2 by the rules, 1 by hand), 1 declined by the rules, 1 still pending.
      { status: 'approved', decidedBy: 'rules', decidedAt: now, createdAt: yesterday },
      { status: 'approved', decidedBy: 'rules', decidedAt: now },
      { status: 'approved', decidedBy: 'owner', decidedAt: now },
      { status: 'declined', decidedBy: 'rules', decidedAt: now },
      { status: 'pending' },
      // Yesterday: 1 approved by the rules, 1 declined on Facebook.
      { status: 'approved', decidedBy: 'rules', decidedAt: yesterday, createdAt: yesterday },
      { status: 'declined', decidedBy: 'facebook', decidedAt: yesterday, createdAt: yesterday },
      // Last week: counted for neither day.
      { status: 'approved', decidedBy: 'rules', decidedAt: lastWeek, createdAt: lastWeek },
    ])
    await insertRequests(newer, [{ status: 'approved', decidedBy: 'facebook', decidedAt: now }])
    await insertRequests(foreign, [{ status: 'approved', decidedBy: 'rules', decidedAt: now }])

    const response = await client.get('/api/dashboard/stats').loginAs(owner)
    response.assertStatus(200)
    response.assertBody({
      connectedGroups: 2,
      // 3 in the older group and 1 in the newer one.
      membersToday: 4,
      emailIntegrations: 0,
      // 3 of today's 5 decisions by the rules; yesterday 1 of 2.
      automationRate: 60,
      changes: { connectedGroups: 1, membersToday: 3, emailIntegrations: 0, automationRate: 10 },
    })
  })

  test('a day with fewer approvals shows a negative change', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const yesterday = DateTime.utc().startOf('day').minus({ hours: 1 })
    await insertRequests(record, [
      { status: 'approved', decidedBy: 'rules', decidedAt: yesterday, createdAt: yesterday },
      { status: 'approved', decidedBy: 'rules', decidedAt: yesterday, createdAt: yesterday },
    ])
    const response = await client.get('/api/dashboard/stats').loginAs(owner)
    response.assertBodyContains({ membersToday: 0, automationRate: 0, changes: { membersToday: -2, automationRate: -100 } })
  })

  test('needs a signed-in owner', async ({ client }) => {
    ;(await client.get('/api/dashboard/stats')).assertStatus(401)
  })
})
