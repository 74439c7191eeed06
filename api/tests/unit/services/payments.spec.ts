import { test } from '@japa/runner'
import SandboxGateway from '#services/payments/sandbox_gateway'
import { newOrderId, splitName } from '#actions/orders/place_order'
import type { GatewayCard } from '#services/payments/gateway'

function card(number: string): GatewayCard {
  return { number, brand: 'visa', expMonth: 12, expYear: 2040, securityCode: '123', nameOnCard: 'Test Buyer' }
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
        amount: 297,
        currency: 'USD',
        card: card(number),
        description: 'Lifetime',
        idempotencyKey: 'JF-TEST',
      })
      const saved = await gateway.saveCard({
        card: card(number),
        customerEmail: 'buyer@example.test',
        description: 'Silver',
        idempotencyKey: 'JF-TEST',
      })
      for (const result of [charge, saved]) {
        assert.equal(result.status, status)
        assert.equal(result.status === 'declined' ? result.declineReason : undefined, declineReason)
        assert.notInclude(result.reference, number)
      }
    })

  test('the same idempotency key gives the same reference', async ({ assert }) => {
    const gateway = new SandboxGateway()
    const request = { amount: 1, currency: 'USD', card: card('4242424242424242'), description: 'x', idempotencyKey: 'JF-1' }
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
