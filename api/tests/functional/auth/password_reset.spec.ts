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
    reset.assertBody({ message: 'Your password has been reset. You can sign in now.' })

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
})
