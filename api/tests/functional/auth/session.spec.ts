import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { Browser } from '#tests/helpers/browser'
import Subscription from '#models/subscription'
import { clock, DAY_MS } from '#services/infra/clock'

test.group('Sign-in and sign-out', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('signs in with email and password, whatever the email case', async ({ client }) => {
    const user = await makeUser({ email: 'login-ok@example.test' })
    const response = await client
      .post('/api/auth/login')
      .json({ email: 'Login-OK@example.test', password: 'password123' })
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBodyContains({ id: user.id, email: 'login-ok@example.test', role: 'user' })
  })

  test('a wrong password and an unknown email get the same answer', async ({ client }) => {
    await makeUser({ email: 'login-bad@example.test' })
    for (const attempt of [
      { email: 'login-bad@example.test', password: 'wrong-password' },
      { email: 'nobody@example.test', password: 'password123' },
    ]) {
      const response = await client.post('/api/auth/login').json(attempt).withCsrfToken()
      response.assertStatus(400)
      response.assertBody({ message: 'Invalid email or password.', code: 'E_INVALID_CREDENTIALS' })
    }
  })

  test('a deactivated account cannot sign in', async ({ client }) => {
    await makeUser({ email: 'inactive@example.test', isActive: false })
    const response = await client
      .post('/api/auth/login')
      .json({ email: 'inactive@example.test', password: 'password123' })
      .withCsrfToken()
    response.assertStatus(403)
    response.assertBodyContains({ message: 'This account has been deactivated.' })
  })

  test('sign-in attempts are rate limited with a clear message', async ({ client, assert }) => {
    const attempt = () =>
      client.post('/api/auth/login').json({ email: 'hammer@example.test', password: 'wrong-password' }).withCsrfToken()
    for (let i = 0; i < 10; i++) (await attempt()).assertStatus(400)
    const limited = await attempt()
    limited.assertStatus(429)
    assert.match(limited.body().message, /^Too many sign-in attempts\. Please try again in \d+ seconds?\.$/)
    assert.isAbove(Number(limited.header('retry-after')), 0)
  })

  test('the current user is null, not an error, when nobody is signed in', async ({ client }) => {
    const response = await client.get('/api/auth/user')
    response.assertStatus(200)
    response.assertBody({ user: null })
  })

  test('a session that has ended reads as nobody signed in, and a bad token is still refused', async ({ client, assert }) => {
    const user = await makeUser()
    const browser = new Browser()
    await browser.signIn(user.email, 'password123')
    assert.equal((await browser.request('GET', '/api/auth/user')).body.email, user.email)
    await browser.request('POST', '/api/auth/logout')
    const after = await browser.request('GET', '/api/auth/user')
    assert.equal(after.status, 200)
    assert.deepEqual(after.body, { user: null })

    const badToken = await client.get('/api/auth/user').header('authorization', 'Bearer jf_MQ.bm90LWEtcmVhbC10b2tlbg')
    badToken.assertStatus(401)
    assert.equal(badToken.body().code, 'E_UNAUTHORIZED_ACCESS')
  })

  test('a deactivated account\'s session is still refused', async ({ assert }) => {
    const user = await makeUser()
    const browser = new Browser()
    await browser.signIn(user.email, 'password123')
    user.isActive = false
    await user.save()
    const response = await browser.request('GET', '/api/auth/user')
    assert.equal(response.body.code, 'E_ACCOUNT_DEACTIVATED')
  })

  test('returns the spec fields of the signed-in user', async ({ client, assert }) => {
    const user = await makeUser()
    const response = await client.get('/api/auth/user').loginAs(user)
    response.assertStatus(200)
    assert.sameMembers(Object.keys(response.body()), [
      'id',
      'email',
      'firstName',
      'lastName',
      'role',
      'isSuperAdmin',
      'isActive',
      'isEmailVerified',
      'emailVerifiedAt',
      'createdAt',
      'permissions',
      'planType',
      'subscriptionStatus',
    ])
  })

  test('says the account\'s plan and its status now, so a page knows which notice is coming', async ({ client, assert }) => {
    const owner = await makeUser()
    const fresh = await client.get('/api/auth/user').loginAs(owner)
    assert.deepInclude(fresh.body(), { planType: 'trial', subscriptionStatus: 'trialing' })

    clock.advance(8 * DAY_MS)
    try {
      const later = await client.get('/api/auth/user').loginAs(owner)
      assert.deepInclude(later.body(), { planType: 'trial', subscriptionStatus: 'expired' })
    } finally {
      clock.reset()
    }

    const payer = await makeUser()
    await Subscription.create({ userId: payer.id, planType: 'silver', status: 'past_due', trialEndsAt: null, currentPeriodEnd: null })
    const failing = await client.get('/api/auth/user').loginAs(payer)
    assert.deepInclude(failing.body(), { planType: 'silver', subscriptionStatus: 'past_due' })

    const superAdmin = await makeUser({ role: 'super_admin' })
    const admin = await client.get('/api/auth/user').loginAs(superAdmin)
    assert.deepInclude(admin.body(), { planType: null, subscriptionStatus: null })
  })

  test('GET /api/login leads to the sign-in chooser and keeps only same-origin returnTo', async ({ client }) => {
    const ok = await client.get('/api/login').qs({ returnTo: '/groups?x=1' }).redirects(0)
    ok.assertHeader('location', '/login?returnTo=%2Fgroups%3Fx%3D1')
    for (const hostile of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      const response = await client.get('/api/login').qs({ returnTo: hostile }).redirects(0)
      response.assertHeader('location', '/login?returnTo=%2F')
    }
  })

  test('an unconfigured provider is a JSON 404', async ({ client }) => {
    const response = await client.get('/api/login/facebook').redirects(0)
    response.assertStatus(404)
    response.assertBodyContains({ code: 'E_PROVIDER_NOT_CONFIGURED' })
  })
})
