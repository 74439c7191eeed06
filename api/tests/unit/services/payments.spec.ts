import { test } from '@japa/runner'
import SandboxGateway from '#services/payments/sandbox_gateway'
import { newOrderId, splitName } from '#actions/orders/place_order'
import type { GatewayCard } from '#services/payments/gateway'

function card(number: string): GatewayCard {
  return { number, brand: 'visa', expMonth: 12, expYear: 2040, securityCode: '123', nameOnCard: 'Test Buyer' }
}

function subscription(gatewayCard: GatewayCard, trialEndsAt: Date | null = new Date('2039-01-08T00:00:00Z')) {
  return {
    card: gatewayCard,
    customerEmail: 'buyer@example.test',
    description: 'Silver',
    idempotencyKey: 'JF-TEST',
    planType: 'silver',
    planTitle: 'Silver',
    period: 'monthly' as const,
    priceMinor: 2900,
    currency: 'USD',
    trialEndsAt,
    orderId: 'JF-TEST',
  }
}

test.group('Sandbox payment gateway', () => {
  test('{0} gives {1}')
    .with([
      ['4242424242424242', 'succeeded', undefined],
      ['5555555555554444', 'succeeded', undefined],
      ['4000000000000002', 'declined', 'Your card was declined.'],
      ['4000000000009995', 'declined', 'Your card has insufficient funds.'],
    ] as const)
    .run(async ({ assert }, [number, status, declineReason]) => {
      const gateway = new SandboxGateway()
      const charge = await gateway.charge({
        amountMinor: 29700,
        currency: 'USD',
        card: card(number),
        description: 'Lifetime',
        idempotencyKey: 'JF-TEST',
      })
      const saved = await gateway.startSubscription(subscription(card(number)))
      for (const result of [charge, saved]) {
        assert.equal(result.status, status)
        assert.equal(result.status === 'declined' ? result.declineReason : undefined, declineReason)
        assert.notInclude(result.reference, number)
      }
    })

  test('a saved card renews; the card that only saves declines every later charge; nothing is charged during a trial', async ({
    assert,
  }) => {
    const gateway = new SandboxGateway()
    const good = await gateway.startSubscription(subscription(card('4242424242424242')))
    const savesOnly = await gateway.startSubscription({ ...subscription(card('4000000000000341')), idempotencyKey: 'JF-OTHER' })
    assert.deepInclude(good, { status: 'succeeded', subscriptionId: null, firstCharge: null })
    assert.deepInclude(savesOnly, { status: 'succeeded' })
    if (good.status !== 'succeeded' || savesOnly.status !== 'succeeded') return
    const renew = (saved: typeof good.saved, idempotencyKey: string) =>
      gateway.chargeSaved({ saved, amountMinor: 2900, currency: 'USD', description: 'Renewal', idempotencyKey })
    const renewal = await renew(good.saved, 'renewal-1')
    assert.equal(renewal.status, 'succeeded')
    assert.equal((await renew(good.saved, 'renewal-1')).reference, renewal.reference)
    assert.deepInclude(await renew(savesOnly.saved, 'renewal-2'), { status: 'declined', declineReason: 'Your card was declined.' })
    assert.notInclude(JSON.stringify([good, savesOnly]), '4242424242424242')

    const paidNow = await gateway.startSubscription({ ...subscription(card('4242424242424242'), null), idempotencyKey: 'JF-NOW' })
    assert.isNotNull(paidNow.status === 'succeeded' ? paidNow.firstCharge : null)
  })

  test('the same idempotency key gives the same reference', async ({ assert }) => {
    const gateway = new SandboxGateway()
    const request = { amountMinor: 100, currency: 'USD', card: card('4242424242424242'), description: 'x', idempotencyKey: 'JF-1' }
    const first = await gateway.charge(request)
    assert.equal((await gateway.charge(request)).reference, first.reference)
    assert.notEqual((await gateway.charge({ ...request, idempotencyKey: 'JF-2' })).reference, first.reference)
  })
})

test.group('Order IDs and names', () => {
  test('order IDs are JF- and 16 base32 characters, different every time', ({ assert }) => {
    const ids = new Set(Array.from({ length: 200 }, () => newOrderId()))
    assert.equal(ids.size, 200)
    for (const id of ids) assert.match(id, /^JF-[A-Z2-7]{16}$/)
  })

  test('the name on the card splits into first and last name', ({ assert }) => {
    assert.deepEqual(splitName('  Jane   Q. Doe '), { firstName: 'Jane', lastName: 'Q. Doe' })
    assert.deepEqual(splitName('Cher'), { firstName: 'Cher', lastName: '' })
  })
})
