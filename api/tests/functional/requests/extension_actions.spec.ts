import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import MemberRequest from '#models/member_request'
import ExtensionAction from '#models/extension_action'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { applicant, capture, setRules, setWelcome } from '#tests/helpers/requests'

test.group('Extension actions', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('lists the waiting actions oldest first, for one group when asked', async ({ client, assert }) => {
    const owner = await makeUser()
    const dogs = await makeGroup(owner)
    const cats = await makeGroup(owner)
    await setRules(dogs, { enabled: true })
    await setRules(cats, { enabled: true })
    await setWelcome(dogs, { enabled: true, message: 'Welcome {name}' })
    const person = applicant({ name: 'Rex Owner' })
    const [dogResult] = (await capture(client, owner, dogs.facebookGroupId, [person])).body().results
    await capture(client, owner, cats.facebookGroupId, [applicant()])

    const all = await client.get('/api/extension/actions').loginAs(owner)
    all.assertStatus(200)
    assert.deepEqual(
      all.body().map(({ type, groupId }: { type: string; groupId: number }) => [type, groupId]),
      [
        ['approve', dogs.id],
        ['welcome_message', dogs.id],
        ['approve', cats.id],
      ]
    )
    assert.deepEqual(all.body()[1], {
      id: all.body()[1].id,
      type: 'welcome_message',
      groupId: dogs.id,
      facebookGroupId: dogs.facebookGroupId,
      memberRequestId: dogResult.requestId,
      facebookUserId: person.facebookUserId,
      name: 'Rex Owner',
      payload: { message: 'Welcome Rex Owner' },
      createdAt: all.body()[1].createdAt,
    })
    assert.isAbove(Date.parse(all.body()[1].createdAt), 0)

    const byId = await client.get('/api/extension/actions').qs({ filter: JSON.stringify({ groupId: cats.id }) }).loginAs(owner)
    assert.deepEqual(byId.body().map(({ groupId }: { groupId: number }) => groupId), [cats.id])
    const byFacebookId = await client
      .get('/api/extension/actions')
      .qs({ filter: JSON.stringify({ facebookGroupId: dogs.facebookGroupId }) })
      .loginAs(owner)
    assert.lengthOf(byFacebookId.body(), 2)

    const bad = await client.get('/api/extension/actions').qs({ filter: JSON.stringify({ groupId: 'dogs' }) }).loginAs(owner)
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'filter.groupId' }] })
  })

  test('records done and failed; a failed approve leaves the request as it was', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true })
    const results = (await capture(client, owner, record.facebookGroupId, [applicant(), applicant()])).body().results
    const [first, second] = (await client.get('/api/extension/actions').loginAs(owner)).body()

    const done = await client.post(`/api/extension/actions/${first.id}/result`).json({ status: 'done' }).loginAs(owner).withCsrfToken()
    done.assertStatus(200)
    done.assertBody({ id: first.id, status: 'done' })
    const completed = await ExtensionAction.findOrFail(first.id)
    assert.isNotNull(completed.completedAt)
    assert.isNull(completed.error)

    const failed = await client
      .post(`/api/extension/actions/${second.id}/result`)
      .json({ status: 'failed', error: 'The request is no longer on the page.' })
      .loginAs(owner)
      .withCsrfToken()
    failed.assertBody({ id: second.id, status: 'failed' })
    assert.equal((await ExtensionAction.findOrFail(second.id)).error, 'The request is no longer on the page.')
    assert.equal((await MemberRequest.findOrFail(results[1].requestId)).status, 'approved')

    // A repeated report changes nothing; finished actions leave the list.
    const repeated = await client.post(`/api/extension/actions/${first.id}/result`).json({ status: 'failed' }).loginAs(owner).withCsrfToken()
    repeated.assertBody({ id: first.id, status: 'done' })
    const left = await client.get('/api/extension/actions').loginAs(owner)
    left.assertBody([])

    const detail = await client.get(`/api/requests/${results[1].requestId}`).loginAs(owner)
    detail.assertBodyContains({ pendingActions: [{ id: second.id, type: 'approve', status: 'failed' }] })

    const invalid = await client.post(`/api/extension/actions/${second.id}/result`).json({ status: 'maybe' }).loginAs(owner).withCsrfToken()
    invalid.assertStatus(422)
    invalid.assertBodyContains({ message: 'Report the action as done or failed.', errors: [{ field: 'status' }] })
  })

  test("another owner's actions are neither listed nor reported on", async ({ client, assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true })
    await capture(client, owner, record.facebookGroupId, [applicant()])
    const [action] = (await client.get('/api/extension/actions').loginAs(owner)).body()

    ;(await client.get('/api/extension/actions').loginAs(stranger)).assertBody([])
    const theirs = await client.get('/api/extension/actions').qs({ filter: JSON.stringify({ groupId: record.id }) }).loginAs(stranger)
    theirs.assertBody([])
    const report = await client.post(`/api/extension/actions/${action.id}/result`).json({ status: 'done' }).loginAs(stranger).withCsrfToken()
    report.assertStatus(404)
    report.assertBody({ message: 'Action not found.', code: 'E_NOT_FOUND' })
    assert.equal((await ExtensionAction.findOrFail(action.id)).status, 'pending')
  })
})
