import { test } from '@japa/runner'
import { captureLogs } from '#tests/helpers/log_capture'
import { forgetLoggedClients } from '#services/integrations/sign_in_setup'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { allowPrivateNetwork, overrideBaseUrls, startLocalPlatform } from '#tests/helpers/local_platform'
import { DateTime } from 'luxon'
import Integration from '#models/integration'
import { refreshIfExpiring, storeTokens } from '#services/integrations/email_oauth'

const KEY = 'ml-secret-key-1234'

/** MailerLite's contract, as far as connecting needs it: a key that works, and one it refuses. */
function mailerLite(request: { headers: Record<string, unknown>; path: string }) {
  if (request.headers.authorization !== `Bearer ${KEY}`) return { status: 401, body: { message: 'Unauthenticated.' } }
  if (request.path.startsWith('/groups/missing')) return { status: 404, body: { message: 'Resource not found.' } }
  return { status: 200, body: { data: [] } }
}

test.group('Email integrations / catalogue', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('serves the email catalogue with credential fields and whether sign-in is set up', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client.get('/api/catalog/email').loginAs(owner)
    response.assertStatus(200)
    const { platforms, supported } = response.body()
    assert.isAtLeast(platforms.length, 50)
    assert.equal(supported.length, platforms.length)
    const aweber = platforms.find((platform: { id: string }) => platform.id === 'aweber')
    assert.equal(aweber.authMethod, 'oauth')
    assert.isFalse(aweber.oauthConfigured)
    assert.notProperty(aweber, 'oauth')
    const mailerlite = platforms.find((platform: { id: string }) => platform.id === 'mailerlite')
    assert.isTrue(mailerlite.adapter)
    assert.isAbove(mailerlite.credentialFields.length, 0)

    const sms = await client.get('/api/catalog/sms').loginAs(owner)
    sms.assertStatus(200)
    assert.lengthOf(sms.body().platforms, 10)
    assert.lengthOf(sms.body().platforms.filter((platform: { popular: boolean }) => platform.popular), 4)
  })

  test('needs a signed-in owner', async ({ client }) => {
    const response = await client.get('/api/integrations/email')
    response.assertStatus(401)
  })
})

test.group('Email integrations / connecting', (group) => {
  // Its stand-in servers listen on this machine.
  group.setup(() => allowPrivateNetwork())
  let platform: Awaited<ReturnType<typeof startLocalPlatform>>
  let restore: () => void
  group.setup(async () => {
    platform = await startLocalPlatform(mailerLite)
    restore = overrideBaseUrls({ mailerlite: platform.url })
  })
  group.teardown(async () => {
    restore()
    await platform.close()
  })
  group.each.setup(() => isolatedTransaction())

  test('tests a key at the platform and says so in the spec words', async ({ client }) => {
    const owner = await makeUser()
    const ok = await client.post('/api/integrations/email/test').json({ platform: 'mailerlite', apiKey: KEY }).loginAs(owner).withCsrfToken()
    ok.assertStatus(200)
    ok.assertBody({ ok: true, message: 'API key is valid and connection established.' })

    const refused = await client
      .post('/api/integrations/email/test')
      .json({ platform: 'mailerlite', apiKey: 'wrong-key' })
      .loginAs(owner)
      .withCsrfToken()
    refused.assertStatus(422)
    refused.assertBodyContains({ message: 'The platform refused the credentials (HTTP 401).', code: 'E_CONNECTION_FAILED' })
  })

  test('refuses a missing platform or key with the Missing Information text', async ({ client }) => {
    const owner = await makeUser()
    for (const body of [{}, { platform: 'mailerlite' }, { apiKey: KEY }, { platform: '', apiKey: '' }]) {
      const response = await client.post('/api/integrations/email').json(body).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message: 'Please select a platform and enter your API key.', code: 'E_VALIDATION_ERROR' })
    }
    const unknown = await client.post('/api/integrations/email').json({ platform: 'nope', apiKey: KEY }).loginAs(owner).withCsrfToken()
    unknown.assertStatus(422)
    unknown.assertBodyContains({ errors: [{ field: 'platform' }] })
  })

  test('saves only after a passing test, with the spec defaults, the key encrypted and never returned', async ({ client, assert }) => {
    const owner = await makeUser()
    const failing = await client
      .post('/api/integrations/email')
      .json({ platform: 'mailerlite', apiKey: 'wrong-key' })
      .loginAs(owner)
      .withCsrfToken()
    failing.assertStatus(422)
    failing.assertBodyContains({ message: 'The platform refused the credentials (HTTP 401).' })
    assert.equal(Number((await db.from('integrations').where('user_id', owner.id).count('* as total'))[0].total), 0)

    const created = await client
      .post('/api/integrations/email')
      .json({ platform: 'mailerlite', apiKey: KEY, listId: '', isActive: true })
      .loginAs(owner)
      .withCsrfToken()
    created.assertStatus(201)
    const body = created.body()
    assert.containsSubset(body, {
      type: 'email',
      platform: 'mailerlite',
      name: 'MailerLite Integration',
      listId: null,
      isActive: true,
      authMethod: 'api_key',
      credentialHint: '••••1234',
      status: 'connected',
      lastError: null,
      groupIds: null,
      trigger: 'approved',
      lastDeliveryAt: null,
      stats: { delivered: 0, failed: 0, pending: 0 },
    })
    assert.notInclude(JSON.stringify(body), KEY)
    const row = await db.from('integrations').where('id', body.id).firstOrFail()
    assert.notInclude(row.credentials, KEY)

    const list = await client.get('/api/integrations/email').loginAs(owner)
    list.assertStatus(200)
    assert.lengthOf(list.body(), 1)
    assert.notInclude(JSON.stringify(list.body()), KEY)
  })

  test('the dashboard counts the owner’s active email integrations', async ({ client }) => {
    const owner = await makeUser()
    await client.post('/api/integrations/email').json({ platform: 'mailerlite', apiKey: KEY }).loginAs(owner).withCsrfToken()
    await client.post('/api/integrations/email').json({ platform: 'mailerlite', apiKey: KEY, isActive: false }).loginAs(owner).withCsrfToken()
    const stats = await client.get('/api/dashboard/stats').loginAs(owner)
    stats.assertStatus(200)
    stats.assertBodyContains({ emailIntegrations: 1, changes: { emailIntegrations: 1 } })
  })

  test('checks the list at the platform and limits an integration to the owner’s groups', async ({ client }) => {
    const owner = await makeUser()
    const other = await makeUser()
    const othersGroup = await makeGroup(other)
    const mine = await makeGroup(owner)
    const missingList = await client
      .post('/api/integrations/email')
      .json({ platform: 'mailerlite', apiKey: KEY, listId: 'missing' })
      .loginAs(owner)
      .withCsrfToken()
    missingList.assertStatus(422)
    missingList.assertBodyContains({ message: 'The platform could not find the list or account (HTTP 404).' })

    const foreign = await client
      .post('/api/integrations/email')
      .json({ platform: 'mailerlite', apiKey: KEY, groupIds: [othersGroup.id] })
      .loginAs(owner)
      .withCsrfToken()
    foreign.assertStatus(422)
    foreign.assertBodyContains({ errors: [{ field: 'groupIds' }] })

    const limited = await client
      .post('/api/integrations/email')
      .json({ platform: 'mailerlite', apiKey: KEY, name: 'Newsletter', listId: '42', groupIds: [mine.id], trigger: 'captured' })
      .loginAs(owner)
      .withCsrfToken()
    limited.assertStatus(201)
    limited.assertBodyContains({ name: 'Newsletter', listId: '42', groupIds: [mine.id], trigger: 'captured' })
  })

  test('updates, re-tests a new key, deletes; another owner’s id is a 404', async ({ client, assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    const created = await client.post('/api/integrations/email').json({ platform: 'mailerlite', apiKey: KEY }).loginAs(owner).withCsrfToken()
    const id = created.body().id

    const renamed = await client.patch(`/api/integrations/email/${id}`).json({ name: 'Main list', isActive: false }).loginAs(owner).withCsrfToken()
    renamed.assertStatus(200)
    renamed.assertBodyContains({ name: 'Main list', isActive: false })
    // PUT, as email integrations were changed before PATCH, is kept for one release.
    const byPut = await client.put(`/api/integrations/email/${id}`).json({ isActive: true }).loginAs(owner).withCsrfToken()
    byPut.assertStatus(200)
    byPut.assertBodyContains({ name: 'Main list', isActive: true })

    const badKey = await client.patch(`/api/integrations/email/${id}`).json({ apiKey: 'wrong-key' }).loginAs(owner).withCsrfToken()
    badKey.assertStatus(422)
    const kept = await db.from('integrations').where('id', id).firstOrFail()
    assert.equal(kept.credential_hint, '••••1234')

    for (const request of [
      client.patch(`/api/integrations/email/${id}`).json({ name: 'Mine now' }),
      client.put(`/api/integrations/email/${id}`).json({ name: 'Mine now' }),
      client.delete(`/api/integrations/email/${id}`),
      client.post(`/api/integrations/${id}/retry-failed`),
    ]) {
      const response = await request.loginAs(stranger).withCsrfToken()
      response.assertStatus(404)
      response.assertBodyContains({ message: 'Integration not found.' })
    }

    const removed = await client.delete(`/api/integrations/email/${id}`).loginAs(owner).withCsrfToken()
    removed.assertStatus(204)
    assert.isNull(await db.from('integrations').where('id', id).first())
  })
})

test.group('Email integrations / OAuth sign-in', (group) => {
  // Its stand-in servers listen on this machine.
  group.setup(() => allowPrivateNetwork())
  let provider: Awaited<ReturnType<typeof startLocalPlatform>>
  let restore: () => void
  group.setup(async () => {
    provider = await startLocalPlatform((request) => {
      const form = new URLSearchParams(request.body)
      if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === 'aweber-refresh') {
        return { status: 200, body: { access_token: 'aweber-access-token-2222', expires_in: 7200 } }
      }
      if (form.get('code') === 'good-code' && form.get('code_verifier')) {
        return { status: 200, body: { access_token: 'aweber-access-token-9876', refresh_token: 'aweber-refresh', expires_in: 3600 } }
      }
      return { status: 400, body: { error: 'invalid_grant', error_description: 'The authorization code is invalid.' } }
    })
    restore = overrideBaseUrls({ 'aweber-oauth': provider.url })
  })
  group.teardown(async () => {
    restore()
    delete process.env.AWEBER_CLIENT_ID
    delete process.env.AWEBER_CLIENT_SECRET
    await provider.close()
  })
  group.each.setup(() => isolatedTransaction())

  test('says plainly when the platform’s sign-in is not available, with what to do and no variable names', async ({ client, assert }) => {
    delete process.env.AWEBER_CLIENT_ID
    delete process.env.MAILCHIMP_CLIENT_ID
    const owner = await makeUser()
    const response = await client.get('/api/integrations/email/oauth/aweber/start').loginAs(owner).redirects(0)
    response.assertStatus(409)
    response.assertBody({
      message: 'AWeber sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.',
      code: 'E_OAUTH_NOT_CONFIGURED',
    })
    const withKey = await client.get('/api/integrations/email/oauth/mailchimp/start').loginAs(owner).redirects(0)
    withKey.assertStatus(409)
    withKey.assertBody({
      message: 'Mailchimp sign-in is not available on this server. Connect it with an API key instead.',
      code: 'E_OAUTH_NOT_CONFIGURED',
    })
    assert.notMatch(response.text() + withKey.text(), /CLIENT_ID|CLIENT_SECRET/)
  })

  test('tells the server log once per platform which variables would offer the sign-in', async ({ client, assert }) => {
    delete process.env.KEAP_CLIENT_ID
    forgetLoggedClients()
    const owner = await makeUser()
    const { lines } = await captureLogs(async () => {
      for (let attempt = 0; attempt < 2; attempt++) {
        ;(await client.get('/api/integrations/email/oauth/keap/start').loginAs(owner).redirects(0)).assertStatus(409)
      }
    })
    const warnings = lines.filter((line) => line.includes('KEAP_CLIENT_ID and KEAP_CLIENT_SECRET'))
    assert.lengthOf(warnings, 1)
    assert.include(warnings[0], 'Keap (Infusionsoft) sign-in is not configured')
  })

  test('tells the super admin which variables set the sign-in up', async ({ client, assert }) => {
    delete process.env.AWEBER_CLIENT_ID
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.get('/api/integrations/email/oauth/aweber/start').loginAs(admin).redirects(0)
    response.assertStatus(409)
    assert.deepEqual(response.body().setup.env, ['AWEBER_CLIENT_ID', 'AWEBER_CLIENT_SECRET'])
    assert.include(response.body().setup.instructions, 'AWEBER_CLIENT_ID and AWEBER_CLIENT_SECRET')
    assert.equal(response.body().message, 'AWeber sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.')
  })

  test('runs the authorization-code flow with state and PKCE and saves the integration', async ({ client, assert }) => {
    process.env.AWEBER_CLIENT_ID = 'client-id'
    process.env.AWEBER_CLIENT_SECRET = 'client-secret'
    const owner = await makeUser()
    const catalogue = await client.get('/api/catalog/email').loginAs(owner)
    assert.isTrue(catalogue.body().platforms.find((platform: { id: string }) => platform.id === 'aweber').oauthConfigured)

    const start = await client.get('/api/integrations/email/oauth/aweber/start').loginAs(owner).redirects(0)
    start.assertStatus(302)
    const location = new URL(start.header('location')!)
    assert.equal(location.origin, provider.url)
    assert.equal(location.searchParams.get('client_id'), 'client-id')
    assert.equal(location.searchParams.get('code_challenge_method'), 'S256')
    const state = location.searchParams.get('state')!

    const forged = await client.get(`/api/integrations/email/oauth/aweber/callback?state=forged&code=good-code`).loginAs(owner)
    forged.assertStatus(200)
    assert.include(forged.text(), 'OAUTH_ERROR')

    const callback = await client.get(`/api/integrations/email/oauth/aweber/callback?state=${state}&code=good-code`).loginAs(owner)
    callback.assertStatus(200)
    assert.include(callback.text(), 'OAUTH_SUCCESS')
    assert.include(callback.text(), '/api/oauth/popup.js')
    const exchange = provider.requests.at(-1)!
    assert.equal(new URLSearchParams(exchange.body).get('grant_type'), 'authorization_code')

    const saved = await client.get('/api/integrations/email').loginAs(owner)
    assert.containsSubset(saved.body(), [{ platform: 'aweber', authMethod: 'oauth', isActive: true, credentialHint: '••••9876' }])
    assert.notInclude(JSON.stringify(saved.body()), 'aweber-access-token')

    const replay = await client.get(`/api/integrations/email/oauth/aweber/callback?state=${state}&code=good-code`).loginAs(owner)
    assert.include(replay.text(), 'OAUTH_ERROR')
  })

  test('refreshes a signed-in platform’s token a minute before it expires; a refused refresh is an auth failure', async ({ assert }) => {
    process.env.AWEBER_CLIENT_ID = 'client-id'
    process.env.AWEBER_CLIENT_SECRET = 'client-secret'
    const owner = await makeUser()
    const integration = new Integration()
    integration.fill({
      userId: owner.id,
      kind: 'email',
      platform: 'aweber',
      name: 'AWeber Integration',
      listId: null,
      authMethod: 'oauth',
      settings: {},
      groupIds: null,
      isActive: true,
      status: 'connected',
    })
    storeTokens(integration, { accessToken: 'aweber-access-token-1111', refreshToken: 'aweber-refresh', expiresAt: DateTime.now().plus({ seconds: 30 }) })
    await integration.save()

    await refreshIfExpiring(integration)
    const refreshed = await Integration.findOrFail(integration.id)
    assert.equal(refreshed.credentialsFor().accessToken, 'aweber-access-token-2222')
    assert.equal(refreshed.credentialsFor().refreshToken, 'aweber-refresh')
    assert.equal(refreshed.credentialHint, '••••2222')
    assert.isAbove(refreshed.tokenExpiresAt!.toMillis(), Date.now() + 7_000_000)
    const calls = provider.requests.length
    await refreshIfExpiring(refreshed)
    assert.equal(provider.requests.length, calls)

    storeTokens(refreshed, { accessToken: 'x', refreshToken: 'revoked', expiresAt: DateTime.now() })
    await refreshed.save()
    await assert.rejects(() => refreshIfExpiring(refreshed), 'The platform refused the sign-in (HTTP 400).')
  })
})
