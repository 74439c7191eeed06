/*
 * What a page on another site can make a visitor's browser do with the
 * API: nothing. CORS grants only the web app's origins and the Chrome
 * extension's; a made-up Bearer header neither turns CSRF off nor lets the
 * visitor's cookies sign the request in; and every write made with a
 * session needs the XSRF token, on every route.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { Browser } from '#tests/helpers/browser'
import { apiRoutes, makeWorld, type World } from '#tests/helpers/security'
import { MATRIX, urlFor, validBody } from './route_access.js'

const EVIL = 'https://evil.example'
const CARD = { cardNumber: '4242424242424242', nameOnCard: 'Ann Example', expirationDate: '09/39', securityCode: '123' }

function preflight(client: ApiClient, path: string, origin: string) {
  return client
    .options(path)
    .header('origin', origin)
    .header('access-control-request-method', 'POST')
    .header('access-control-request-headers', 'authorization,content-type,x-xsrf-token')
}

/** Server-to-server writes signed by their sender (config/shield.ts): no browser session, no XSRF token. */
const SIGNED_BY_SENDER = new Set(['POST /api/webhooks/stripe'])

test.group('Browser defences / CORS', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('another site’s origin is granted no preflight and can read no answer', async ({ client, assert }) => {
    for (const path of ['/api/groups', '/api/tokens', '/api/process-payment', '/api/auth/login']) {
      const response = await preflight(client, path, EVIL)
      assert.isUndefined(response.header('access-control-allow-origin'), path)
      assert.isUndefined(response.header('access-control-allow-credentials'), path)
      assert.isUndefined(response.header('access-control-allow-headers'), path)
    }
    const owner = await makeUser()
    const read = await client.get('/api/auth/user').header('origin', EVIL).loginAs(owner)
    assert.isUndefined(read.header('access-control-allow-origin'))
    const lookalike = await preflight(client, '/api/groups', 'chrome-extension://someone-elses-extension')
    assert.isUndefined(lookalike.header('access-control-allow-origin'))
  })

  test('the configured web origins and the extension’s own origin are granted, with credentials', async ({ client, cleanup }) => {
    process.env.CORS_ORIGINS = 'https://app.example.com, https://admin.example.com'
    process.env.EXTENSION_IDS = 'abcdefghijklmnopabcdefghijklmnop'
    cleanup(() => {
      delete process.env.CORS_ORIGINS
      delete process.env.EXTENSION_IDS
    })
    for (const origin of ['https://admin.example.com', 'chrome-extension://abcdefghijklmnopabcdefghijklmnop']) {
      const response = await preflight(client, '/api/groups', origin)
      response.assertStatus(204)
      response.assertHeader('access-control-allow-origin', origin)
      response.assertHeader('access-control-allow-credentials', 'true')
    }
  })
})

test.group('Browser defences / a Bearer header is no way around CSRF', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a made-up Bearer header does not turn CSRF off on the public writes', async ({ assert }) => {
    await makeUser({ email: 'reset-target@example.test' })
    const visitor = new Browser()
    await visitor.request('GET', '/api/health')
    const forged = { authorization: 'Bearer made-up-by-another-site', origin: EVIL }

    const purchase = await visitor.request('POST', '/api/process-payment', {
      withoutXsrf: true,
      headers: forged,
      body: {
        orderData: { plan: { planType: 'silver', billing: 'monthly' }, customer: { email: 'csrf-buyer@example.test', country: 'United States' } },
        paymentData: CARD,
      },
    })
    assert.equal(purchase.status, 401)
    const reset = await visitor.request('POST', '/api/auth/forgot-password', {
      withoutXsrf: true,
      headers: forged,
      body: { email: 'reset-target@example.test' },
    })
    assert.equal(reset.status, 401)

    assert.lengthOf(await db.from('orders').where('email', 'csrf-buyer@example.test'), 0)
    assert.lengthOf(await db.from('outbox_messages').where('to_address', 'reset-target@example.test'), 0)
  })

  test('a request with a Bearer header is never signed in by the session cookie beside it', async ({ assert }) => {
    const owner = await makeUser()
    const victim = new Browser()
    await victim.signIn(owner.email, 'password123')
    assert.equal((await victim.request('GET', '/api/auth/user')).status, 200)

    const withBadToken = { authorization: 'Bearer jf_MQ.bm90LWEtcmVhbC10b2tlbg', origin: EVIL }
    assert.equal((await victim.request('GET', '/api/auth/user', { headers: withBadToken })).status, 401)
    const created = await victim.request('POST', '/api/groups', {
      headers: withBadToken,
      body: { url: 'https://www.facebook.com/groups/planted-by-another-site' },
    })
    assert.equal(created.status, 401)
    const signOut = await victim.request('POST', '/api/auth/logout', { withoutXsrf: true, headers: withBadToken })
    assert.equal(signOut.status, 401)

    assert.lengthOf(await db.from('groups').where('user_id', owner.id), 0)
    assert.equal((await victim.request('GET', '/api/auth/user')).status, 200, 'the session was not signed out either')
  })
})

test.group('Browser defences / every session write needs the XSRF token', (group) => {
  let world: World
  let client: ApiClient

  group.setup(async () => {
    const rollback = await isolatedTransaction()
    world = await makeWorld()
    return rollback
  })

  group.each.setup(({ context }) => {
    client = context.client
  })

  test('a write with a signed-in session but without the XSRF header is refused on every route', async ({ assert }) => {
    const writes = apiRoutes().filter(({ method }) => method !== 'GET')
    assert.isAbove(writes.length, 50)
    const accepted: string[] = []
    for (const route of writes) {
      if (!MATRIX[route.key] || SIGNED_BY_SENDER.has(route.key)) continue
      const url = urlFor(route, world, world.ownerA)
      const response = await client.request(url, route.method).redirects(0).loginAs(world.superAdmin).json(validBody(route.key) as object)
      if (response.status() !== 403 || response.body()?.code !== 'E_BAD_CSRF_TOKEN') {
        accepted.push(`${route.key} → ${response.status()} ${response.text().slice(0, 120)}`)
      }
    }
    assert.deepEqual(accepted, [])
  }).timeout(60_000)
})
