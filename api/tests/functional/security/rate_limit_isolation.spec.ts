import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolatedTransaction } from '#tests/helpers/database'

/*
 * The limiter keeps one store per limit, made at its first use. Whatever
 * test first uses a limit (here one outside any transaction, the order that
 * once failed a full run), the counts one test makes must end with it: the
 * next test is neither limited (429) by them nor refused (500) by a store
 * tied to a transaction already rolled back.
 */
const badPayment = {
  orderData: { plan: { planType: 'silver', billing: 'monthly' }, customer: { email: 'limits@example.test', country: 'Kenya' } },
  paymentData: { cardNumber: '4242 4242 4242 4242', nameOnCard: 'Limit Tester', expirationDate: '12/40', securityCode: '1' },
}

test.group('Security / rate limits committed outside a test transaction', () => {
  test('do not reach a test that runs in one', async ({ client, assert }) => {
    const keys = async () => (await db.from('rate_limits').select('key')).map((row) => row.key as string)
    await db.from('rate_limits').delete()
    // A test without a transaction uses up the limit; its counts are committed.
    for (let i = 0; i < 11; i++) await client.post('/api/process-payment').json(badPayment).withCsrfToken()
    const committed = await keys()
    assert.lengthOf(committed, 1)
    try {
      const rollback = await isolatedTransaction()
      try {
        const response = await client.post('/api/process-payment').json(badPayment).withCsrfToken()
        response.assertStatus(422)
      } finally {
        await rollback()
      }
      // The rollback gives the committed counts back.
      assert.deepEqual(await keys(), committed)
      const limited = await client.post('/api/process-payment').json(badPayment).withCsrfToken()
      limited.assertStatus(429)
    } finally {
      await db.from('rate_limits').delete()
    }
  })
})

test.group('Security / rate limits between tests', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a test uses up the payment limit', async ({ client, assert }) => {
    for (let i = 0; i < 10; i++) {
      const response = await client.post('/api/process-payment').json(badPayment).withCsrfToken()
      response.assertStatus(422)
    }
    const limited = await client.post('/api/process-payment').json(badPayment).withCsrfToken()
    limited.assertStatus(429)
    assert.isAbove(Number((await db.from('rate_limits').count('* as total'))[0].total), 0)
  })

  test('the next test starts with the whole limit', async ({ client }) => {
    for (let i = 0; i < 10; i++) {
      const response = await client.post('/api/process-payment').json(badPayment).withCsrfToken()
      response.assertStatus(422)
    }
  })
})
