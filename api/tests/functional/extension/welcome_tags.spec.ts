import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import ExtensionAction from '#models/extension_action'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { applicant, capture, setRules, setWelcome } from '#tests/helpers/requests'

test.group('Chrome extension / welcome-post tags', (group) => {
  group.each.setup(() => isolatedTransaction())

  test("a tag names the member and the group's welcome post as it is when the extension asks", async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true })
    await setWelcome(record, { enabled: true, message: 'Welcome {name}', tagNewMembers: true })
    const ana = applicant({ name: 'Ana Lima' })
    await capture(client, owner, record.facebookGroupId, [ana])
    const { token } = (await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()).body()

    // Approved before the owner gave a post: the tag waits with no post to carry it out in.
    const before = await client.get('/api/extension/actions').bearerToken(token)
    before.assertStatus(200)
    const tag = before.body().find((action: { type: string }) => action.type === 'welcome_tag')
    assert.deepInclude(tag, { facebookUserId: ana.facebookUserId, name: 'Ana Lima', payload: { postUrl: null } })
    assert.deepEqual(
      before.body().map(({ type, name }: { type: string; name: string }) => [type, name]),
      [
        ['approve', 'Ana Lima'],
        ['welcome_message', 'Ana Lima'],
        ['welcome_tag', 'Ana Lima'],
      ]
    )
    assert.notProperty(before.body()[1].payload, 'postUrl')

    await client
      .post(`/api/groups/${record.id}/welcome-message`)
      .json({ welcomePostUrl: `https://www.facebook.com/groups/${record.facebookGroupId}/posts/777/` })
      .loginAs(owner)
      .withCsrfToken()
    const filter = JSON.stringify({ facebookGroupId: record.facebookGroupId })
    const after = await client.get('/api/extension/actions').qs({ filter }).bearerToken(token)
    assert.deepEqual(after.body().find(({ id }: { id: number }) => id === tag.id).payload, {
      postUrl: `https://www.facebook.com/groups/${record.facebookGroupId}/posts/777/`,
    })

    const done = await client.post(`/api/extension/actions/${tag.id}/result`).json({ status: 'done' }).bearerToken(token)
    done.assertStatus(200)
    done.assertBody({ id: tag.id, status: 'done' })
    const remaining = await client.get('/api/extension/actions').bearerToken(token)
    assert.notInclude(remaining.body().map(({ id }: { id: number }) => id), tag.id)
  })

  test('a tag that could not be made keeps its reason for the owner', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true })
    await setWelcome(record, { enabled: true, message: 'Welcome {name}', tagNewMembers: true })
    await capture(client, owner, record.facebookGroupId, [applicant()])
    const tag = await ExtensionAction.query().where('group_id', record.id).where('type', 'welcome_tag').firstOrFail()
    const reason = 'No welcome post is set for this group.'
    const failed = await client.post(`/api/extension/actions/${tag.id}/result`).json({ status: 'failed', error: reason }).loginAs(owner).withCsrfToken()
    failed.assertBody({ id: Number(tag.id), status: 'failed' })
    await tag.refresh()
    assert.equal(tag.error, reason)
    assert.isNotNull(tag.completedAt)
  })

  test('with tagging off, or welcome messages off, no tag is queued', async ({ client, assert }) => {
    const owner = await makeUser()
    const tagsOff = await makeGroup(owner)
    const messagesOff = await makeGroup(owner)
    for (const record of [tagsOff, messagesOff]) await setRules(record, { enabled: true })
    await setWelcome(tagsOff, { enabled: true, message: 'Hi {name}', tagNewMembers: false })
    await setWelcome(messagesOff, { enabled: false, message: 'Hi {name}', tagNewMembers: true })
    await capture(client, owner, tagsOff.facebookGroupId, [applicant()])
    await capture(client, owner, messagesOff.facebookGroupId, [applicant()])
    const tags = await ExtensionAction.query().where('user_id', owner.id).where('type', 'welcome_tag')
    assert.lengthOf(tags, 0)
  })

  test("another owner's tag is not found", async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true })
    await setWelcome(record, { enabled: true, message: 'Hi {name}', tagNewMembers: true })
    await capture(client, owner, record.facebookGroupId, [applicant()])
    const tag = await ExtensionAction.query().where('group_id', record.id).where('type', 'welcome_tag').firstOrFail()
    const bob = await makeUser()
    const response = await client.post(`/api/extension/actions/${tag.id}/result`).json({ status: 'done' }).loginAs(bob).withCsrfToken()
    response.assertStatus(404)
    ;(await client.get('/api/extension/actions').loginAs(bob)).assertBody([])
  })
})
