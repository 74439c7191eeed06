import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { DateTime } from 'luxon'
import OutboxMessage from '#models/outbox_message'
import PasswordResetToken from '#models/password_reset_token'
import { makeUser } from '#tests/helpers/users'

const SENT = { message: 'If an account exists for this email, a reset link is on its way.' }

async function resetLinkTokenFor(email: string) {
  const message = await OutboxMessage.query().where('toAddress', email).orderBy('id', 'desc').firstOrFail()
  return message.textBody.match(/reset-password\?token=([\w-]+)/)![1]
}

test.group('Forgotten password', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('emails a reset link through the outbox, and the link sets a new password once', async ({ client, assert }) => {
    await makeUser({ email: 'forgot@example.test' })
    const request = await client.post('/api/auth/forgot-password').json({ email: 'forgot@example.test' }).withCsrfToken()
    request.assertBody(SENT)
    const message = await OutboxMessage.findByOrFail('toAddress', 'forgot@example.test')
    assert.equal(message.status, 'stored')
    assert.equal(message.subject, 'Reset your JoinFlow password')

    const token = await resetLinkTokenFor('forgot@example.test')
    const reset = await client.post('/api/auth/reset-password').json({ token, password: 'brand-new-pass' }).withCsrfToken()
    reset.assertBody({ message: 'Your password has been reset. You can sign in now.', signedOutSessions: 0, revokedTokens: 0 })

    const login = await client
      .post('/api/auth/login')
      .json({ email: 'forgot@example.test', password: 'brand-new-pass' })
      .withCsrfToken()
    login.assertStatus(200)

    const again = await client.post('/api/auth/reset-password').json({ token, password: 'another-pass' }).withCsrfToken()
    again.assertStatus(400)
    again.assertBodyContains({ message: 'This reset link is invalid or has expired.' })
  })

  test('answers the same for an unknown email and sends nothing', async ({ client, assert }) => {
    const response = await client.post('/api/auth/forgot-password').json({ email: 'ghost@example.test' }).withCsrfToken()
    response.assertBody(SENT)
    assert.isNull(await OutboxMessage.findBy('toAddress', 'ghost@example.test'))
  })

  test('a link older than an hour no longer works', async ({ client }) => {
    await makeUser({ email: 'late@example.test' })
    await client.post('/api/auth/forgot-password').json({ email: 'late@example.test' }).withCsrfToken()
    const token = await resetLinkTokenFor('late@example.test')
    await PasswordResetToken.query().update({ expiresAt: DateTime.now().minus({ minutes: 61 }).toSQL() })
    const response = await client.post('/api/auth/reset-password').json({ token, password: 'brand-new-pass' }).withCsrfToken()
    response.assertStatus(400)
  })

  test('super admins read the outbox; owners may not', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const owner = await makeUser()
    await client.post('/api/auth/forgot-password').json({ email: owner.email }).withCsrfToken()
    const list = await client.get('/api/admin/outbox').qs({ filter: JSON.stringify({ to: owner.email }) }).loginAs(admin)
    list.assertStatus(200)
    list.assertBodyContains([{ toAddress: owner.email, subject: 'Reset your JoinFlow password' }])
    const denied = await client.get('/api/admin/outbox').loginAs(owner)
    denied.assertStatus(403)
  })

  test('the outbox shows no live link, token or order ID; the stored email keeps them for delivery', async ({ client, assert }) => {
    const admin = await makeUser({ role: 'super_admin' })
    const owner = await makeUser()
    await client.post('/api/auth/forgot-password').json({ email: owner.email }).withCsrfToken()
    const resetToken = await resetLinkTokenFor(owner.email)
    const apiToken = `jf_${'k'.repeat(40)}`
    await OutboxMessage.create({
      toAddress: owner.email,
      subject: 'Your JoinFlow order JF-ABCDEFGHJKLMNPQR',
      textBody: `Order ID: JF-ABCDEFGHJKLMNPQR\nToken: ${apiToken}\nConfirm: http://localhost:3333/verify-email?token=secret-confirmation-value`,
      htmlBody: '<a href="http://localhost:3333/reset-password?token=secret-html-value&x=1">Reset</a>',
      status: 'stored',
      attempts: 0,
    })

    const list = await client.get('/api/admin/outbox').qs({ filter: JSON.stringify({ to: owner.email }) }).loginAs(admin)
    list.assertStatus(200)
    const shown = JSON.stringify(list.body())
    for (const secret of [resetToken, apiToken, 'JF-ABCDEFGHJKLMNPQR', 'secret-confirmation-value', 'secret-html-value']) {
      assert.notInclude(shown, secret)
    }
    const [order, reset] = list.body()
    assert.equal(order.subject, 'Your JoinFlow order JF-…NPQR')
    assert.include(order.textBody, 'Order ID: JF-…NPQR')
    assert.include(order.textBody, 'Token: jf_[redacted]')
    assert.include(order.textBody, '/verify-email?token=[redacted]')
    assert.include(order.htmlBody, '/reset-password?token=[redacted]&x=1')
    assert.include(reset.textBody, '/reset-password?token=[redacted]')

    const stored = await OutboxMessage.query().where('toAddress', owner.email).where('subject', 'Reset your JoinFlow password').firstOrFail()
    assert.include(stored.textBody, resetToken)
  })
})
