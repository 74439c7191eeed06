import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import { makeUser } from '#tests/helpers/users'

test.group('Personal access tokens', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('creates a token shown once and stores only its hash', async ({ client, assert }) => {
    const user = await makeUser()
    const created = await client.post('/api/tokens').json({ name: 'CLI' }).loginAs(user).withCsrfToken()
    created.assertStatus(201)
    const { token, id } = created.body()
    assert.match(token, /^jf_/)
    const row = await db.from('auth_access_tokens').where('id', id).firstOrFail()
    assert.notInclude(row.hash, token.split('.')[1])

    const list = await client.get('/api/tokens').loginAs(user)
    list.assertStatus(200)
    list.assertHeader('content-range', 'tokens 0-0/1')
    assert.deepEqual(Object.keys(list.body()[0]).sort(), ['abilities', 'access', 'createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name'])
    assert.deepInclude(list.body()[0], { access: 'full', abilities: ['read', 'write', 'extension'] })
  })

  test('a Bearer token authenticates without a CSRF token, but never creates another token', async ({ client, assert }) => {
    const user = await makeUser()
    const { token } = (await client.post('/api/tokens').json({ name: 'script' }).loginAs(user).withCsrfToken()).body()
    const me = await client.get('/api/auth/user').bearerToken(token)
    me.assertStatus(200)
    me.assertBodyContains({ id: user.id })
    const group = await client.post('/api/groups').json({ url: 'facebook.com/groups/token-made' }).bearerToken(token)
    group.assertStatus(201)
    const another = await client.post('/api/tokens').json({ name: 'second' }).bearerToken(token)
    another.assertStatus(403)
    another.assertBodyContains({ code: 'E_SESSION_REQUIRED' })
    assert.lengthOf(await db.from('auth_access_tokens').where('tokenable_id', user.id), 1)
  })

  test('a revoked or made-up token is refused', async ({ client }) => {
    const user = await makeUser()
    const { token, id } = (await client.post('/api/tokens').json({ name: 'temp' }).loginAs(user).withCsrfToken()).body()
    const revoked = await client.delete(`/api/tokens/${id}`).bearerToken(token)
    revoked.assertStatus(200)
    revoked.assertBody({ id })
    ;(await client.get('/api/auth/user').bearerToken(token)).assertStatus(401)
    ;(await client.get('/api/auth/user').bearerToken('jf_MQ.bm90LWEtcmVhbC10b2tlbg')).assertStatus(401)
  })

  test("an owner cannot see or revoke another owner's tokens", async ({ client }) => {
    const alice = await makeUser()
    const bob = await makeUser()
    const { id } = (await client.post('/api/tokens').json({ name: 'alice' }).loginAs(alice).withCsrfToken()).body()
    const list = await client.get('/api/tokens').loginAs(bob)
    list.assertBody([])
    list.assertHeader('content-range', 'tokens */0')
    const revoke = await client.delete(`/api/tokens/${id}`).loginAs(bob).withCsrfToken()
    revoke.assertStatus(404)
    revoke.assertBody({ message: 'Token not found.', code: 'E_NOT_FOUND' })
  })

  test("a deactivated owner's tokens stop working", async ({ client }) => {
    const user = await makeUser()
    const { token } = (await client.post('/api/tokens').json({ name: 'x' }).loginAs(user).withCsrfToken()).body()
    user.isActive = false
    await user.save()
    const response = await client.get('/api/auth/user').bearerToken(token)
    response.assertStatus(403)
    response.assertBodyContains({ message: 'This account has been deactivated.' })
  })

  test('validates names and list parameters', async ({ client }) => {
    const user = await makeUser()
    const bad = await client.post('/api/tokens').json({ name: '' }).loginAs(user).withCsrfToken()
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'name', message: 'Please give the token a name.' }] })
    const badRange = await client.get('/api/tokens').qs({ range: '[5,1]' }).loginAs(user)
    badRange.assertStatus(422)
    badRange.assertBodyContains({ errors: [{ field: 'range' }] })
    const badId = await client.delete('/api/tokens/abc').loginAs(user).withCsrfToken()
    badId.assertStatus(404)
  })

  test('lists page and sort the simple-rest way', async ({ client, assert }) => {
    const user = await makeUser()
    for (const name of ['b', 'a', 'c']) {
      await client.post('/api/tokens').json({ name }).loginAs(user).withCsrfToken()
    }
    const page = await client.get('/api/tokens').qs({ sort: '["name","ASC"]', range: '[1,2]' }).loginAs(user)
    page.assertHeader('content-range', 'tokens 1-2/3')
    assert.deepEqual(page.body().map((t: { name: string }) => t.name), ['b', 'c'])
  })
})
