import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import env from '#start/env'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { startStripeMock, type StripeMock } from '#tests/support/stripe_mock'

const CARD = { cardNumber: '4242424242424242', nameOnCard: 'Amina Njeri', expirationDate: '09/39', securityCode: '321' }

function publicPayment(email: string, overrides: { planType?: string; cardNumber?: string } = {}) {
  return {
    orderData: { plan: { planType: overrides.planType ?? 'silver', billing: 'monthly' }, customer: { email, country: 'Kenya' } },
    paymentData: { ...CARD, cardNumber: overrides.cardNumber ?? CARD.cardNumber },
  }
}

function pay(client: ApiClient, key: string, body: unknown) {
  return client.post('/api/process-payment').header('Idempotency-Key', key).json(body).withCsrfToken()
}

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.test`

test.group('Checkout / one charge per attempt (sandbox)', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a retry with the same key answers the first outcome without a second order or email', async ({ client, assert }) => {
    const email = uniqueEmail('retry')
    const key = randomUUID()
    const first = await pay(client, key, publicPayment(email))
    first.assertStatus(201)
    assert.isUndefined(first.header('idempotent-replayed'))
    const second = await pay(client, key, publicPayment(email))
    second.assertStatus(201)
    second.assertHeader('idempotent-replayed', 'true')
    assert.deepEqual(second.body(), first.body())
    assert.lengthOf(await Order.query().where('email', email), 1)
    assert.lengthOf(await OutboxMessage.query().where('toAddress', email), 1)
  })

  test('a declined attempt stays a visible failed order; its retry says the same, a new attempt can succeed', async ({
    client,
    assert,
  }) => {
    const email = uniqueEmail('declined')
    const key = randomUUID()
    const declined = await pay(client, key, publicPayment(email, { cardNumber: '4000000000009995' }))
    declined.assertStatus(402)
    declined.assertBody({ message: 'Your card has insufficient funds.', code: 'E_PAYMENT_DECLINED' })
    const again = await pay(client, key, publicPayment(email, { cardNumber: '4000000000009995' }))
    again.assertStatus(402)
    again.assertHeader('idempotent-replayed', 'true')
    const [failed] = await Order.query().where('email', email)
    assert.deepInclude(failed.serialize(), { status: 'failed', failureReason: 'Your card has insufficient funds.' })

    const retried = await pay(client, randomUUID(), publicPayment(email))
    retried.assertStatus(201)
    const statuses = (await Order.query().where('email', email).orderBy('id')).map((order) => order.status)
    assert.deepEqual(statuses, ['failed', 'trial'])
  })

  test('a key used for another purchase is refused', async ({ client, assert }) => {
    const email = uniqueEmail('reused')
    const key = randomUUID()
    ;(await pay(client, key, publicPayment(email))).assertStatus(201)
    const other = await pay(client, key, publicPayment(email, { planType: 'lifetime-executive' }))
    other.assertStatus(409)
    other.assertBodyContains({ code: 'E_IDEMPOTENCY_KEY_REUSED' })
    const stranger = await pay(client, key, publicPayment(uniqueEmail('stranger')))
    stranger.assertStatus(409)
    assert.lengthOf(await Order.query().where('email', email), 1)
  })

  test('the owner checkout takes the key too', async ({ client, assert }) => {
    const owner = await makeUser()
    const key = randomUUID()
    const body = { planType: 'lifetime-executive', email: owner.email, country: 'Kenya', ...CARD }
    const send = () => client.post('/api/payment/process').header('Idempotency-Key', key).json(body).loginAs(owner).withCsrfToken()
    const first = await send()
    first.assertStatus(201)
    const second = await send()
    second.assertStatus(201)
    second.assertHeader('idempotent-replayed', 'true')
    assert.equal(second.body().orderId, first.body().orderId)
    assert.lengthOf(await Order.query().where('userId', owner.id), 1)
  })

  test('a malformed key is refused with a field message', async ({ client }) => {
    const response = await pay(client, 'short', publicPayment(uniqueEmail('malformed')))
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'Idempotency-Key' }] })
  })
})

test.group('Checkout / one charge per attempt (sandbox, committed)', () => {
  test('a double click sends two requests at once: one order, one email, the same answer to both', async ({ client, assert }) => {
    const email = uniqueEmail('double-click')
    const key = randomUUID()
    const [first, second] = await Promise.all([pay(client, key, publicPayment(email)), pay(client, key, publicPayment(email))])
    first.assertStatus(201)
    second.assertStatus(201)
    assert.equal(first.body().orderId, second.body().orderId)
    assert.sameMembers([first.header('idempotent-replayed'), second.header('idempotent-replayed')], [undefined, 'true'])
    assert.lengthOf(await Order.query().where('email', email), 1)
    assert.lengthOf(await OutboxMessage.query().where('toAddress', email), 1)
  })
})

test.group('Checkout / one charge per attempt (Stripe)', (group) => {
  let mock: StripeMock

  group.setup(async () => {
    mock = await startStripeMock()
    env.set('STRIPE_SECRET_KEY', 'sk_test_joinflow')
    env.set('STRIPE_API_BASE', mock.url)
    return async () => {
      env.set('STRIPE_SECRET_KEY', '')
      env.set('STRIPE_API_BASE', '')
      await mock.close()
    }
  })
  group.each.setup(() => {
    mock.requests.length = 0
    mock.invalid.length = 0
    for (const name of Object.keys(mock.created)) delete mock.created[name]
  })

  test('a double click charges the card at Stripe once', async ({ client, assert }) => {
    const email = uniqueEmail('stripe-double')
    const key = randomUUID()
    const body = publicPayment(email, { planType: 'lifetime-executive' })
    const [first, second] = await Promise.all([pay(client, key, body), pay(client, key, body)])
    first.assertStatus(201)
    second.assertStatus(201)
    assert.equal(first.body().orderId, second.body().orderId)
    assert.equal(mock.created.payment_intent, 1)
    assert.lengthOf(
      mock.requests.filter((request) => request.operation === '/v1/payment_intents'),
      1
    )
    assert.deepEqual(mock.invalid, [])
  })

  test('when Stripe charged but its answers were lost, the order waits as pending and the retry charges nothing more', async ({
    client,
    assert,
  }) => {
    const email = uniqueEmail('stripe-lost')
    const key = randomUUID()
    const body = publicPayment(email, { planType: 'lifetime-executive' })
    // Stripe takes the payment, but its answer (and the answers to the Stripe client's own retries) never arrive.
    mock.dropAnswers('/v1/payment_intents', 10)
    const lost = await pay(client, key, body)
    lost.assertStatus(502)
    mock.dropAnswers('/v1/payment_intents', 0)
    const [pending] = await Order.query().where('email', email)
    assert.equal(pending.status, 'pending')
    assert.include(lost.body().message, pending.publicId)
    assert.equal(mock.created.payment_intent, 1)

    const retried = await pay(client, key, body)
    retried.assertStatus(201)
    assert.equal(retried.body().orderId, pending.publicId)
    await pending.refresh()
    assert.equal(pending.status, 'paid')
    assert.equal(mock.created.payment_intent, 1)
    const intentKeys = new Set(
      mock.requests.filter((request) => request.operation === '/v1/payment_intents').map((request) => request.idempotencyKey)
    )
    assert.equal(intentKeys.size, 1)
    const subjects = (await OutboxMessage.query().where('toAddress', email)).map((mail) => mail.subject.split(' JF-')[0].split(' RC-')[0])
    assert.sameMembers(subjects, ['Your JoinFlow order', 'Your JoinFlow receipt'])
    assert.deepEqual(mock.invalid, [])
  }).timeout(30_000)
})
