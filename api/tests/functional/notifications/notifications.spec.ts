import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import Notification from '#models/notification'
import { makeUser } from '#tests/helpers/users'

test.group('Notifications', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('lists the latest notifications with the unread count, and marks them read', async ({ client, assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    const made = []
    for (const title of ['One', 'Two', 'Three']) {
      made.push(await Notification.create({ userId: owner.id, kind: 'integration_failed', title, body: `${title} body`, link: '/integrations' }))
    }
    await Notification.create({ userId: stranger.id, kind: 'integration_failed', title: 'Not yours', body: 'x', link: null })

    const list = await client.get('/api/notifications').loginAs(owner)
    list.assertStatus(200)
    assert.equal(list.body().unread, 3)
    assert.deepEqual(list.body().items.map((item: { title: string }) => item.title), ['Three', 'Two', 'One'])
    assert.sameMembers(Object.keys(list.body().items[0]), ['id', 'kind', 'title', 'body', 'link', 'readAt', 'createdAt'])

    const read = await client.post(`/api/notifications/${made[0].id}/read`).loginAs(owner).withCsrfToken()
    read.assertStatus(200)
    assert.isNotNull(read.body().readAt)
    assert.equal((await client.get('/api/notifications').loginAs(owner)).body().unread, 2)

    const foreign = await client.post(`/api/notifications/${made[1].id}/read`).loginAs(stranger).withCsrfToken()
    foreign.assertStatus(404)

    const all = await client.post('/api/notifications/read-all').loginAs(owner).withCsrfToken()
    all.assertStatus(200)
    assert.equal((await client.get('/api/notifications').loginAs(owner)).body().unread, 0)
    assert.equal((await client.get('/api/notifications').loginAs(stranger)).body().unread, 1)
  })
})
