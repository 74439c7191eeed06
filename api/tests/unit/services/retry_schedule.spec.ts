import { test } from '@japa/runner'
import { MAX_ATTEMPTS, retryDelayMs } from '#services/deliveries/retry_schedule'

test.group('Delivery retry schedule', () => {
  test('doubles from 45 s and spreads ten attempts over about six hours', ({ assert }) => {
    const middle = () => 0.5
    assert.equal(retryDelayMs(1, middle), 45_000)
    assert.equal(retryDelayMs(2, middle), 90_000)
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1, middle)).reduce((sum, delay) => sum + delay, 0)
    assert.equal(MAX_ATTEMPTS, 10)
    assert.approximately(total / 3_600_000, 6.4, 0.1)
  })

  test('jitters each wait by a quarter either way', ({ assert }) => {
    assert.equal(retryDelayMs(3, () => 0), 135_000)
    assert.equal(retryDelayMs(3, () => 0.999999), 225_000)
  })
})
