import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import SocialAccount from '#models/social_account'
import Notification from '#models/notification'
import OutboxMessage from '#models/outbox_message'
import { SignInWithProvider, type ProviderProfile } from '#actions/auth/sign_in_with_provider'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { Browser } from '#tests/helpers/browser'
import { abilitiesFor } from '#services/tokens/token_abilities'

function profile(email: string, emailVerified: boolean, overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return { provider: 'google', providerUserId: `g-${email}`, email, emailVerified, firstName: 'Real', lastName: 'Owner', ...overrides }
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: { status?: number; code?: string; message: string }) => error
  )
}

test.group('Provider sign-in / joining an existing account', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('joins the account with the same email when both sides verified it', async ({ assert }) => {
    const owner = await makeUser({ email: 'both@example.test', emailVerified: true })
    const user = await new SignInWithProvider().handle(profile('both@example.test', true))
    assert.equal(user.id, owner.id)
    assert.exists(await SocialAccount.query().where('userId', owner.id).where('provider', 'google').first())
  })

  test('joins nothing when the provider does not confirm the address, whatever the account', async ({ assert }) => {
    for (const emailVerified of [true, false]) {
      const owner = await makeUser({ emailVerified })
      const error = await rejection(new SignInWithProvider().handle(profile(owner.email, false)))
      assert.equal(error?.code, 'E_PROVIDER_EMAIL_TAKEN')
      assert.equal(error?.status, 409)
      assert.isNull(await SocialAccount.findBy('userId', owner.id))
    }
  })

  test('a new unverified provider address gets an account that must still confirm it', async ({ assert }) => {
    await makeUser()
    const user = await new SignInWithProvider().handle(profile('unconfirmed-newcomer@example.test', false))
    assert.isNull(user.emailVerifiedAt)
    assert.equal(user.role, 'user')
    const email = await OutboxMessage.query().where('toAddress', 'unconfirmed-newcomer@example.test').firstOrFail()
    assert.equal(email.subject, 'Confirm your JoinFlow email address')
  })
})

test.group('Provider sign-in / an address someone else registered and never verified', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('the verified owner takes the account over; the pre-registrant’s password, session and token stop working', async ({ assert }) => {
    const squatter = await makeUser({ email: 'victim@example.test', password: 'squatter-pass-1' })
    const squatterToken = (await User.accessTokens.create(squatter, abilitiesFor('full'))).value!.release()
    const squatterBrowser = new Browser()
    await squatterBrowser.signIn('victim@example.test', 'squatter-pass-1')
    await SocialAccount.create({ userId: squatter.id, provider: 'oidc', providerUserId: 'squatter-identity', email: 'victim@example.test' })
    assert.equal((await squatterBrowser.request('GET', '/api/auth/user', { headers: { authorization: `Bearer ${squatterToken}` } })).status, 200)

    const user = await new SignInWithProvider().handle(profile('victim@example.test', true))

    assert.equal(user.id, squatter.id, 'the same account: nothing the owner bought or set up is split off')
    await user.refresh()
    assert.isNull(user.password)
    assert.isNotNull(user.emailVerifiedAt)

    // The pre-registrant is locked out every way they had in.
    const passwordAttempt = await new Browser().request('POST', '/api/auth/login', {
      body: { email: 'victim@example.test', password: 'squatter-pass-1' },
    })
    assert.equal(passwordAttempt.status, 400)
    assert.equal((await squatterBrowser.request('GET', '/api/groups')).status, 401)
    const withToken = await new Browser().request('GET', '/api/auth/user', { headers: { authorization: `Bearer ${squatterToken}` } })
    assert.equal(withToken.status, 401)
    const identities = await SocialAccount.query().where('userId', user.id)
    assert.deepEqual(
      identities.map(({ provider, providerUserId }) => `${provider}:${providerUserId}`),
      ['google:g-victim@example.test']
    )

    // The owner is told what happened and what to check.
    const notice = await Notification.query().where('userId', user.id).where('kind', 'account_secured').firstOrFail()
    assert.equal(notice.title, 'Your account was secured')
    assert.include(notice.body, 'that password no longer works')
  })

  test('outstanding reset and confirmation links of the pre-registrant stop working too', async ({ client, assert }) => {
    await makeUser()
    const signup = await client
      .post('/api/auth/signup')
      .json({ email: 'links@example.test', password: 'squatter-pass-1', firstName: 'S', lastName: 'Q' })
      .withCsrfToken()
    signup.assertStatus(201)
    await client.post('/api/auth/forgot-password').json({ email: 'links@example.test' }).withCsrfToken()
    const texts = (await OutboxMessage.query().where('toAddress', 'links@example.test')).map(({ textBody }) => textBody)
    const verifyToken = texts.join('\n').match(/verify-email\?token=([\w-]+)/)![1]
    const resetToken = texts.join('\n').match(/reset-password\?token=([\w-]+)/)![1]

    await new SignInWithProvider().handle(profile('links@example.test', true))

    ;(await client.post('/api/auth/verify-email').json({ token: verifyToken }).withCsrfToken()).assertStatus(400)
    ;(await client.post('/api/auth/reset-password').json({ token: resetToken, password: 'squatter-pass-2' }).withCsrfToken()).assertStatus(400)
    const open = await db.from('password_reset_tokens').whereNull('used_at').where('expires_at', '>', DateTime.now().toJSDate())
    assert.lengthOf(open, 0)
  })
})
