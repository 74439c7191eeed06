/*
 * Passwords, API tokens, reset tokens, platform API keys, card numbers and
 * security codes: after the flows that carry them, none appears in any log
 * line or any stored row in plain text, and none comes back in any response
 * but the one that creates a token (shown once, by design).
 */
import { isolatedTransaction } from '#tests/helpers/database'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import OutboxMessage from '#models/outbox_message'
import { captureLogs } from '#tests/helpers/log_capture'
import { allowPrivateNetwork, overrideBaseUrls, startLocalPlatform } from '#tests/helpers/local_platform'

const PASSWORD = 'Correct-Horse-Battery-77'
const NEW_PASSWORD = 'Tr0ub4dor-and-3-more'
const API_KEY = 'mlk_live_9f8e7d6c5b4a3210'
const CARD = '4000056655665556'
const AMEX = '371449635398431'
const SECURITY_CODE = '8264'

/** Every string inside a parsed JSON value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/** The secrets found in `text`: whole, or a card number in its printed groups. */
function secretsIn(text: string, secrets: string[]) {
  const digitsOnly = text.replace(/[\s-]/g, '')
  return secrets.filter((secret) => text.includes(secret) || (/^\d{13,19}$/.test(secret) && digitsOnly.includes(secret)))
}

test.group('Security / secrets never leak', (group) => {
  // Its stand-in servers listen on this machine.
  group.setup(() => allowPrivateNetwork())
  let platform: Awaited<ReturnType<typeof startLocalPlatform>>
  let restore: () => void

  group.setup(async () => {
    platform = await startLocalPlatform((request) =>
      request.headers.authorization === `Bearer ${API_KEY}`
        ? { status: 200, body: { data: [] } }
        : { status: 401, body: { message: 'Unauthenticated.' } }
    )
    restore = overrideBaseUrls({ mailerlite: platform.url })
  })
  group.teardown(async () => {
    restore()
    await platform.close()
  })
  group.each.setup(() => isolatedTransaction())

  test('the logger in use redacts secret fields', ({ assert }) => {
    return captureLogs(async () => {
      logger.info({ password: PASSWORD, body: { apiKey: API_KEY, paymentData: { cardNumber: CARD, securityCode: SECURITY_CODE } } }, 'probe')
    }).then(({ lines }) => {
      assert.lengthOf(lines, 1)
      assert.include(lines[0], 'probe')
      assert.deepEqual(secretsIn(lines[0], [PASSWORD, API_KEY, CARD, SECURITY_CODE]), [])
    })
  })

  test('sign-up, sign-in, tokens, an API key and card payments leave no secret in logs or answers', async ({ client, assert }) => {
    const responses: { label: string; response: ApiResponse; shows?: string }[] = []
    const email = `secrets-${Date.now()}@example.test`
    let apiToken = ''
    let resetToken = ''

    const { lines } = await captureLogs(async () => {
      const run = async (label: string, request: ReturnType<ApiClient['post']>) => {
        const response = await request
        responses.push({ label, response })
        return response
      }

      await run('sign-up', client.post('/api/auth/signup').json({ email, password: PASSWORD, firstName: 'Sam', lastName: 'Secret' }).withCsrfToken())
      await run('wrong password', client.post('/api/auth/login').json({ email, password: `${PASSWORD}x` }).withCsrfToken())
      const signIn = await run('sign-in', client.post('/api/auth/login').json({ email, password: PASSWORD }).withCsrfToken())
      assert.isBelow(signIn.status(), 300, signIn.text())
      const { default: User } = await import('#models/user')
      const owner = await User.findByOrFail('email', email)

      const created = await client.post('/api/tokens').json({ name: 'CLI' }).loginAs(owner).withCsrfToken()
      created.assertStatus(201)
      apiToken = created.body().token
      assert.isString(apiToken)
      responses.push({ label: 'token creation', response: created, shows: apiToken })
      await run('token list', client.get('/api/tokens').loginAs(owner) as any)
      await run('signed in by token', client.get('/api/auth/user').bearerToken(apiToken) as any)
      await run('bad token', client.get('/api/auth/user').bearerToken(`${apiToken}x`) as any)

      await run('API key refused', client.post('/api/integrations/email').json({ platform: 'mailerlite', apiKey: `${API_KEY}-wrong` }).bearerToken(apiToken))
      await run('API key test', client.post('/api/integrations/email/test').json({ platform: 'mailerlite', apiKey: API_KEY }).bearerToken(apiToken))
      const integration = await run('API key saved', client.post('/api/integrations/email').json({ platform: 'mailerlite', apiKey: API_KEY }).bearerToken(apiToken))
      integration.assertStatus(201)
      await run('integrations list', client.get('/api/integrations/email').bearerToken(apiToken) as any)

      await run(
        'owner checkout',
        client
          .post('/api/payment/process')
          .json({
            planType: 'silver', planTitle: 'Silver', amount: 29, userId: owner.id, email, country: 'Kenya', subscribeToUpdates: false,
            cardNumber: CARD, nameOnCard: 'Sam Secret', expirationDate: '09/2039', securityCode: SECURITY_CODE.slice(0, 3),
          })
          .loginAs(owner)
          .withCsrfToken()
      )
      for (const cardNumber of [AMEX.replace(/(\d{4})(\d{6})(\d{5})/, '$1 $2 $3'), '4000 0566 5566 5557']) {
        await run(
          'public purchase',
          client
            .post('/api/process-payment')
            .json({
              orderData: { plan: { planType: 'silver', billing: 'monthly' }, customer: { email: `buyer-${email}`, country: 'Kenya', marketingConsent: false } },
              paymentData: { cardNumber, nameOnCard: 'Sam Secret', expirationDate: '12/40', securityCode: SECURITY_CODE },
            })
            .withCsrfToken()
        )
      }

      await run('forgot password', client.post('/api/auth/forgot-password').json({ email }).withCsrfToken())
      const mail = await OutboxMessage.query().where('toAddress', email).orderBy('id', 'desc').firstOrFail()
      resetToken = mail.textBody.match(/reset-password\?token=([\w-]+)/)![1]
      await run('reset password', client.post('/api/auth/reset-password').json({ token: resetToken, password: NEW_PASSWORD }).withCsrfToken())
      await run('signed out by token', client.post('/api/auth/logout').bearerToken(apiToken))
    })

    const secrets = [PASSWORD, NEW_PASSWORD, API_KEY, CARD, AMEX, '4000056655665557', apiToken, resetToken]
    const leaks: string[] = []
    for (const line of lines) {
      const found = secretsIn(line, secrets)
      if (found.length) leaks.push(`log: ${found.join(', ')} in ${line.slice(0, 300)}`)
      const values = stringsIn(JSON.parse(line))
      if (values.some((value) => value.includes(SECURITY_CODE))) leaks.push(`log: security code in ${line.slice(0, 300)}`)
      if (/authorization|cookie/i.test(line) && !line.includes('[redacted]')) leaks.push(`log: request credentials in ${line.slice(0, 300)}`)
    }
    for (const { label, response, shows } of responses) {
      const text = `${JSON.stringify(response.headers())}\n${response.text()}`
      const found = secretsIn(text, secrets.filter((secret) => secret !== shows))
      if (found.length) leaks.push(`${label} (${response.status()}): ${found.join(', ')}`)
      if (response.text().includes(`"${SECURITY_CODE}"`)) leaks.push(`${label}: security code`)
    }
    // At rest: passwords and tokens hashed, keys encrypted, cards never kept.
    const tables: { table_name: string }[] = (
      await db.rawQuery(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)
    ).rows
    for (const { table_name: table } of tables) {
      const rows = await db.from(table).select('*')
      // The reset email carries its link, so the outbox holds the reset token until it expires.
      const atRest = [PASSWORD, NEW_PASSWORD, API_KEY, CARD, AMEX, apiToken, ...(table === 'outbox_messages' ? [] : [resetToken])]
      const found = secretsIn(JSON.stringify(rows), atRest)
      if (found.length) leaks.push(`table ${table}: ${found.join(', ')}`)
    }
    assert.deepEqual(leaks, [])
    // The saved key is shown as its masked tail only.
    assert.include(JSON.stringify(responses.find(({ label }) => label === 'API key saved')!.response.body()), API_KEY.slice(-4))
  }).timeout(30_000)
})
