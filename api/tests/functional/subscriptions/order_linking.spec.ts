import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import Order from '#models/order'
import Subscription from '#models/subscription'
import User from '#models/user'
import { SignInWithProvider } from '#actions/auth/sign_in_with_provider'
import { makeUser } from '#tests/helpers/users'

function buy(client: ApiClient, email: string, planType = 'silver') {
  return client
    .post('/api/process-payment')
    .json({
      orderData: { plan: { planType, billing: 'monthly' }, customer: { email, country: 'Kenya' } },
      paymentData: { cardNumber: '4242424242424242', nameOnCard: 'Amina Njeri', expirationDate: '09/39', securityCode: '321' },
    })
    .withCsrfToken()
}

function providerSignIn(email: string, emailVerified: boolean) {
  return new SignInWithProvider().handle({
    provider: 'google',
    providerUserId: `g-${email}`,
    email,
    emailVerified,
    firstName: 'Amina',
    lastName: 'Njeri',
  })
}

test.group('Subscriptions / orders link to owners', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('an order placed with the verified email of an owner activates that owner\'s plan', async ({ client, assert }) => {
    await makeUser()
    const owner = await providerSignIn('amina@example.test', true)
    const order = (await buy(client, 'Amina@Example.test')).body()
    const subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.equal(subscription.planType, 'silver')
    assert.equal(subscription.status, 'active')
    assert.equal(subscription.trialEndsAt?.toISO(), DateTime.fromISO(order.trialEndsAt).toISO())
    assert.equal(subscription.currentPeriodEnd?.toISO(), DateTime.fromISO(order.trialEndsAt).plus({ months: 1 }).toISO())
    const stored = await Order.findByOrFail('publicId', order.orderId)
    assert.equal(stored.userId, owner.id)
    assert.equal(subscription.orderId, stored.id)

    const summary = await client.get('/api/subscription').loginAs(owner)
    summary.assertBodyContains({ planType: 'silver', planTitle: 'Silver', status: 'active', groupLimit: 3 })
  })

  test('an earlier order is picked up when the owner later signs in with a verified email', async ({ client, assert }) => {
    await makeUser()
    const order = (await buy(client, 'later@example.test', 'lifetime-executive')).body()
    const owner = await providerSignIn('later@example.test', true)
    const subscription = await Subscription.findByOrFail('userId', owner.id)
    assert.deepInclude(subscription.serialize(), { planType: 'lifetime-executive', status: 'active', currentPeriodEnd: null })
    assert.equal((await Order.findByOrFail('publicId', order.orderId)).userId, owner.id)
  })

  test('a password sign-up or an unverified provider email does not take the order', async ({ client, assert }) => {
    await makeUser()
    const signup = await client
      .post('/api/auth/signup')
      .json({ email: 'password@example.test', password: 'secret-pass', firstName: 'P', lastName: 'W' })
      .withCsrfToken()
    signup.assertStatus(201)
    await buy(client, 'password@example.test')
    const passwordOwner = await User.findByOrFail('email', 'password@example.test')
    assert.equal((await Subscription.findByOrFail('userId', passwordOwner.id)).planType, 'trial')

    await buy(client, 'unverified@example.test')
    const unverified = await providerSignIn('unverified@example.test', false)
    assert.equal((await Subscription.findByOrFail('userId', unverified.id)).planType, 'trial')
  })

  test('a declined order activates nothing', async ({ client, assert }) => {
    await makeUser()
    const owner = await providerSignIn('declined@example.test', true)
    const response = await client
      .post('/api/process-payment')
      .json({
        orderData: { plan: { planType: 'silver' }, customer: { email: 'declined@example.test', country: 'Kenya' } },
        paymentData: { cardNumber: '4000000000000002', nameOnCard: 'A N', expirationDate: '09/39', securityCode: '321' },
      })
      .withCsrfToken()
    response.assertStatus(402)
    assert.equal((await Subscription.findByOrFail('userId', owner.id)).planType, 'trial')
  })
})
