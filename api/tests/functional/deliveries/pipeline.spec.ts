import { createHmac } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Group from '#models/group'
import Integration from '#models/integration'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import { connectSheet, createWebhook } from '#actions/integrations/connect_destination'
import GoogleConnection from '#models/google_connection'
import { DateTime } from 'luxon'
import { DeliveryRunner } from '#services/deliveries/delivery_runner'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { applicant, capture, setRules, setWelcome } from '#tests/helpers/requests'
import { overrideBaseUrls, startLocalPlatform } from '#tests/helpers/local_platform'

/*
 * The pipeline commits as it would in production (jobs and workers read
 * committed rows), so these tests use their own owners instead of a
 * rolled-back transaction.
 */

type LocalPlatform = Awaited<ReturnType<typeof startLocalPlatform>>

async function approvedMembers(owner: User, group: Group, members: { email?: string | null; phone?: string | null }[]) {
  const ids = await insertRequests(
    group,
    members.map((member, index) => ({ name: `Member ${index} Example`, email: member.email ?? null, phone: member.phone ?? null }))
  )
  await new DecideByHand().handle({ userId: owner.id, ids, action: 'approve' })
  return ids
}

async function deliveriesOf(integrationId: number) {
  return db.from('deliveries').where('integration_id', integrationId).orderBy('member_request_id')
}

async function deliveryIds(integrationId: number) {
  return (await deliveriesOf(integrationId)).map((row) => Number(row.id))
}

/** Makes retries due now, as the clock would after their wait. */
async function makeDue(integrationId: number) {
  await db.from('deliveries').where('integration_id', integrationId).whereNotNull('next_attempt_at').update({ next_attempt_at: new Date() })
}

async function mailerLiteIntegration(owner: User, overrides: Partial<Integration> = {}) {
  const integration = new Integration()
  integration.fill({
    userId: owner.id,
    kind: 'email',
    platform: 'mailerlite',
    name: 'MailerLite Integration',
    listId: null,
    authMethod: 'api_key',
    settings: { trigger: 'approved' },
    groupIds: null,
    isActive: true,
    status: 'connected',
    ...overrides,
  })
  integration.storeCredentials({ apiKey: 'ml-key-5678' }, 'ml-key-5678')
  await integration.save()
  return integration
}

test.group('Delivery pipeline', (group) => {
  let webhookServer: LocalPlatform
  let mailerlite: LocalPlatform
  let restore: () => void
  const runner = new DeliveryRunner({ random: () => 0.5 })

  group.setup(async () => {
    process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK = 'true'
    webhookServer = await startLocalPlatform({ status: 200, body: { ok: true } })
    mailerlite = await startLocalPlatform({ status: 201, body: { data: { id: 'sub-1' } } })
    restore = overrideBaseUrls({ mailerlite: mailerlite.url })
  })
  group.teardown(async () => {
    restore()
    delete process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK
    await webhookServer.close()
    await mailerlite.close()
  })

  test('approving by hand queues one delivery per active integration covering the group', async ({ assert }) => {
    const owner = await makeUser()
    const covered = await makeGroup(owner)
    const elsewhere = await makeGroup(owner)
    const all = await mailerLiteIntegration(owner)
    const onlyElsewhere = await mailerLiteIntegration(owner, { groupIds: [elsewhere.id], name: 'Elsewhere' })
    const inactive = await mailerLiteIntegration(owner, { isActive: false, name: 'Off' })
    const [requestId] = await approvedMembers(owner, covered, [{ email: 'a@example.com' }])

    const rows = await db.from('deliveries').where('member_request_id', requestId)
    assert.deepEqual(rows.map((row) => row.integration_id), [all.id])
    assert.equal(rows[0].status, 'queued')
    assert.isNotNull(rows[0].approved_at)
    const jobs = await db.rawQuery(`SELECT count(*) AS total FROM pgboss.job WHERE name = 'deliveries.deliver' AND data->>'deliveryId' = ?`, [
      String(rows[0].id),
    ])
    assert.equal(Number(jobs.rows[0].total), 1)

    // Approving again changes nothing and queues nothing twice.
    await new DecideByHand().handle({ userId: owner.id, ids: [requestId], action: 'approve' })
    assert.lengthOf(await db.from('deliveries').where('member_request_id', requestId), 1)
    assert.lengthOf(await deliveriesOf(onlyElsewhere.id), 0)
    assert.lengthOf(await deliveriesOf(inactive.id), 0)
  })

  test('a platform answering 500 twice and then 200 receives the member once, with every attempt recorded', async ({ client, assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner, { name: 'Dog Lovers' })
    const { integration, secret } = await createWebhook(owner, { name: 'CRM', url: `${webhookServer.url}/hook` })
    await approvedMembers(owner, group, [{ email: 'jane@example.com' }])
    const [deliveryId] = await deliveryIds(integration.id)
    const before = webhookServer.requests.length
    webhookServer.answerNext({ status: 500, body: { error: 'Internal error' } }, { status: 503, body: 'Service Unavailable' })

    await runner.run([deliveryId])
    let [row] = await deliveriesOf(integration.id)
    assert.equal(row.status, 'retrying')
    assert.equal(row.attempts, 1)
    // First retry after 45 s (jitter fixed at the middle here).
    assert.approximately(new Date(row.next_attempt_at).getTime() - Date.now(), 45_000, 2_000)

    // A job arriving early does not call the platform.
    await runner.run([deliveryId])
    assert.equal(webhookServer.requests.length, before + 1)

    await makeDue(integration.id)
    await runner.run([deliveryId])
    await makeDue(integration.id)
    await runner.run([deliveryId])
    ;[row] = await deliveriesOf(integration.id)
    assert.equal(row.status, 'delivered')
    assert.equal(row.attempts, 3)
    assert.isNull(row.last_error)

    // Delivered is final: running its job again calls nobody.
    await runner.run([deliveryId])
    const calls = webhookServer.requests.slice(before)
    assert.lengthOf(calls, 3)
    assert.lengthOf(new Set(calls.map((call) => call.headers['x-joinflow-delivery'])), 1)
    const delivered = calls[2]
    assert.equal(delivered.json.member.email, 'jane@example.com')
    assert.equal(delivered.json.group.name, 'Dog Lovers')
    const expected = createHmac('sha256', secret).update(`${delivered.headers['x-joinflow-timestamp']}.${delivered.body}`).digest('hex')
    assert.equal(delivered.headers['x-joinflow-signature'], `sha256=${expected}`)

    const detail = await client.get(`/api/deliveries/${deliveryId}`).loginAs(owner)
    detail.assertStatus(200)
    assert.containsSubset(detail.body(), { id: deliveryId, status: 'delivered', attempts: 3, integrationType: 'webhook', integrationName: 'CRM' })
    assert.deepEqual(
      detail.body().attemptLog.map((attempt: { attempt: number; statusCode: number; outcome: string }) => [attempt.attempt, attempt.statusCode, attempt.outcome]),
      [
        [1, 500, 'transient'],
        [2, 503, 'transient'],
        [3, 200, 'delivered'],
      ]
    )
    const integrationRow = await Integration.findOrFail(integration.id)
    assert.isNotNull(integrationRow.lastDeliveryAt)
  })

  test('deleting an integration while its delivery is in flight removes it cleanly, on both sides', async ({ client, assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    const { integration } = await createWebhook(owner, { name: 'Slow CRM', url: `${webhookServer.url}/hook` })
    await approvedMembers(owner, group, [{ email: 'slow@example.com' }])
    const [deliveryId] = await deliveryIds(integration.id)
    webhookServer.answerNext({ status: 500, body: { error: 'busy' }, delayMs: 400 })

    const running = runner.run([deliveryId])
    await new Promise((resolve) => setTimeout(resolve, 150))
    const deleted = await client.delete(`/api/integrations/webhooks/${integration.id}`).loginAs(owner).withCsrfToken()
    deleted.assertStatus(204)
    await running

    assert.lengthOf(await deliveriesOf(integration.id), 0)
    assert.lengthOf(await db.from('delivery_attempts').where('delivery_id', deliveryId), 0)
    assert.lengthOf(await db.from('notifications').where('integration_id', integration.id), 0)
  })

  test('429 with Retry-After waits as long as the platform asks', async ({ assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    const integration = await mailerLiteIntegration(owner)
    await approvedMembers(owner, group, [{ email: 'slow@example.com' }])
    const [deliveryId] = await deliveryIds(integration.id)
    mailerlite.answerNext({ status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'retry-after': '120' } })

    await runner.run([deliveryId])
    const [row] = await deliveriesOf(integration.id)
    assert.equal(row.status, 'retrying')
    assert.equal(row.last_status_code, 429)
    assert.approximately(new Date(row.next_attempt_at).getTime() - Date.now(), 120_000, 3_000)
    const [attempt] = await db.from('delivery_attempts').where('delivery_id', deliveryId)
    assert.equal(attempt.outcome, 'rate_limited')
    const job = await db.rawQuery(
      `SELECT start_after FROM pgboss.job WHERE name = 'deliveries.deliver' AND data->>'deliveryId' = ? ORDER BY start_after DESC LIMIT 1`,
      [String(deliveryId)]
    )
    assert.approximately(new Date(job.rows[0].start_after).getTime() - Date.now(), 120_000, 3_000)
  })

  test('401 fails in our words with the status, stops the integration and raises one notification', async ({ client, assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    const integration = await mailerLiteIntegration(owner)
    await approvedMembers(owner, group, [{ email: 'a@example.com' }, { email: 'b@example.com' }, { email: 'c@example.com' }])
    const ids = await deliveryIds(integration.id)
    const before = mailerlite.requests.length
    mailerlite.answerNext({ status: 401, body: { message: 'Unauthenticated.' } })

    await runner.run([ids[0]])
    await runner.run(ids.slice(1))
    const rows = await deliveriesOf(integration.id)
    assert.deepEqual(rows.map((row) => row.status), ['failed', 'failed', 'failed'])
    const refused = 'The platform refused the credentials (HTTP 401).'
    assert.deepEqual(rows.map((row) => row.last_error), [refused, refused, refused])
    // Once the key is refused, the other members are not sent with it.
    assert.equal(mailerlite.requests.length, before + 1)

    const list = await client.get('/api/integrations/email').loginAs(owner)
    assert.containsSubset(list.body(), [{ id: integration.id, status: 'needs_attention', lastError: refused, stats: { failed: 3 } }])

    const notifications = await client.get('/api/notifications').loginAs(owner)
    notifications.assertStatus(200)
    assert.equal(notifications.body().unread, 1)
    assert.lengthOf(notifications.body().items, 1)
    assert.containsSubset(notifications.body().items[0], {
      kind: 'integration_failed',
      title: 'MailerLite Integration needs attention',
      link: '/integrations',
      readAt: null,
    })
    assert.include(notifications.body().items[0].body, refused)

    // The owner fixes the cause and retries every failed delivery.
    const retried = await client.post(`/api/integrations/${integration.id}/retry-failed`).loginAs(owner).withCsrfToken()
    retried.assertStatus(200)
    retried.assertBody({ queued: 3 })
    await runner.run(ids)
    assert.deepEqual((await deliveriesOf(integration.id)).map((row) => row.status), ['delivered', 'delivered', 'delivered'])
    const afterFix = await client.get('/api/integrations/email').loginAs(owner)
    assert.containsSubset(afterFix.body(), [{ id: integration.id, status: 'connected', lastError: null }])
    const resolved = await db.from('notifications').where('integration_id', integration.id).firstOrFail()
    assert.isNotNull(resolved.resolved_at)
  })

  test('a member without what the destination needs is skipped with the reason, and nobody is called', async ({ assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    const integration = await mailerLiteIntegration(owner)
    await approvedMembers(owner, group, [{ email: null, phone: '+15551234567' }])
    const before = mailerlite.requests.length
    await runner.run(await deliveryIds(integration.id))
    const [row] = await deliveriesOf(integration.id)
    assert.equal(row.status, 'skipped')
    assert.equal(row.last_error, 'The member gave no email address.')
    assert.equal(mailerlite.requests.length, before)
    assert.equal((await Integration.findOrFail(integration.id)).status, 'connected')
    assert.lengthOf(await db.from('notifications').where('user_id', owner.id), 0)
  })

  test('keeps to the integration’s rate and reschedules what is over it', async ({ assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    const integration = await mailerLiteIntegration(owner, { settings: { trigger: 'approved', ratePerSecond: 2 } })
    await approvedMembers(owner, group, [1, 2, 3, 4, 5].map((n) => ({ email: `m${n}@example.com` })))
    const before = mailerlite.requests.length
    await runner.run(await deliveryIds(integration.id))
    const rows = await deliveriesOf(integration.id)
    assert.equal(rows.filter((row) => row.status === 'delivered').length, 2)
    const waiting = rows.filter((row) => row.status === 'queued')
    assert.lengthOf(waiting, 3)
    for (const row of waiting) {
      assert.equal(row.attempts, 0)
      assert.isAbove(new Date(row.next_attempt_at).getTime(), Date.now())
    }
    assert.equal(mailerlite.requests.length, before + 2)
  })

  test('integrations taking captured members get them at capture, the others only once approved', async ({ client, assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    await setRules(group, { enabled: true, requireEmail: true })
    const onCapture = await mailerLiteIntegration(owner, { settings: { trigger: 'captured' }, name: 'Leads' })
    const onApproval = await mailerLiteIntegration(owner, { name: 'Members' })
    const response = await capture(client, owner, group.facebookGroupId, [
      applicant(),
      applicant({ answers: [{ question: 'Why?', answer: 'No email here' }] }),
    ])
    response.assertStatus(200)
    assert.lengthOf(await deliveriesOf(onCapture.id), 2)
    const approved = await deliveriesOf(onApproval.id)
    assert.lengthOf(approved, 1)
    const request = await db.from('member_requests').where('id', approved[0].member_request_id).firstOrFail()
    assert.equal(request.status, 'approved')
  })

  test('appends a member to a Google Sheet through the owner’s Google account, header first on an empty sheet', async ({ assert }) => {
    const sheets = await startLocalPlatform((request) =>
      request.method === 'GET' ? { status: 200, body: { range: "'Members'!A1:A1" } } : { status: 200, body: { updates: { updatedRange: "'Members'!A1:H2" } } }
    )
    const restoreSheets = overrideBaseUrls({ 'google-sheets': sheets.url })
    // A server with a Google client: one without refuses the sheet when it is added.
    process.env.GOOGLE_CLIENT_ID = 'google-client'
    process.env.GOOGLE_CLIENT_SECRET = 'google-secret'
    try {
      const owner = await makeUser()
      const group = await makeGroup(owner, { name: 'Gardeners' })
      const sheet = await connectSheet(owner, { name: 'Members', spreadsheetId: 'sheet-123', sheetName: 'Members' })
      await approvedMembers(owner, group, [{ email: 'rose@example.com' }])

      // Without a Google account the delivery cannot be made: it fails, and the owner is told once.
      await runner.run(await deliveryIds(sheet.id))
      let [row] = await deliveriesOf(sheet.id)
      assert.equal(row.status, 'failed')
      assert.include(row.last_error, 'No Google account is connected')
      assert.lengthOf(await db.from('notifications').where('integration_id', sheet.id), 1)

      await GoogleConnection.create({
        userId: owner.id,
        accessToken: 'ya29.sheets',
        refreshToken: '1//r',
        expiresAt: DateTime.now().plus({ hours: 1 }),
        scope: 'https://www.googleapis.com/auth/spreadsheets',
        status: 'connected',
        email: null,
      })
      await db.from('deliveries').where('integration_id', sheet.id).update({ status: 'queued' })
      await db.from('integrations').where('id', sheet.id).update({ status: 'connected', last_error: null })
      await runner.run(await deliveryIds(sheet.id))
      ;[row] = await deliveriesOf(sheet.id)
      assert.equal(row.status, 'delivered')
      const append = sheets.requests.find((request) => request.method === 'POST')!
      assert.include(append.path, '/spreadsheets/sheet-123/values/')
      assert.include(append.path, 'valueInputOption=RAW')
      assert.equal(append.headers.authorization, 'Bearer ya29.sheets')
      assert.equal(append.json.values[0][0], 'Date')
      assert.deepEqual(append.json.values[1].slice(1, 5), ['Gardeners', 'Member', '0 Example', 'rose@example.com'])
    } finally {
      delete process.env.GOOGLE_CLIENT_ID
      delete process.env.GOOGLE_CLIENT_SECRET
      restoreSheets()
      await sheets.close()
    }
  })

  test('texts the welcome message through an SMS platform connected by API; members it cannot take are skipped or failed alone', async ({ client, assert }) => {
    const twilio = await startLocalPlatform((request) => {
      if (request.headers.authorization !== `Basic ${Buffer.from('AC123:twilio-token').toString('base64')}`) {
        return { status: 401, body: { code: 20003, message: 'Authenticate' } }
      }
      if (request.method === 'GET') return { status: 200, body: { sid: 'AC123', status: 'active' } }
      const to = new URLSearchParams(request.body).get('To')
      if (to === '+15550000000') return { status: 400, body: { code: 21211, message: "The 'To' number +15550000000 is not a valid phone number." } }
      return { status: 201, body: { sid: 'SM1', status: 'queued' } }
    })
    const restoreTwilio = overrideBaseUrls({ twilio: twilio.url })
    try {
      const owner = await makeUser()
      const group = await makeGroup(owner)
      await setWelcome(group, { enabled: true, message: 'Welcome to the group, {name}!' })
      const created = await client
        .post('/api/integrations/sms')
        .json({ platform: 'twilio', apiKey: 'twilio-token', credentials: { accountSid: 'AC123', from: '+15557654321' }, sendWelcomeSms: true })
        .loginAs(owner)
        .withCsrfToken()
      created.assertStatus(201)
      created.assertBodyContains({ name: 'Twilio Integration', sendWelcomeSms: true, credentialHint: '••••oken' })
      const integrationId = created.body().id

      await approvedMembers(owner, group, [{ phone: '+15551112222' }, { phone: null, email: 'no-phone@example.com' }, { phone: '+15550000000' }])
      await runner.run(await deliveryIds(integrationId))
      const rows = await deliveriesOf(integrationId)
      assert.deepEqual(rows.map((row) => row.status), ['delivered', 'skipped', 'failed'])
      assert.equal(rows[2].last_error, 'The platform refused the request (HTTP 400).')
      const sent = twilio.requests.find((request) => request.method === 'POST' && request.body.includes('15551112222'))!
      assert.equal(new URLSearchParams(sent.body).get('Body'), 'Welcome to the group, Member 0 Example!')
      // One member's bad number does not stop the integration.
      assert.equal((await Integration.findOrFail(integrationId)).status, 'connected')
      assert.lengthOf(await db.from('notifications').where('user_id', owner.id), 0)
    } finally {
      restoreTwilio()
      await twilio.close()
    }
  })

  test('erases a member’s contact data once every delivery succeeded, when the owner asks for it', async ({ client, assert }) => {
    const owner = await makeUser()
    const group = await makeGroup(owner)
    const settings = await client.put('/api/settings/privacy').json({ eraseAfterDelivery: true }).loginAs(owner).withCsrfToken()
    settings.assertBody({ eraseAfterDelivery: true, retentionDays: null })
    const first = await mailerLiteIntegration(owner)
    const second = await mailerLiteIntegration(owner, { name: 'Second' })
    const [requestId] = await approvedMembers(owner, group, [{ email: 'private@example.com', phone: '+15550001111' }])

    await runner.run(await deliveryIds(first.id))
    let request = await db.from('member_requests').where('id', requestId).firstOrFail()
    assert.equal(request.email, 'private@example.com')

    await runner.run(await deliveryIds(second.id))
    request = await db.from('member_requests').where('id', requestId).firstOrFail()
    assert.isNull(request.email)
    assert.isNull(request.phone)
    assert.deepEqual(request.answers, [])
    assert.isNotNull(request.contact_erased_at)
    assert.equal(request.status, 'approved')
  })
})
