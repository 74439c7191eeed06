import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'
import Subscription from '#models/subscription'
import User from '#models/user'
import { SignInWithProvider } from '#actions/auth/sign_in_with_provider'
import { makeUser } from '#tests/helpers/users'
import { clock, DAY_MS } from '#services/infra/clock'

const CARD = { cardNumber: '4242424242424242', nameOnCard: 'Amina Njeri', expirationDate: '09/39', securityCode: '321' }

/** A public purchase by anyone, signed in or not, with `email` as the customer's address. */
function buy(client: ApiClient, email: string, planType = 'silver', cardNumber = CARD.cardNumber) {
  return client
    .post('/api/process-payment')
    .json({
      orderData: { plan: { planType, billing: 'monthly' }, customer: { email, country: 'Kenya' } },
      paymentData: { ...CARD, cardNumber },
    })
    .withCsrfToken()
}

function providerSignIn(email: string, emailVerified = true) {
  return new SignInWithProvider().handle({
    provider: 'google',
    providerUserId: `g-${email}`,
    email,
    emailVerified,
    firstName: 'Amina',
    lastName: 'Njeri',
  })
}

/** The claim link of the newest purchase email sent to `email`. */
async function emailedLink(email: string) {
  const mail = await OutboxMessage.query().where('toAddress', email).orderBy('id', 'desc').firstOrFail()
  const link = mail.textBody.match(/https?:\/\/\S+\/account-setup\?token=(\S+)/)
  if (!link) throw new Error(`No purchase link in: ${mail.textBody}`)
  return { url: link[0], token: link[1] }
}

async function verifiedOwner(email: string) {
  await makeUser()
  return providerSignIn(email)
}

test.group('Purchases / a public purchase never touches an account', (group) => {
  group.each.setup(() => isolatedTransaction())

  test("a stranger's cheap purchase with a verified owner's email leaves the owner's Unlimited annual plan alone", async ({
    client,
    assert,
  }) => {
    const owner = await verifiedOwner('owner@example.test')
    const bought = await client
      .post('/api/payment/process')
      .json({ planType: 'unlimited', billing: 'annual', email: owner.email, country: 'United States', ...CARD })
      .loginAs(owner)
      .withCsrfToken()
    bought.assertStatus(201)
    const before = (await Subscription.findByOrFail('userId', owner.id)).serialize()
    assert.equal(before.planType, 'unlimited')

    const stranger = await buy(client, 'OWNER@example.test', 'starter-lite')
    stranger.assertStatus(201)

    const after = await Subscription.findByOrFail('userId', owner.id)
    assert.deepEqual(after.serialize(), before)
    const order = await Order.findByOrFail('publicId', stranger.body().orderId)
    assert.isNull(order.userId)
    assert.isNull(order.claimedAt)

    // Signing in again with the verified address does not hand it over either: the bought plan still runs.
    await providerSignIn('owner@example.test')
    assert.equal((await Subscription.findByOrFail('userId', owner.id)).planType, 'unlimited')
    const listed = await client.get('/api/billing/purchases').loginAs(owner)
    listed.assertBodyContains({ emailVerified: true, purchases: [{ orderId: order.publicId, planTitle: 'Starter Lite' }] })

    const claim = await client.post('/api/billing/claim').json({ orderId: order.publicId }).loginAs(owner).withCsrfToken()
    claim.assertStatus(409)
    claim.assertBody({
      message: 'Your account already has the Unlimited plan. This purchase can be added once that plan has ended.',
      code: 'E_PLAN_IN_FORCE',
    })
    assert.equal((await Subscription.findByOrFail('userId', owner.id)).planType, 'unlimited')
  })

  test('a purchase made with a verified trial owner’s email waits until that owner signs in again', async ({ client, assert }) => {
    const owner = await verifiedOwner('trial-owner@example.test')
    const { orderId } = (await buy(client, 'trial-owner@example.test')).body()
    assert.equal((await Subscription.findByOrFail('userId', owner.id)).planType, 'trial')

    await providerSignIn('trial-owner@example.test')
    const subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(subscription.planType, 'silver')
    const order = await Order.findByOrFail('publicId', orderId)
    assert.equal(order.userId, owner.id)
    assert.isNotNull(order.claimedAt)
    assert.equal(subscription.orderId, order.id)
  })

  test('a password sign-in with a verified address claims the newest purchase waiting for it', async ({ client, assert }) => {
    await makeUser()
    const owner = await makeUser({ email: 'password-owner@example.test', password: 'secret-pass' })
    await User.query().where('id', owner.id).update({ emailVerifiedAt: DateTime.utc().toJSDate() })
    await buy(client, 'password-owner@example.test', 'starter-lite')
    const { orderId } = (await buy(client, 'password-owner@example.test', 'silver')).body()

    const login = await client
      .post('/api/auth/login')
      .json({ email: 'password-owner@example.test', password: 'secret-pass' })
      .withCsrfToken()
    login.assertStatus(200)
    const subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(subscription.planType, 'silver')
    assert.equal((await Order.findByOrFail('publicId', orderId)).userId, owner.id)
  })

  test('an unverified account sees no purchases and cannot claim one by its order ID', async ({ client, assert }) => {
    await makeUser()
    const owner = await makeUser({ email: 'unverified@example.test' })
    const { orderId } = (await buy(client, 'unverified@example.test')).body()

    const listed = await client.get('/api/billing/purchases').loginAs(owner)
    listed.assertBody({ emailVerified: false, purchases: [] })
    const claim = await client.post('/api/billing/claim').json({ orderId }).loginAs(owner).withCsrfToken()
    claim.assertStatus(403)
    claim.assertBodyContains({ code: 'E_EMAIL_NOT_VERIFIED' })
    assert.isNull((await Order.findByOrFail('publicId', orderId)).userId)
    assert.equal((await Subscription.query().where('userId', owner.id).first())?.planType ?? 'trial', 'trial')
  })

  test('a verified owner claims a waiting purchase by its order ID; another owner cannot', async ({ client }) => {
    const owner = await verifiedOwner('claimer@example.test')
    const other = await providerSignIn('other@example.test')
    // Placed after both sign-ins, so neither sign-in took it.
    const { orderId } = (await buy(client, 'claimer@example.test')).body()

    const refused = await client.post('/api/billing/claim').json({ orderId }).loginAs(other).withCsrfToken()
    refused.assertStatus(404)
    const claimed = await client.post('/api/billing/claim').json({ orderId }).loginAs(owner).withCsrfToken()
    claimed.assertStatus(200)
    claimed.assertBodyContains({ purchase: { orderId }, subscription: { planType: 'silver' } })
    const again = await client.post('/api/billing/claim').json({ orderId }).loginAs(owner).withCsrfToken()
    again.assertStatus(404)
  })

  test('a declined purchase leaves nothing to claim', async ({ client, assert }) => {
    const owner = await verifiedOwner('declined@example.test')
    const response = await buy(client, 'declined@example.test', 'silver', '4000000000000002')
    response.assertStatus(402)
    await providerSignIn('declined@example.test')
    assert.equal((await Subscription.findByOrFail('userId', owner.id)).planType, 'trial')
    const listed = await client.get('/api/billing/purchases').loginAs(owner)
    assert.deepEqual(listed.body().purchases, [])
  })
})

test.group('Purchases / the emailed link', (group) => {
  group.each.setup(() => isolatedTransaction())
  group.each.teardown(() => clock.reset())

  test('says what the purchase is and whether an account holds its address', async ({ client }) => {
    await makeUser({ email: 'holder@example.test' })
    await buy(client, 'holder@example.test')
    const { token } = await emailedLink('holder@example.test')
    const view = await client.post('/api/purchase-link').json({ token }).withCsrfToken()
    view.assertStatus(200)
    view.assertBodyContains({ email: 'holder@example.test', accountExists: true, claimed: false, purchase: { planTitle: 'Silver' } })

    const dead = await client.post('/api/purchase-link').json({ token: 'x'.repeat(43) }).withCsrfToken()
    dead.assertStatus(400)
    dead.assertBodyContains({ code: 'E_INVALID_PURCHASE_LINK' })
  })

  test("the link's holder claims it, signed in with its address, which that verifies; the link works once", async ({
    client,
    assert,
  }) => {
    await makeUser()
    const owner = await makeUser({ email: 'linked@example.test' })
    const { orderId } = (await buy(client, 'linked@example.test')).body()
    const { url, token } = await emailedLink('linked@example.test')
    assert.match(url, /^http:\/\/localhost:\d+\/account-setup\?token=/)

    const claimed = await client.post('/api/billing/claim').json({ token }).loginAs(owner).withCsrfToken()
    claimed.assertStatus(200)
    claimed.assertBodyContains({ purchase: { orderId }, subscription: { planType: 'silver' } })
    await owner.refresh()
    assert.isNotNull(owner.emailVerifiedAt)

    const again = await client.post('/api/billing/claim').json({ token }).loginAs(owner).withCsrfToken()
    again.assertStatus(400)
    again.assertBodyContains({ code: 'E_INVALID_PURCHASE_LINK' })
  })

  test('signed in as another address, the link is refused and names the right one', async ({ client, assert }) => {
    await makeUser()
    const intruder = await makeUser({ email: 'intruder@example.test' })
    const { orderId } = (await buy(client, 'rightful@example.test')).body()
    const { token } = await emailedLink('rightful@example.test')
    const refused = await client.post('/api/billing/claim').json({ token }).loginAs(intruder).withCsrfToken()
    refused.assertStatus(403)
    refused.assertBody({
      message: 'This purchase was made for rightful@example.test. Sign in with that address to add it to its account.',
      code: 'E_PURCHASE_FOR_ANOTHER_EMAIL',
    })
    assert.isNull((await Order.findByOrFail('publicId', orderId)).userId)
    await intruder.refresh()
    assert.isNull(intruder.emailVerifiedAt)
  })

  test('the link expires after 7 days', async ({ client }) => {
    await makeUser()
    const owner = await makeUser({ email: 'late@example.test' })
    await buy(client, 'late@example.test')
    const { token } = await emailedLink('late@example.test')
    clock.advance(7 * DAY_MS + 60_000)
    const expired = await client.post('/api/billing/claim').json({ token }).loginAs(owner).withCsrfToken()
    expired.assertStatus(400)
    expired.assertBodyContains({ code: 'E_INVALID_PURCHASE_LINK' })
  })

  test('claiming needs one of an order ID or a link', async ({ client }) => {
    const owner = await makeUser()
    const response = await client.post('/api/billing/claim').json({}).loginAs(owner).withCsrfToken()
    response.assertStatus(422)
    response.assertBodyContains({ message: 'Please give the order ID of the purchase, or open the link from your order email.' })
  })
})
