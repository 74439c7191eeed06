import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import Order from '#models/order'
import OutboxMessage from '#models/outbox_message'
import Subscription from '#models/subscription'
import User from '#models/user'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'

const CARD = { cardNumber: '4242424242424242', nameOnCard: 'Amina Njeri', expirationDate: '09/39', securityCode: '321' }

function buy(client: ApiClient, email: string, planType = 'silver', billing = 'monthly') {
  return client
    .post('/api/process-payment')
    .json({ orderData: { plan: { planType, billing }, customer: { email, country: 'Kenya' } }, paymentData: CARD })
    .withCsrfToken()
}

async function linkTokens(email: string) {
  const mails = await OutboxMessage.query().where('toAddress', email).orderBy('id')
  return mails.flatMap((mail) => [...mail.textBody.matchAll(/\/account-setup\?token=([\w-]+)/g)].map((match) => match[1]))
}

const setUp = (client: ApiClient, token: string, password = 'a-good-password') =>
  client.post('/api/purchase-link/account').json({ token, password, firstName: 'Amina', lastName: 'Njeri' }).withCsrfToken()

test.group('Purchases / setting up the account a purchase bought', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('the emailed link sets a password, verifies the address and signs in on the purchased plan', async ({ client, assert }) => {
    await makeUser()
    const { orderId } = (await buy(client, 'newcomer@example.test', 'pro', 'annual')).body()
    const [token] = await linkTokens('newcomer@example.test')
    const view = await client.post('/api/purchase-link').json({ token }).withCsrfToken()
    view.assertBodyContains({ email: 'newcomer@example.test', accountExists: false, purchase: { orderId, planTitle: 'Pro', billing: 'annual' } })

    const created = await setUp(client, token)
    created.assertStatus(201)
    created.assertBodyContains({ email: 'newcomer@example.test', firstName: 'Amina', role: 'user' })
    const user = await User.findByOrFail('email', 'newcomer@example.test')
    assert.isNotNull(user.emailVerifiedAt)
    const subscription = await Subscription.findByOrFail('userId', user.id)
    assert.deepInclude(subscription.serialize(), { planType: 'pro', billingPeriod: 'annual', status: 'trialing', priceMinor: 3833200 })
    assert.lengthOf(await Subscription.query().where('userId', user.id), 1)
    assert.equal((await Order.findByOrFail('publicId', orderId)).userId, user.id)

    // The answer signed the browser in, on the purchased plan.
    created.assertSession('auth_web', user.id)
    const billing = await client.get('/api/billing').loginAs(user)
    billing.assertStatus(200)
    billing.assertBodyContains({ planTitle: 'Pro', period: 'annual', price: { formatted: 'KES 38,332.00' } })

    const again = await setUp(client, token)
    again.assertStatus(400)
    again.assertBodyContains({ code: 'E_INVALID_PURCHASE_LINK' })
    const signIn = await client.post('/api/auth/login').json({ email: 'newcomer@example.test', password: 'a-good-password' }).withCsrfToken()
    signIn.assertStatus(200)
  })

  test('an address that already has an account is told to sign in instead', async ({ client, assert }) => {
    await makeUser()
    await makeUser({ email: 'taken@example.test' })
    await buy(client, 'taken@example.test')
    const [token] = await linkTokens('taken@example.test')
    const refused = await setUp(client, token)
    refused.assertStatus(409)
    refused.assertBody({
      message: 'An account already uses taken@example.test. Sign in with it, then open this link again to add the purchase.',
      code: 'E_ACCOUNT_EXISTS',
    })
    assert.isNull((await Order.findByOrFail('email', 'taken@example.test')).userId)
  })

  test('the password follows the sign-up rules', async ({ client }) => {
    await buy(client, 'short@example.test')
    const [token] = await linkTokens('short@example.test')
    const refused = await setUp(client, token, 'short')
    refused.assertStatus(422)
    refused.assertBodyContains({ errors: [{ field: 'password', message: 'Password must be at least 8 characters.' }] })
  })
})

test.group('Customer dashboard / the real plan and the way to an account', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('shows the plan’s title, amount, status and renewal date, and whether an account holds it', async ({ client }) => {
    const { orderId, trialEndsAt } = (await buy(client, 'dash@example.test', 'pro', 'annual')).body()
    const response = await client.post('/api/customer/login').json({ email: 'dash@example.test', orderId }).withCsrfToken()
    response.assertBodyContains({
      planTitle: 'Pro',
      billing: 'annual',
      price: { amountMinor: 3833200, currency: 'KES', formatted: 'KES 38,332.00' },
      status: 'trialing',
      renewsAt: trialEndsAt,
      accountSetUp: false,
      accountExists: false,
    })
  })

  test('sends a new set-up link to the order’s address, never to the screen', async ({ client, assert }) => {
    const { orderId } = (await buy(client, 'resend@example.test')).body()
    const before = await linkTokens('resend@example.test')
    const sent = await client.post('/api/customer/account-link').json({ email: 'resend@example.test', orderId }).withCsrfToken()
    sent.assertStatus(202)
    sent.assertBody({ sentTo: 'resend@example.test', accountExists: false })
    const after = await linkTokens('resend@example.test')
    assert.lengthOf(after, before.length + 1)
    assert.notInclude(sent.text(), after.at(-1)!)
    const mail = await OutboxMessage.query().where('toAddress', 'resend@example.test').orderBy('id', 'desc').firstOrFail()
    assert.equal(mail.subject, 'Set up your JoinFlow account')

    const wrong = await client.post('/api/customer/account-link').json({ email: 'resend@example.test', orderId: 'JF-AAAAAAAAAAAAAAAA' }).withCsrfToken()
    wrong.assertStatus(401)

    await setUp(client, after.at(-1)!)
    const claimed = await client.post('/api/customer/account-link').json({ email: 'resend@example.test', orderId }).withCsrfToken()
    claimed.assertStatus(409)
    claimed.assertBodyContains({ code: 'E_PURCHASE_CLAIMED' })
  })
})

test.group('Order flow / the details step checks its own fields', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a bad email is refused at /order2 with the spec’s message; good details come back as stored', async ({ client }) => {
    const bad = await client.post('/api/order/details').json({ email: 'not-an-email', country: 'Kenya' }).withCsrfToken()
    bad.assertStatus(422)
    bad.assertBodyContains({ errors: [{ field: 'email', message: 'Please enter a valid email address.' }] })
    const missing = await client.post('/api/order/details').json({ country: 'Kenya' }).withCsrfToken()
    missing.assertBodyContains({ errors: [{ field: 'email', message: 'Please fill in all required fields.' }] })
    const country = await client.post('/api/order/details').json({ email: 'a@example.test', country: 'Atlantis' }).withCsrfToken()
    country.assertBodyContains({ errors: [{ field: 'country', message: 'Please choose a country from the list.' }] })
    const good = await client.post('/api/order/details').json({ email: ' Amina@Example.test ', country: 'ke', marketingConsent: true }).withCsrfToken()
    good.assertStatus(200)
    good.assertBody({ email: 'amina@example.test', country: 'Kenya', marketingConsent: true })
  })
})
