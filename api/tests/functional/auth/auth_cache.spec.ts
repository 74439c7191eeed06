import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { databaseUrl } from '#services/infra/database_url'
import User from '#models/user'
import authCache, { AuthCache } from '#services/auth/auth_cache'
import { abilitiesFor } from '#services/tokens/token_abilities'

async function eventually(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return true
}

test.group('Auth cache across processes', () => {
  test('another process drops a user as soon as it is invalidated here', async ({ assert, cleanup }) => {
    const otherProcess = new AuthCache()
    await otherProcess.listen(databaseUrl(), () => {})
    cleanup(() => otherProcess.stop())
    const user = new User().merge({ id: 987_654, email: 'cached@example.test', role: 'user', isActive: true })
    otherProcess.rememberUser(user)
    assert.strictEqual(otherProcess.user(987_654), user)

    await authCache.invalidateUser(987_654)
    assert.isTrue(await eventually(() => otherProcess.user(987_654) === null))
  })

  test('a process that cannot hear invalidations serves nothing from its cache', async ({ assert }) => {
    const otherProcess = new AuthCache()
    await otherProcess.listen(databaseUrl(), () => {})
    const user = new User().merge({ id: 987_655, email: 'cached2@example.test', role: 'user', isActive: true })
    otherProcess.rememberUser(user)
    await otherProcess.stop()
    assert.isFalse(otherProcess.enabled)
    assert.isNull(otherProcess.user(987_655))
  })
})

test.group('Token guard on the cache', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('two requests of one owner with different tokens each keep their own token', async ({ assert }) => {
    const owner = await makeUser()
    const laptop = await User.accessTokens.create(owner, abilitiesFor('full'), { name: 'laptop' })
    const extension = await User.accessTokens.create(owner, abilitiesFor('extension'), { name: 'extension' })
    const manager = await app.container.make('auth.manager')
    const guardFor = async (token: string) => {
      const ctx = await testUtils.createHttpContext()
      ctx.request.request.headers.authorization = `Bearer ${token}`
      return manager.createAuthenticator(ctx).use('api')
    }

    // Interleaved, as concurrent requests are: both authenticate before either reads its token.
    const first = await guardFor(laptop.value!.release())
    const second = await guardFor(extension.value!.release())
    await Promise.all([first.authenticate(), second.authenticate()])
    const again = await guardFor(laptop.value!.release())
    await again.authenticate()

    assert.equal(String(first.token!.identifier), String(laptop.identifier))
    assert.equal(String(second.token!.identifier), String(extension.identifier))
    assert.equal(String(again.token!.identifier), String(laptop.identifier))
    // The account is the cache's one copy, which carries no request's token.
    assert.strictEqual(again.user, second.user)
    assert.notProperty(again.user!, 'currentAccessToken')
  })

  test('a revoked token, an unknown one and a malformed header are refused', async ({ assert }) => {
    const owner = await makeUser()
    const token = await User.accessTokens.create(owner, abilitiesFor('full'))
    const manager = await app.container.make('auth.manager')
    const check = async (header: string) => {
      const ctx = await testUtils.createHttpContext()
      ctx.request.request.headers.authorization = header
      return manager.createAuthenticator(ctx).use('api').check()
    }
    assert.isTrue(await check(`Bearer ${token.value!.release()}`))
    await User.accessTokens.delete(owner, token.identifier)
    await authCache.invalidateUser(owner.id)
    assert.isFalse(await check(`Bearer ${token.value!.release()}`))
    assert.isFalse(await check('Bearer jf_MQ.bm90LWEtdG9rZW4'))
    assert.isFalse(await check('Basic abc'))
    assert.isFalse(await check('Bearer'))
  })
})
