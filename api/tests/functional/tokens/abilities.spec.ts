import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { makeToken } from '#tests/helpers/security'
import authCache from '#services/auth/auth_cache'

const CARD = { cardNumber: '4242424242424242', nameOnCard: 'Ann Example', expirationDate: '09/39', securityCode: '123' }

async function extensionToken(client: ApiClient, owner: Awaited<ReturnType<typeof makeUser>>) {
  const connected = await client.post('/api/extension/connect').loginAs(owner).withCsrfToken()
  connected.assertStatus(201)
  return connected.body().token as string
}

test.group('API tokens / least privilege', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('the extension’s token does what the extension does, and nothing else', async ({ client, assert }) => {
    // A super admin's extension, so the admin routes are refused for the token, not for the role.
    const owner = await makeUser({ role: 'super_admin' })
    const garden = await makeGroup(owner)
    const token = await extensionToken(client, owner)
    const laptop = await makeToken(owner, 'full')
    const laptopId = Number((await db.from('auth_access_tokens').where('tokenable_id', owner.id).where('name', 'full token').firstOrFail()).id)

    const allowed: [string, () => Promise<{ status(): number }>][] = [
      ['who am I', () => client.get('/api/auth/user').bearerToken(token)],
      ['capture', () => client.post('/api/extension/requests').json({ facebookGroupId: garden.facebookGroupId, requests: [] }).bearerToken(token)],
      ['actions', () => client.get('/api/extension/actions').bearerToken(token)],
      ['health', () => client.post('/api/extension/health').json({ status: 'ok', version: '1.0.0' }).bearerToken(token)],
      ['status', () => client.get('/api/extension/status').bearerToken(token)],
      ['summary', () => client.get('/api/extension/summary').qs({ facebookGroupId: garden.facebookGroupId, since: '2026-01-01T00:00:00Z' }).bearerToken(token)],
      ['connect a group', () => client.post('/api/groups').json({ facebookGroupId: 'extension-connected' }).bearerToken(token)],
    ]
    for (const [what, send] of allowed) assert.isBelow((await send()).status(), 300, what)

    const refused: [string, () => Promise<{ status(): number; body(): any }>][] = [
      ['list tokens', () => client.get('/api/tokens').bearerToken(token)],
      ['create a token', () => client.post('/api/tokens').json({ name: 'minted' }).bearerToken(token)],
      ['revoke another token', () => client.delete(`/api/tokens/${laptopId}`).bearerToken(token)],
      ['mint an extension token', () => client.post('/api/extension/connect').bearerToken(token)],
      ['buy a plan', () => client.post('/api/payment/process').json({ planType: 'silver', billing: 'monthly', email: owner.email, country: 'United States', ...CARD }).bearerToken(token)],
      ['read the plan', () => client.get('/api/subscription').bearerToken(token)],
      ['read the users', () => client.get('/api/admin/users').bearerToken(token)],
      ['read the outbox', () => client.get('/api/admin/outbox').bearerToken(token)],
      ['change a plan', () => client.post('/api/pricing').json({}).bearerToken(token)],
      ['read member requests', () => client.get('/api/requests').bearerToken(token)],
      ['delete a group', () => client.delete(`/api/groups/${garden.id}`).bearerToken(token)],
      ['change the password', () => client.put('/api/auth/password').json({ password: 'taken-over-1' }).bearerToken(token)],
    ]
    for (const [what, send] of refused) {
      const response = await send()
      assert.equal(response.status(), 403, what)
      assert.oneOf(response.body().code, ['E_TOKEN_ABILITY', 'E_SESSION_REQUIRED'], what)
    }
    assert.exists(await db.from('auth_access_tokens').where('id', laptopId).first(), 'the laptop token is still there')
    assert.lengthOf(await db.from('orders').where('email', owner.email), 0, 'nothing was bought')
    assert.exists(await db.from('groups').where('id', garden.id).first())
    assert.isString(laptop)
  })

  test('a read-only token reads and changes nothing', async ({ client, assert }) => {
    const owner = await makeUser()
    const garden = await makeGroup(owner)
    const token = await makeToken(owner, 'read_only')

    ;(await client.get('/api/groups').bearerToken(token)).assertStatus(200)
    ;(await client.get(`/api/groups/${garden.id}/auto-approval`).bearerToken(token)).assertStatus(200)
    ;(await client.get('/api/requests/export.csv').bearerToken(token)).assertStatus(200)
    ;(await client.get('/api/tokens').bearerToken(token)).assertStatus(200)

    const rename = await client.put(`/api/groups/${garden.id}`).json({ name: 'Renamed' }).bearerToken(token)
    rename.assertStatus(403)
    rename.assertBodyContains({ code: 'E_TOKEN_ABILITY' })
    assert.match(rename.body().message, /cannot make changes/)
    ;(await client.post('/api/extension/requests').json({ facebookGroupId: garden.facebookGroupId, requests: [] }).bearerToken(token)).assertStatus(403)
    ;(await client.delete(`/api/groups/${garden.id}`).bearerToken(token)).assertStatus(403)
    assert.equal((await db.from('groups').where('id', garden.id).firstOrFail()).name, garden.name)
  })

  test('super-admin routes need a session or a token with admin access', async ({ client }) => {
    const superAdmin = await makeUser({ role: 'super_admin' })
    const full = await makeToken(superAdmin, 'full')
    const admin = await makeToken(superAdmin, 'full', true)

    ;(await client.get('/api/admin/users').loginAs(superAdmin)).assertStatus(200)
    const refused = await client.get('/api/admin/users').bearerToken(full)
    refused.assertStatus(403)
    refused.assertBodyContains({ code: 'E_TOKEN_ABILITY' })
    ;(await client.get('/api/admin/users').bearerToken(admin)).assertStatus(200)
  })

  test('only a session creates tokens: read-only or full, with an expiry, admin access only for admins', async ({ client, assert }) => {
    const owner = await makeUser()
    const readOnly = await client.post('/api/tokens').json({ name: 'reports', access: 'read_only', expiresInDays: 90 }).loginAs(owner).withCsrfToken()
    readOnly.assertStatus(201)
    readOnly.assertBodyContains({ name: 'reports', access: 'read_only', abilities: ['read'], lastUsedAt: null })
    const expiresIn = new Date(readOnly.body().expiresAt).getTime() - Date.now()
    assert.closeTo(expiresIn, 90 * 24 * 3600 * 1000, 60_000)

    const full = await client.post('/api/tokens').json({ name: 'cli' }).loginAs(owner).withCsrfToken()
    full.assertBodyContains({ access: 'full', abilities: ['read', 'write', 'extension'], expiresAt: null })

    const notAdmin = await client.post('/api/tokens').json({ name: 'sneaky', admin: true }).loginAs(owner).withCsrfToken()
    notAdmin.assertStatus(422)
    notAdmin.assertBodyContains({ errors: [{ field: 'admin', message: 'Only super admins and admins can create tokens with admin access.' }] })

    const superAdmin = await makeUser({ role: 'super_admin' })
    const adminToken = await client.post('/api/tokens').json({ name: 'ops', admin: true }).loginAs(superAdmin).withCsrfToken()
    adminToken.assertBodyContains({ access: 'full', abilities: ['read', 'write', 'extension', 'admin'] })

    const badAccess = await client.post('/api/tokens').json({ name: 'x', access: 'everything' }).loginAs(owner).withCsrfToken()
    badAccess.assertStatus(422)
  })

  test('an expired token is refused, and the list shows when each token was last used', async ({ client, assert }) => {
    const owner = await makeUser()
    const created = (await client.post('/api/tokens').json({ name: 'short', expiresInDays: 1 }).loginAs(owner).withCsrfToken()).body()
    ;(await client.get('/api/groups').bearerToken(created.token)).assertStatus(200)
    // Written off the request path, at most once a minute.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const [listed] = (await client.get('/api/tokens').loginAs(owner)).body()
    assert.isString(listed.lastUsedAt)

    await db.from('auth_access_tokens').where('id', created.id).update({ expires_at: DateTime.utc().minus({ minutes: 1 }).toJSDate() })
    authCache.forgetUser(owner.id)
    ;(await client.get('/api/groups').bearerToken(created.token)).assertStatus(401)
  })
})

test.group('API tokens / made before abilities existed', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('keep working for what they were for; the extension’s is narrowed to the extension’s calls', async ({ client, assert }) => {
    const owner = await makeUser()
    const superAdmin = await makeUser({ role: 'super_admin' })
    const legacy = async (user: typeof owner, name: string) => {
      const token = await makeToken(user, 'full')
      const row = await db.from('auth_access_tokens').where('tokenable_id', user.id).orderBy('id', 'desc').firstOrFail()
      await db.from('auth_access_tokens').where('id', row.id).update({ abilities: '["*"]', name })
      return { token, id: Number(row.id) }
    }
    const extension = await legacy(owner, 'Chrome extension')
    const cli = await legacy(owner, 'Work laptop')
    const adminCli = await legacy(superAdmin, 'Ops laptop')

    const { default: GiveExistingTokensAbilities } = await import('#database/migrations/6042_give_existing_tokens_abilities')
    await new GiveExistingTokensAbilities(db.connection(), '6042_give_existing_tokens_abilities', false).execUp()
    authCache.clear()

    const abilities = async (id: number) => JSON.parse((await db.from('auth_access_tokens').where('id', id).firstOrFail()).abilities)
    assert.deepEqual(await abilities(extension.id), ['extension'])
    assert.deepEqual(await abilities(cli.id), ['read', 'write', 'extension'])
    assert.deepEqual(await abilities(adminCli.id), ['read', 'write', 'extension', 'admin'])

    ;(await client.post('/api/extension/health').json({ status: 'ok' }).bearerToken(extension.token)).assertStatus(200)
    ;(await client.get('/api/tokens').bearerToken(extension.token)).assertStatus(403)
    ;(await client.post('/api/groups').json({ url: 'facebook.com/groups/legacy-cli' }).bearerToken(cli.token)).assertStatus(201)
    ;(await client.get('/api/admin/users').bearerToken(adminCli.token)).assertStatus(200)
  })
})
