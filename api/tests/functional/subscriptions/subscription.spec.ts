import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import User from '#models/user'
import { SignInWithProvider } from '#actions/auth/sign_in_with_provider'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'

const DAY_MS = 24 * 60 * 60 * 1000

function signupBody(email: string) {
  return { email, password: 'secret-pass', firstName: 'Ada', lastName: 'Lovelace' }
}

/** Signs up an owner (not the install's first account, which would be a super admin). */
async function signUpOwner(client: ApiClient, email: string) {
  await makeUser()
  const response = await client.post('/api/auth/signup').json(signupBody(email)).withCsrfToken()
  response.assertStatus(201)
  return User.findByOrFail('email', email)
}

/** Ends the owner's trial as if it had started eight days ago. */
async function endTrial(owner: User) {
  await Subscription.query()
    .where('userId', owner.id)
    .update({ trialEndsAt: DateTime.utc().minus({ days: 1 }).toJSDate() })
}

test.group('Subscriptions / trial and summary', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a password sign-up starts a 7-day trial with 3 groups, and its email stays unverified', async ({ client, assert }) => {
    const before = Date.now()
    const user = await signUpOwner(client, 'trial@example.test')
    assert.isNull(user.emailVerifiedAt)

    const response = await client.get('/api/subscription').loginAs(user)
    response.assertStatus(200)
    const body = response.body()
    assert.deepInclude(body, {
      planType: 'trial',
      planTitle: 'Free Trial',
      status: 'trialing',
      currentPeriodEnd: null,
      groupLimit: 3,
      groupsUsed: 0,
      automationPaused: false,
      pausedReason: null,
    })
    const endsIn = new Date(body.trialEndsAt).getTime() - before
    assert.isAtLeast(endsIn, 7 * DAY_MS - 1000)
    assert.isAtMost(endsIn, 7 * DAY_MS + 60_000)
  })

  test('a provider sign-in starts the trial too and verifies the email', async ({ assert }) => {
    await makeUser()
    const user = await new SignInWithProvider().handle({
      provider: 'google',
      providerUserId: 'g-123',
      email: 'Provider@Example.test',
      emailVerified: true,
      firstName: 'Pat',
      lastName: 'Lee',
    })
    const subscription = await Subscription.findByOrFail('userId', user.id)
    assert.equal(subscription.status, 'trialing')
    assert.equal(subscription.planType, 'trial')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('counts the groups in use and needs a signed-in owner', async ({ client, assert }) => {
    const owner = await makeUser()
    await makeGroup(owner)
    await makeGroup(owner)
    const response = await client.get('/api/subscription').loginAs(owner)
    assert.equal(response.body().groupsUsed, 2)
    const anonymous = await client.get('/api/subscription')
    anonymous.assertStatus(401)
  })

  test('a trial that ended unpaid is expired and pauses automation, saying why and how to resume', async ({ client }) => {
    const owner = await signUpOwner(client, 'late@example.test')
    await endTrial(owner)
    const response = await client.get('/api/subscription').loginAs(owner)
    response.assertBodyContains({
      status: 'expired',
      automationPaused: true,
      pausedReason: 'Automation is paused because your free trial ended. Choose a plan on the Pricing page to resume.',
    })
  })

  test('an account stored without a subscription has the trial of its creation date', async ({ client }) => {
    const owner = await makeUser()
    await db.from('users').where('id', owner.id).update({ created_at: DateTime.utc().minus({ days: 10 }).toJSDate() })
    const response = await client.get('/api/subscription').loginAs(owner)
    response.assertBodyContains({ planType: 'trial', status: 'expired', automationPaused: true })
  })

  test('super admins have no group limit and are never paused', async ({ client }) => {
    const admin = await makeUser({ role: 'super_admin' })
    await db.from('users').where('id', admin.id).update({ created_at: DateTime.utc().minus({ days: 30 }).toJSDate() })
    const response = await client.get('/api/subscription').loginAs(admin)
    response.assertBodyContains({ groupLimit: null, automationPaused: false, pausedReason: null })
  })
})

test.group('Subscriptions / group limit', (group) => {
  group.each.setup(() => isolatedTransaction())

  const connect = (client: ApiClient, owner: User, slug: string) =>
    client.post('/api/groups').json({ url: `facebook.com/groups/${slug}` }).loginAs(owner).withCsrfToken()

  test('the trial connects 3 groups; the fourth is a 403 E_PLAN_LIMIT naming the limit and the way up', async ({
    client,
    assert,
  }) => {
    const owner = await makeUser()
    for (const slug of ['one', 'two', 'three']) (await connect(client, owner, slug)).assertStatus(201)
    const refused = await connect(client, owner, 'four')
    refused.assertStatus(403)
    refused.assertBody({
      message: 'Your Free Trial allows up to 3 groups. Choose a plan on the Pricing page to connect more.',
      code: 'E_PLAN_LIMIT',
    })
    const [{ total }] = await db.from('groups').where('user_id', owner.id).count('* as total')
    assert.equal(Number(total), 3)
  })

  test('a plan bought in the owner checkout sets the limit: Starter Lite allows 1 group', async ({ client }) => {
    const owner = await makeUser()
    const bought = await client
      .post('/api/payment/process')
      .json({
        planType: 'starter-lite',
        email: owner.email,
        country: 'Kenya',
        cardNumber: '4242424242424242',
        nameOnCard: 'Test Owner',
        expirationDate: '09/2039',
        securityCode: '123',
      })
      .loginAs(owner)
      .withCsrfToken()
    bought.assertStatus(201)
    ;(await connect(client, owner, 'only-one')).assertStatus(201)
    const refused = await connect(client, owner, 'second')
    refused.assertStatus(403)
    refused.assertBody({
      message: 'Your Starter Lite plan allows up to 1 group. Choose a bigger plan on the Pricing page to connect more.',
      code: 'E_PLAN_LIMIT',
    })
  })

  test('the Silver plan allows 3, as the super admin last set it', async ({ client }) => {
    const owner = await makeUser()
    await Subscription.create({ userId: owner.id, planType: 'silver', status: 'active', trialEndsAt: null, currentPeriodEnd: null, orderId: null })
    for (let i = 0; i < 3; i += 1) await makeGroup(owner)
    const refused = await connect(client, owner, 'fourth')
    refused.assertStatus(403)
    refused.assertBodyContains({
      message: 'Your Silver plan allows up to 3 groups. Choose a bigger plan on the Pricing page to connect more.',
    })
    await db.from('plans').where('plan_type', 'silver').update({ group_limit: 5 })
    ;(await connect(client, owner, 'fourth')).assertStatus(201)
  })

  test('unlimited plans and super admins are not limited', async ({ client }) => {
    const owner = await makeUser()
    await Subscription.create({ userId: owner.id, planType: 'lifetime-executive', status: 'active', trialEndsAt: null, currentPeriodEnd: null, orderId: null })
    const admin = await makeUser({ role: 'super_admin' })
    for (let i = 0; i < 5; i += 1) {
      await makeGroup(owner)
      await makeGroup(admin)
    }
    ;(await connect(client, owner, 'many')).assertStatus(201)
    ;(await connect(client, admin, 'many')).assertStatus(201)
  })
})
