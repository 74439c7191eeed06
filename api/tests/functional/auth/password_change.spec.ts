import { test } from '@japa/runner'
import User from '#models/user'
import OutboxMessage from '#models/outbox_message'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { makeToken } from '#tests/helpers/security'
import { Browser } from '#tests/helpers/browser'

async function resetTokenFor(email: string) {
  const message = await OutboxMessage.query().where('toAddress', email).where('subject', 'Reset your JoinFlow password').orderBy('id', 'desc').firstOrFail()
  return message.textBody.match(/reset-password\?token=([\w-]+)/)![1]
}

test.group('Changing the password', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('signs out every other session and revokes every API token, keeps this one, and says so', async ({ assert }) => {
    const owner = await makeUser({ email: 'changer@example.test', password: 'old-password-1' })
    const laptop = await makeToken(owner, 'full')
    const extension = await makeToken(owner, 'extension')
    const here = new Browser()
    await here.signIn('changer@example.test', 'old-password-1')
    const elsewhere = new Browser()
    await elsewhere.signIn('changer@example.test', 'old-password-1')

    const changed = await here.request('PUT', '/api/auth/password', { body: { currentPassword: 'old-password-1', password: 'new-password-2' } })
    assert.equal(changed.status, 200)
    assert.deepEqual(changed.body, {
      message:
        'Your password has been changed. 1 other session was signed out. All 2 of your API tokens were revoked: create new ones for the CLI and scripts, and connect the Chrome extension again.',
      signedOutSessions: 1,
      revokedTokens: 2,
    })

    assert.equal((await here.request('GET', '/api/auth/user')).status, 200, 'this session stays signed in')
    assert.equal((await elsewhere.request('GET', '/api/groups')).status, 401)
    for (const token of [laptop, extension]) {
      assert.equal((await new Browser().request('GET', '/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status, 401)
    }
    const oldPassword = await new Browser().request('POST', '/api/auth/login', { body: { email: 'changer@example.test', password: 'old-password-1' } })
    assert.equal(oldPassword.status, 400)
    await new Browser().signIn('changer@example.test', 'new-password-2')

    const notice = await OutboxMessage.query().where('toAddress', 'changer@example.test').where('subject', 'Your JoinFlow password was changed').firstOrFail()
    assert.include(notice.textBody, '/forgot-password')
  })

  test('needs the current password; a wrong one changes nothing', async ({ assert }) => {
    const owner = await makeUser({ email: 'careful@example.test', password: 'old-password-1' })
    const token = await makeToken(owner, 'full')
    const here = new Browser()
    await here.signIn('careful@example.test', 'old-password-1')

    const wrong = await here.request('PUT', '/api/auth/password', { body: { currentPassword: 'guess-1234', password: 'new-password-2' } })
    assert.equal(wrong.status, 422)
    assert.deepEqual(wrong.body.errors, [{ field: 'currentPassword', message: 'Your current password is not right.', rule: 'currentPassword' }])
    const missing = await here.request('PUT', '/api/auth/password', { body: { password: 'new-password-2' } })
    assert.equal(missing.status, 422)
    const short = await here.request('PUT', '/api/auth/password', { body: { currentPassword: 'old-password-1', password: 'short' } })
    assert.equal(short.status, 422)
    assert.equal(short.body.errors[0].message, 'Password must be at least 8 characters.')

    assert.equal((await new Browser().request('GET', '/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status, 200)
    await new Browser().signIn('careful@example.test', 'old-password-1')
  })

  test('an account made through a sign-in provider sets its first password without a current one', async ({ client }) => {
    const owner = await makeUser({ email: 'provider-only@example.test' })
    await User.query().where('id', owner.id).update({ password: null })
    ;(await client.put('/api/auth/password').json({ password: 'first-password-1' }).withCsrfToken()).assertStatus(401)

    const response = await client.put('/api/auth/password').json({ password: 'first-password-1' }).loginAs(owner).withCsrfToken()
    response.assertStatus(200)
    await new Browser().signIn('provider-only@example.test', 'first-password-1')
  })

  test('an API token cannot change the password, whatever it may do', async ({ client }) => {
    const owner = await makeUser()
    const token = await makeToken(owner, 'full', false)
    const response = await client.put('/api/auth/password').json({ currentPassword: 'password123', password: 'token-set-pass' }).bearerToken(token)
    response.assertStatus(403)
    response.assertBodyContains({ code: 'E_SESSION_REQUIRED' })
  })
})

test.group('Resetting the password', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('signs out every session, revokes every API token and confirms the address', async ({ client, assert }) => {
    const owner = await makeUser({ email: 'reset-all@example.test', password: 'old-password-1' })
    const token = await makeToken(owner, 'full')
    const thief = new Browser()
    await thief.signIn('reset-all@example.test', 'old-password-1')

    await client.post('/api/auth/forgot-password').json({ email: 'reset-all@example.test' }).withCsrfToken()
    const reset = await client
      .post('/api/auth/reset-password')
      .json({ token: await resetTokenFor('reset-all@example.test'), password: 'new-password-2' })
      .withCsrfToken()
    reset.assertStatus(200)
    reset.assertBody({
      message:
        'Your password has been reset. You can sign in now. 1 session was signed out. Your API token was revoked: create new ones for the CLI and scripts, and connect the Chrome extension again.',
      signedOutSessions: 1,
      revokedTokens: 1,
    })

    assert.equal((await thief.request('GET', '/api/groups')).status, 401)
    assert.equal((await new Browser().request('GET', '/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status, 401)
    await owner.refresh()
    assert.isTrue(owner.isEmailVerified, 'the link reached the address')
  })
})
