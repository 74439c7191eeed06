import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { clock } from '#services/infra/clock'
import { chargesOf, daysLater, ownerWithPlan, RENEWAL_DECLINE_CARD } from '#tests/helpers/billing'

test.group('Billing / the page and receipts', (group) => {
  group.each.setup(() => isolatedTransaction())
  group.each.setup(() => {
    clock.freeze(new Date('2026-03-10T12:00:00.000Z'))
    return () => clock.reset()
  })

  test('a free trial shows when it ends, and nothing to renew or pay', async ({ client }) => {
    const owner = await makeUser()
    const response = await client.get('/api/billing').loginAs(owner)
    response.assertStatus(200)
    response.assertBodyContains({
      planType: 'trial',
      planTitle: 'Free Trial',
      status: 'trialing',
      period: null,
      price: null,
      renewsAt: null,
      paymentMethod: null,
      pendingChange: null,
      pastDue: null,
      renewedBy: null,
    })
  })

  test('each charge is a receipt with the amount as every screen writes it; the printable one says who paid', async ({
    client,
    assert,
  }) => {
    const { owner } = await ownerWithPlan(client, { planType: 'lifetime-executive', country: 'Japan' })
    const list = await client.get('/api/billing/receipts').loginAs(owner)
    list.assertStatus(200)
    assert.lengthOf(list.body(), 1)
    const [receipt] = list.body()
    assert.match(receipt.receiptNumber, /^RC-[A-Z2-7]{16}$/)
    assert.deepInclude(receipt, {
      kind: 'purchase',
      description: 'Lifetime Executive plan',
      period: 'one_time',
      amount: { amountMinor: 44491, currency: 'JPY', formatted: '¥44,491' },
      card: { brand: 'visa', last4: '4242' },
    })
    const one = await client.get(`/api/billing/receipts/${receipt.id}`).loginAs(owner)
    one.assertBodyContains({
      receiptNumber: receipt.receiptNumber,
      seller: 'JoinFlow',
      billedTo: { email: owner.email, name: `${owner.firstName} ${owner.lastName}` },
      amount: { formatted: '¥44,491' },
    })
    const billing = (await client.get('/api/billing').loginAs(owner)).body()
    assert.deepInclude(billing, { period: 'one_time', renewsAt: null, endsAt: null, renewedBy: null, price: { amountMinor: 44491, currency: 'JPY', formatted: '¥44,491' } })

    const stranger = await makeUser()
    ;(await client.get(`/api/billing/receipts/${receipt.id}`).loginAs(stranger)).assertStatus(404)
    assert.deepEqual((await client.get('/api/billing/receipts').loginAs(stranger)).body(), [])
  })

  test('failed attempts are not receipts', async ({ client, assert }) => {
    const { owner } = await ownerWithPlan(client, { cardNumber: RENEWAL_DECLINE_CARD })
    await daysLater(7)
    assert.lengthOf(await chargesOf(owner), 1)
    assert.deepEqual((await client.get('/api/billing/receipts').loginAs(owner)).body(), [])
    const failed = (await chargesOf(owner))[0]
    ;(await client.get(`/api/billing/receipts/${failed.id}`).loginAs(owner)).assertStatus(404)
  })

  test('the admin revenue is the receipts’ US dollars, renewals included', async ({ client, assert }) => {
    clock.reset()
    const { owner } = await ownerWithPlan(client, { planType: 'pro', billing: 'annual', country: 'Japan' })
    const admin = await makeUser({ role: 'super_admin' })
    const before = (await client.get('/api/admin/stats').loginAs(admin)).body().revenueLast30Days
    // The trial ends a week from now; the renewal is the first money taken.
    await daysLater(7)
    const receipts = await chargesOf(owner)
    assert.lengthOf(receipts, 1)
    const after = (await client.get('/api/admin/stats').loginAs(admin)).body().revenueLast30Days
    assert.equal(Math.round((after - before) * 100), 29600)
  })
})
