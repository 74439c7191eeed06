import { assert, describe, test } from 'vitest'
import { currencyExponent, formatMoney, money, toMajor, toMinor } from '../src/money.js'
import { convertUsdCents, convertUsdCentsTo, COUNTRIES } from '../src/pricing.js'

describe('Money: minor units and the one formatter', () => {
  test.for([
      [375550, 'KES', 'KES 3,755.50'],
      [608650, 'KES', 'KES 6,086.50'],
      [2900, 'USD', '$29.00'],
      [44491, 'JPY', '¥44,491'],
      [10336, 'HUF', 'HUF 10,336'],
      [109620, 'UGX', 'UGX 109,620'],
      [3404, 'EUR', '€34.04'],
      [0, 'GBP', '£0.00'],
      [-1250, 'USD', '-$12.50'],
    ] as const)('%s %s minor units read "%s"', ([minor, currency, written]) => {
      assert.equal(formatMoney(minor, currency), written)
    })

  test('major and minor units go back and forth exactly, halves rounding up', () => {
    assert.equal(toMinor(3755.5, 'KES'), 375550)
    assert.equal(toMinor(1.005, 'GBP'), 101)
    assert.equal(toMinor(4044.5, 'JPY'), 4045)
    assert.equal(toMajor(375550, 'KES'), 3755.5)
    assert.equal(toMajor(44491, 'JPY'), 44491)
    assert.deepEqual(money(375550, 'kes'), { amountMinor: 375550, currency: 'KES', formatted: 'KES 3,755.50' })
  })

  test('JPY, KRW, CLP and HUF are counted whole as the spec shows them, and so are UGX and VND, which have no minor unit', () => {
    for (const currency of ['JPY', 'KRW', 'CLP', 'HUF', 'UGX', 'VND']) assert.equal(currencyExponent(currency), 0, currency)
    for (const currency of ['USD', 'KES', 'EUR', 'GBP', 'INR', 'IDR']) assert.equal(currencyExponent(currency), 2, currency)
  })

  test('every currency of the order form formats', () => {
    for (const { currency } of COUNTRIES) assert.isString(formatMoney(12345, currency))
  })

  test('US cents convert into minor units of the customer’s currency, exactly', () => {
    assert.deepEqual(convertUsdCents(2900, 'Kenya'), { amountMinor: 375550, currency: 'KES' })
    assert.deepEqual(convertUsdCents(29700, 'Japan'), { amountMinor: 44491, currency: 'JPY' })
    assert.deepEqual(convertUsdCents(4700, 'KE'), { amountMinor: 608650, currency: 'KES' })
    assert.equal(convertUsdCentsTo(3700, 'KES'), 479150)
    assert.equal(convertUsdCentsTo(2900, 'USD'), 2900)
    assert.throws(() => convertUsdCentsTo(2900, 'XYZ'), 'No exchange rate for XYZ.')
  })
})
