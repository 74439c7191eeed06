import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import OutboxMessage from '#models/outbox_message'
import EmailVerificationToken from '#models/email_verification_token'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { captureLogs } from '#tests/helpers/log_capture'

const signupBody = (email: string) => ({ email, password: 'secret-pass', firstName: 'Ada', lastName: 'Lovelace' })

/** The token in the newest confirmation email the outbox holds for `email`. */
async function emailedVerificationToken(email: string) {
  const message = await OutboxMessage.query()
    .where('toAddress', email)
    .where('subject', 'Confirm your JoinFlow email address')
    .orderBy('id', 'desc')
    .firstOrFail()
  return message.textBody.match(/\/verify-email\?token=([\w-]+)/)![1]
}

async function signUp(client: ApiClient, email: string) {
  const response = await client.post('/api/auth/signup').json(signupBody(email)).withCsrfToken()
  response.assertStatus(201)
  return User.findByOrFail('email', email)
}

function confirm(client: ApiClient, token: string) {
  return client.post('/api/auth/verify-email').json({ token }).withCsrfToken()
}

test.group('Email verification', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a password sign-up is unverified and gets a link that confirms the address once', async ({ client, assert }) => {
    await makeUser()
    const signup = await client.post('/api/auth/signup').json(signupBody('confirm@example.test')).withCsrfToken()
    signup.assertBodyContains({ email: 'confirm@example.test', isEmailVerified: false, emailVerifiedAt: null })

    const token = await emailedVerificationToken('confirm@example.test')
    const stored = await EmailVerificationToken.findByOrFail('email', 'confirm@example.test')
    assert.notEqual(stored.tokenHash, token, 'only a hash of the link is stored')

    const confirmed = await confirm(client, token)
    confirmed.assertStatus(200)
    confirmed.assertBody({ message: 'Your email address is confirmed.', email: 'confirm@example.test' })
    const user = await User.findByOrFail('email', 'confirm@example.test')
    assert.isTrue(user.isEmailVerified)
    const me = await client.get('/api/auth/user').loginAs(user)
    me.assertBodyContains({ isEmailVerified: true })
    assert.isString(me.body().emailVerifiedAt)

    const again = await confirm(client, token)
    again.assertStatus(400)
    again.assertBody({
      message: 'This verification link is invalid or has expired. Sign in and send yourself a new one.',
      code: 'E_INVALID_VERIFICATION_LINK',
    })
  })

  test('a link older than 24 hours, a made-up one and an empty one confirm nothing', async ({ client, assert }) => {
    await makeUser()
    const user = await signUp(client, 'late-confirm@example.test')
    const token = await emailedVerificationToken(user.email)
    await EmailVerificationToken.query().where('userId', user.id).update({ expiresAt: DateTime.now().minus({ minutes: 1 }).toSQL() })

    ;(await confirm(client, token)).assertStatus(400)
    ;(await confirm(client, 'made-up-token')).assertStatus(400)
    ;(await confirm(client, '')).assertStatus(422)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('an owner asks for a new link from a signed-in session; the old link stops working', async ({ client, assert }) => {
    await makeUser()
    const user = await signUp(client, 'resend@example.test')
    const first = await emailedVerificationToken(user.email)

    const resent = await client.post('/api/auth/verify-email/resend').loginAs(user).withCsrfToken()
    resent.assertStatus(200)
    resent.assertBody({ message: 'A new confirmation link is on its way to resend@example.test.', sent: true })
    const second = await emailedVerificationToken(user.email)
    assert.notEqual(first, second)

    ;(await confirm(client, first)).assertStatus(400)
    ;(await confirm(client, second)).assertStatus(200)

    await user.refresh()
    const already = await client.post('/api/auth/verify-email/resend').loginAs(user).withCsrfToken()
    already.assertBody({ message: 'Your email address is already confirmed.', sent: false })
    ;(await client.post('/api/auth/verify-email/resend').withCsrfToken()).assertStatus(401)
  })

  test('new links are limited to five an hour per account', async ({ client, assert }) => {
    const user = await makeUser()
    for (let sent = 0; sent < 5; sent += 1) {
      ;(await client.post('/api/auth/verify-email/resend').loginAs(user).withCsrfToken()).assertStatus(200)
    }
    const limited = await client.post('/api/auth/verify-email/resend').loginAs(user).withCsrfToken()
    limited.assertStatus(429)
    assert.match(limited.body().message, /^Too many confirmation emails\. Please try again in \d+ minutes?\.$/)
  })

  test('without SMTP the link is also written to the server log', async ({ client, assert }) => {
    await makeUser()
    const { lines } = await captureLogs(() => signUp(client, 'logged-link@example.test'))
    const token = await emailedVerificationToken('logged-link@example.test')
    const line = lines.find((entry) => entry.includes('No SMTP configured: to confirm the email address of logged-link@example.test'))
    assert.exists(line)
    assert.include(line!, `/verify-email?token=${token}`)
  })

  test('an unverified account uses the product', async ({ client }) => {
    await makeUser()
    const user = await signUp(client, 'busy-owner@example.test')
    const group = await client.post('/api/groups').json({ url: 'https://www.facebook.com/groups/unverified-garden' }).loginAs(user).withCsrfToken()
    group.assertStatus(201)
  })
})

test.group('Email verification / power only for verified accounts', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a SUPER_ADMIN_EMAILS address is an owner until it is verified, then a super admin', async ({ client, cleanup, assert }) => {
    process.env.SUPER_ADMIN_EMAILS = 'boss@example.test'
    cleanup(() => {
      delete process.env.SUPER_ADMIN_EMAILS
    })
    await makeUser()
    const signup = await client.post('/api/auth/signup').json(signupBody('boss@example.test')).withCsrfToken()
    signup.assertBodyContains({ role: 'user', isSuperAdmin: false })
    const squatter = await User.findByOrFail('email', 'boss@example.test')
    ;(await client.get('/api/admin/users').loginAs(squatter)).assertStatus(403)
    ;(await client.get('/api/admin/outbox').loginAs(squatter)).assertStatus(403)

    // Signing in again does not make it one either, however often.
    const login = await client.post('/api/auth/login').json({ email: 'boss@example.test', password: 'secret-pass' }).withCsrfToken()
    login.assertBodyContains({ role: 'user', isSuperAdmin: false })

    ;(await confirm(client, await emailedVerificationToken('boss@example.test'))).assertStatus(200)
    const boss = await User.findByOrFail('email', 'boss@example.test')
    assert.equal(boss.role, 'super_admin')
    ;(await client.get('/api/admin/users').loginAs(boss)).assertStatus(200)
  })

  test('the first account of a fresh install becomes super admin once verified; no later one does', async ({ client, assert }) => {
    await db.from('users').delete()
    const first = await client.post('/api/auth/signup').json(signupBody('founder@example.test')).withCsrfToken()
    first.assertBodyContains({ role: 'user', isSuperAdmin: false })
    const later = await signUp(client, 'later@example.test')

    ;(await confirm(client, await emailedVerificationToken('later@example.test'))).assertStatus(200)
    await later.refresh()
    assert.equal(later.role, 'user')

    ;(await confirm(client, await emailedVerificationToken('founder@example.test'))).assertStatus(200)
    const founder = await User.findByOrFail('email', 'founder@example.test')
    assert.equal(founder.role, 'super_admin')
    const me = await client.get('/api/auth/user').loginAs(founder)
    me.assertBodyContains({ role: 'super_admin', isSuperAdmin: true, isEmailVerified: true })
  })

  test('a super admin cannot make an unverified account an admin; once verified it can', async ({ client, assert }) => {
    const superAdmin = await makeUser({ role: 'super_admin' })
    const target = await makeUser()
    const refused = await client.put(`/api/admin/users/${target.id}/role`).json({ role: 'admin' }).loginAs(superAdmin).withCsrfToken()
    refused.assertStatus(409)
    refused.assertBodyContains({ code: 'E_EMAIL_NOT_VERIFIED' })
    assert.match(refused.body().message, /has not confirmed its email address/)
    await target.refresh()
    assert.equal(target.role, 'user')

    await target.merge({ emailVerifiedAt: DateTime.utc() }).save()
    const promoted = await client.put(`/api/admin/users/${target.id}/role`).json({ role: 'admin' }).loginAs(superAdmin).withCsrfToken()
    promoted.assertStatus(200)
  })
})
