import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Integration from '#models/integration'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import ReclaimAbandonedDeliveries from '#jobs/reclaim_abandoned_deliveries'
import { DeliveryRunner } from '#services/deliveries/delivery_runner'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { allowPrivateNetwork, overrideBaseUrls } from '#tests/helpers/local_platform'
import { type FakePlatform, startFakePlatform } from '#tests/support/fake_platforms/index'

/*
 * A delivery is sent by the attempt that claimed it, and only that attempt
 * records the result. The platform here is a local Twilio that takes its
 * time, so a retry or a second worker arrives while the first call is in
 * flight; a text sent twice is the member's second welcome SMS.
 *
 * The pipeline commits as in production, so these tests use their own
 * owners instead of a rolled-back transaction.
 */

const SLOW_MS = 1500

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the platform call')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** An owner with a Twilio integration that texts new members, and one approved member with a phone. */
async function smsDelivery(twilio: FakePlatform) {
  const owner = await makeUser()
  const group = await makeGroup(owner)
  const integration = new Integration()
  integration.fill({
    userId: owner.id,
    kind: 'sms',
    platform: 'twilio',
    name: 'Twilio Integration',
    listId: null,
    authMethod: 'api_key',
    settings: { sendWelcomeSms: true },
    groupIds: null,
    isActive: true,
    status: 'connected',
  })
  integration.storeCredentials(twilio.credentials as Record<string, string>)
  await integration.save()
  const [requestId] = await insertRequests(group, [{ name: 'Ann Lee', phone: '+15551230001' }])
  await new DecideByHand().handle({ userId: owner.id, ids: [requestId], action: 'approve' })
  await db.from('member_requests').where('id', requestId).update({ welcome_message: 'Welcome to the group, Ann!' })
  const delivery = await db.from('deliveries').where('integration_id', integration.id).firstOrFail()
  return { owner, integration, deliveryId: Number(delivery.id) }
}

async function deliveryRow(id: number) {
  return db.from('deliveries').where('id', id).firstOrFail()
}

async function attemptsOf(id: number) {
  return db.from('delivery_attempts').where('delivery_id', id).orderBy('id')
}

test.group('Delivery claims', (group) => {
  let twilio: FakePlatform
  let restore: () => void
  const runner = new DeliveryRunner({ random: () => 0.5 })

  group.setup(() => allowPrivateNetwork())
  group.setup(async () => {
    twilio = await startFakePlatform('twilio')
    restore = overrideBaseUrls({ twilio: twilio.url })
  })
  group.teardown(async () => {
    restore()
    await twilio.close()
  })
  group.each.setup(() => twilio.reset())

  test('retrying a delivery while it is being delivered sends nothing again', async ({ client, assert }) => {
    const { owner, integration, deliveryId } = await smsDelivery(twilio)
    twilio.failNext({ delayMs: SLOW_MS })
    const inFlight = runner.run([deliveryId])
    await until(() => twilio.requests.length === 1)
    assert.equal((await deliveryRow(deliveryId)).status, 'delivering')

    const retried = await client.post(`/api/deliveries/${deliveryId}/retry`).loginAs(owner).withCsrfToken()
    retried.assertStatus(200)
    retried.assertBodyContains({ id: deliveryId, status: 'delivering' })
    const retriedFailed = await client.post(`/api/integrations/${integration.id}/retry-failed`).loginAs(owner).withCsrfToken()
    retriedFailed.assertBodyContains({ queued: 0 })

    // A second worker picking up every job queued for it meanwhile.
    await runner.run([deliveryId])
    await inFlight

    assert.lengthOf(twilio.state.sent, 1, 'the member got one welcome text')
    const row = await deliveryRow(deliveryId)
    assert.equal(row.status, 'delivered')
    assert.equal(row.attempts, 1)
    assert.isNull(row.claim_token)
    assert.deepEqual(
      (await attemptsOf(deliveryId)).map(({ attempt, outcome }) => [attempt, outcome]),
      [[1, 'delivered']]
    )
  }).timeout(20_000)

  test('a late attempt whose claim was taken back records nothing over the newer attempt', async ({ assert }) => {
    const { deliveryId } = await smsDelivery(twilio)
    twilio.failNext({ delayMs: SLOW_MS })
    const late = runner.run([deliveryId])
    await until(() => twilio.requests.length === 1)

    // The worker looks gone (its lease ran out): the delivery is queued again and tried by another.
    await new ReclaimAbandonedDeliveries().handle({ leaseSeconds: 0 })
    assert.equal((await deliveryRow(deliveryId)).status, 'queued')
    twilio.failNext({ status: 503 })
    await runner.run([deliveryId])
    const newer = await deliveryRow(deliveryId)
    assert.equal(newer.status, 'retrying')
    assert.equal(newer.last_status_code, 503)

    await late
    const row = await deliveryRow(deliveryId)
    assert.equal(row.status, 'retrying')
    assert.equal(row.last_status_code, 503)
    assert.equal(row.attempts, 1)
    assert.equal(new Date(row.next_attempt_at).getTime(), new Date(newer.next_attempt_at).getTime())
    assert.deepEqual(
      (await attemptsOf(deliveryId)).map(({ attempt, status_code: statusCode }) => [attempt, statusCode]),
      [[1, 503]]
    )
  }).timeout(20_000)

  test('a delivery left mid-call by a stopped worker can still be retried once its lease is over', async ({ client, assert }) => {
    const { owner, deliveryId } = await smsDelivery(twilio)
    await db
      .from('deliveries')
      .where('id', deliveryId)
      .update({ status: 'delivering', claimed_at: new Date(Date.now() - 10 * 60_000), claim_token: '00000000-0000-4000-8000-000000000001' })

    const retried = await client.post(`/api/deliveries/${deliveryId}/retry`).loginAs(owner).withCsrfToken()
    retried.assertBodyContains({ status: 'queued' })
    assert.isNull((await deliveryRow(deliveryId)).claim_token)
    await runner.run([deliveryId])
    assert.lengthOf(twilio.state.sent, 1)
    assert.equal((await deliveryRow(deliveryId)).status, 'delivered')
  })

  test('a delivered member is not sent again by a retry', async ({ client, assert }) => {
    const { owner, deliveryId } = await smsDelivery(twilio)
    await runner.run([deliveryId])
    const retried = await client.post(`/api/deliveries/${deliveryId}/retry`).loginAs(owner).withCsrfToken()
    retried.assertBodyContains({ status: 'delivered' })
    await runner.run([deliveryId])
    assert.lengthOf(twilio.state.sent, 1)
  })
})
