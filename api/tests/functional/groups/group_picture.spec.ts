import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import FacebookPage, { GroupPictureException } from '#services/groups/facebook_page'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { allowPrivateNetwork } from '#tests/helpers/local_platform'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

/** A stand-in for Facebook on 127.0.0.1 that records the paths it was asked for. */
async function fakeFacebook(routes: Record<string, Handler>) {
  const requested: string[] = []
  const server: Server = createServer((request, response) => {
    requested.push(request.url ?? '')
    const handler = routes[request.url ?? ''] ?? ((_, res: ServerResponse) => res.writeHead(404).end('Not here'))
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requested,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const html = (head: string) => (_: IncomingMessage, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  response.end(`<!DOCTYPE html><html><head><title>Group</title>${head}</head><body>…</body></html>`)
}

const LOGIN_PAGE = html('<meta name="description" content="Log in to Facebook">')

test.group('Groups / picture refresh', (group) => {
  // Its stand-in servers listen on this machine.
  group.setup(() => allowPrivateNetwork())
  let facebook: Awaited<ReturnType<typeof fakeFacebook>>
  let elsewhere: Awaited<ReturnType<typeof fakeFacebook>>

  group.each.setup(() => isolatedTransaction())
  group.setup(async () => {
    elsewhere = await fakeFacebook({ '/picture': html('<meta property="og:image" content="https://evil.test/x.png">') })
    facebook = await fakeFacebook({
      '/groups/public': html(
        '<meta property="og:title" content="Public group">' +
          '<meta content="https://scontent.example/cover.jpg?w=820&amp;h=312" property="og:image" />'
      ),
      '/groups/private': (_, response) => response.writeHead(302, { location: '/login/?next=%2Fgroups%2Fprivate' }).end(),
      '/login/?next=%2Fgroups%2Fprivate': LOGIN_PAGE,
      '/groups/login-wall': LOGIN_PAGE,
      '/groups/forbidden': (_, response) => response.writeHead(403).end(),
      '/groups/broken': (_, response) => response.writeHead(500).end('Internal error'),
      '/groups/hanging': () => {},
      '/groups/moved-away': (_, response) => response.writeHead(301, { location: `${elsewhere.url}/picture` }).end(),
      '/groups/huge': (_, response) => {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.write(`<html><head>${' '.repeat(1024 * 1024)}`)
        response.end('<meta property="og:image" content="https://scontent.example/late.jpg"></head></html>')
      },
    })
    app.container.swap(FacebookPage, () => new FacebookPage({ baseUrl: facebook.url, timeoutMs: 500 }))
    return async () => {
      app.container.restore(FacebookPage)
      await facebook.close()
      await elsewhere.close()
    }
  })

  async function refresh(client: ApiClient, facebookGroupId: string) {
    const owner = await makeUser()
    const record = await makeGroup(owner, { facebookGroupId })
    record.coverImageUrl = 'https://scontent.example/previous.jpg'
    await record.save()
    const response = await client.post(`/api/groups/${record.id}/update-picture`).loginAs(owner).withCsrfToken()
    await record.refresh()
    return { response, record }
  }

  test('stores the og:image of the group page as its cover image', async ({ client }) => {
    const { response, record } = await refresh(client, 'public')
    response.assertStatus(200)
    response.assertBodyContains({ id: record.id, coverImageUrl: 'https://scontent.example/cover.jpg?w=820&h=312' })
  })

  test('a login wall or a page without og:image means the group is private', async ({ client, assert }) => {
    for (const facebookGroupId of ['private', 'login-wall', 'forbidden']) {
      const { response, record } = await refresh(client, facebookGroupId)
      response.assertStatus(403)
      response.assertBodyContains({ message: 'This group is private or its picture needs permissions to view.' })
      assert.equal(record.coverImageUrl, 'https://scontent.example/previous.jpg')
    }
  })

  test("a 404 from Facebook is 'Group not found on Facebook.'", async ({ client, assert }) => {
    const { response, record } = await refresh(client, 'no-such-group')
    response.assertStatus(404)
    response.assertBodyContains({ message: 'Group not found on Facebook.' })
    assert.equal(record.coverImageUrl, 'https://scontent.example/previous.jpg')
  })

  test("a 500 or no answer in time is a 502 with Facebook's technical issue", async ({ client, assert }) => {
    for (const facebookGroupId of ['broken', 'hanging']) {
      const { response, record } = await refresh(client, facebookGroupId)
      response.assertStatus(502)
      response.assertBody({ message: 'Facebook had a technical issue. Please try again later.', code: 'E_FACEBOOK_UNAVAILABLE' })
      assert.equal(record.coverImageUrl, 'https://scontent.example/previous.jpg')
    }
  })

  test('a redirect to another site is never followed', async ({ client, assert }) => {
    const { response, record } = await refresh(client, 'moved-away')
    response.assertStatus(502)
    assert.deepEqual(elsewhere.requested, [])
    assert.equal(record.coverImageUrl, 'https://scontent.example/previous.jpg')
  })

  test('reads at most 1 MB of a page', async ({ client }) => {
    const { response } = await refresh(client, 'huge')
    response.assertStatus(403)
  })

  test('without FACEBOOK_BASE_URL only Facebook hosts are fetched', async ({ assert }) => {
    const production = new FacebookPage({ timeoutMs: 500 })
    assert.equal(production.groupPageUrl('dog.lovers'), 'https://www.facebook.com/groups/dog.lovers')
    const before = facebook.requested.length
    const refused = [
      `${facebook.url}/groups/public`,
      'http://www.facebook.com/groups/public',
      'https://facebook.com.evil.test/groups/x',
    ]
    for (const address of refused) {
      await assert.rejects(() => production.readOgImage(address), GroupPictureException)
    }
    assert.equal(facebook.requested.length, before)
  })
})
