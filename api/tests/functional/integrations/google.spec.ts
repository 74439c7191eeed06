import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import GoogleConnection from '#models/google_connection'
import { freshGoogleAccessToken } from '#services/integrations/google_accounts'
import { makeUser } from '#tests/helpers/users'
import { allowPrivateNetwork, overrideBaseUrls, startLocalPlatform } from '#tests/helpers/local_platform'

/** Google's token endpoint as far as the popup flow and refreshes need it. */
function googleTokens(request: { path: string; body: string }) {
  const form = new URLSearchParams(request.body)
  if (request.path === '/revoke') return { status: 200, body: {} }
  if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'google-code' && form.get('code_verifier')) {
    return { status: 200, body: { access_token: 'ya29.first', refresh_token: '1//refresh', expires_in: 3599, scope: 'https://www.googleapis.com/auth/spreadsheets' } }
  }
  if (form.get('grant_type') === 'refresh_token' && form.get('refresh_token') === '1//refresh') {
    return { status: 200, body: { access_token: 'ya29.refreshed', expires_in: 3599 } }
  }
  return { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } }
}

test.group('Google account for Sheets', (group) => {
  // Its stand-in servers listen on this machine.
  group.setup(() => allowPrivateNetwork())
  let google: Awaited<ReturnType<typeof startLocalPlatform>>
  let restore: () => void
  group.setup(async () => {
    google = await startLocalPlatform(googleTokens)
    restore = overrideBaseUrls({ 'google-accounts': google.url, 'google-oauth': google.url })
  })
  group.teardown(async () => {
    restore()
    delete process.env.GOOGLE_CLIENT_ID
    delete process.env.GOOGLE_CLIENT_SECRET
    await google.close()
  })
  group.each.setup(() => {
    process.env.GOOGLE_CLIENT_ID = 'google-client'
    process.env.GOOGLE_CLIENT_SECRET = 'google-secret'
    return isolatedTransaction()
  })

  test('the popup says plainly when Google sign-in is not set up', async ({ client, assert }) => {
    delete process.env.GOOGLE_CLIENT_ID
    const owner = await makeUser()
    const response = await client.get('/api/auth/google').loginAs(owner).redirects(0)
    response.assertStatus(200)
    assert.include(response.text(), 'GOOGLE_AUTH_ERROR')
    assert.include(response.text(), 'Google sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.')
    assert.notInclude(response.text(), 'GOOGLE_CLIENT_ID')
    const status = await client.get('/api/auth/google/status').loginAs(owner)
    status.assertBody({ isConnected: false, email: null, needsReconnect: false })
  })

  test('the super admin reads which variables set Google sign-in up', async ({ client, assert }) => {
    delete process.env.GOOGLE_CLIENT_ID
    const admin = await makeUser({ role: 'super_admin' })
    const response = await client.get('/api/auth/google').loginAs(admin).redirects(0)
    assert.include(response.text(), 'Google sign-in is not available on this server.')
    assert.include(response.text(), 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET')
  })

  test('connects through consent with state and PKCE, stores the tokens encrypted, and disconnects', async ({ client, assert }) => {
    const owner = await makeUser()
    const start = await client.get('/api/auth/google').loginAs(owner).redirects(0)
    start.assertStatus(302)
    const consent = new URL(start.header('location')!)
    assert.equal(consent.origin, google.url)
    assert.equal(consent.searchParams.get('client_id'), 'google-client')
    assert.equal(consent.searchParams.get('code_challenge_method'), 'S256')
    assert.equal(consent.searchParams.get('access_type'), 'offline')
    const state = consent.searchParams.get('state')!

    const stranger = await makeUser()
    const stolen = await client.get(`/api/auth/google/callback?state=${state}&code=google-code`).loginAs(stranger)
    assert.include(stolen.text(), 'GOOGLE_AUTH_ERROR')

    const again = await client.get('/api/auth/google').loginAs(owner).redirects(0)
    const freshState = new URL(again.header('location')!).searchParams.get('state')!
    const denied = await client.get(`/api/auth/google/callback?state=${freshState}&error=access_denied`).loginAs(owner)
    assert.include(denied.text(), 'Google access was not granted.')

    const third = await client.get('/api/auth/google').loginAs(owner).redirects(0)
    const goodState = new URL(third.header('location')!).searchParams.get('state')!
    const callback = await client.get(`/api/auth/google/callback?state=${goodState}&code=google-code`).loginAs(owner)
    callback.assertStatus(200)
    assert.include(callback.text(), 'GOOGLE_AUTH_SUCCESS')

    const status = await client.get('/api/auth/google/status').loginAs(owner)
    status.assertBody({ isConnected: true, email: null, needsReconnect: false })
    const row = await db.from('google_connections').where('user_id', owner.id).firstOrFail()
    assert.notInclude(row.access_token, 'ya29')
    assert.notInclude(row.refresh_token, 'refresh')

    const removed = await client.delete('/api/auth/google').loginAs(owner).withCsrfToken()
    removed.assertStatus(204)
    assert.equal(google.requests.at(-1)!.path, '/revoke')
    const after = await client.get('/api/auth/google/status').loginAs(owner)
    after.assertBodyContains({ isConnected: false })
  })

  test('refreshes a token before it expires; a revoked grant shows as needing reconnection, with one notification', async ({ client, assert }) => {
    const owner = await makeUser()
    await GoogleConnection.create({
      userId: owner.id,
      accessToken: 'ya29.old',
      refreshToken: '1//refresh',
      expiresAt: DateTime.now().plus({ seconds: 30 }),
      scope: 'https://www.googleapis.com/auth/spreadsheets',
      status: 'connected',
      email: null,
    })
    assert.equal(await freshGoogleAccessToken(owner.id), 'ya29.refreshed')
    assert.equal(await freshGoogleAccessToken(owner.id), 'ya29.refreshed')

    const connection = await GoogleConnection.findByOrFail('userId', owner.id)
    connection.refreshToken = '1//revoked'
    connection.expiresAt = DateTime.now().minus({ minutes: 1 })
    await connection.save()
    await assert.rejects(() => freshGoogleAccessToken(owner.id), /revoked/)
    await assert.rejects(() => freshGoogleAccessToken(owner.id), /No Google account is connected/)

    const status = await client.get('/api/auth/google/status').loginAs(owner)
    status.assertBody({ isConnected: false, email: null, needsReconnect: true })
    const notifications = await client.get('/api/notifications').loginAs(owner)
    assert.equal(notifications.body().unread, 1)
    assert.containsSubset(notifications.body().items, [{ kind: 'google_revoked', link: '/google-sheets' }])
  })
})
