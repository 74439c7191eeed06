import { test } from '@japa/runner'
import { databaseUrl } from '#services/database_url'
import User from '#models/user'
import authCache, { AuthCache } from '#services/auth_cache'

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
