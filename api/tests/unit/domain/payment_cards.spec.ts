import { test } from '@japa/runner'
import {
  cardBrand,
  isExpired,
  isValidCardNumber,
  isValidSecurityCode,
  normaliseCardNumber,
  parseExpiry,
  passesLuhn,
} from '#domain/payment_cards'

test.group('normaliseCardNumber', () => {
  test('drops the spaces the form groups digits with', ({ assert }) => {
    assert.equal(normaliseCardNumber('4242 4242 4242 4242'), '4242424242424242')
    assert.equal(normaliseCardNumber(' 4000-0000-0000-0002 '), '4000000000000002')
  })

  test('refuses letters, more than 19 digits and non-text', ({ assert }) => {
    assert.isNull(normaliseCardNumber('4242 4242 4242 42a2'))
    assert.isNull(normaliseCardNumber('4'.repeat(20)))
    assert.equal(normaliseCardNumber('4'.repeat(19)), '4'.repeat(19))
    assert.isNull(normaliseCardNumber(4242424242424242))
    assert.isNull(normaliseCardNumber(''))
  })
})

test.group('passesLuhn and isValidCardNumber', () => {
  test('{$self} passes the Luhn check')
    .with(['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005', '6011111111111117'])
    .run(({ assert }, number) => {
      assert.isTrue(passesLuhn(number))
      assert.isTrue(isValidCardNumber(number))
    })

  test('a wrong check digit fails', ({ assert }) => {
    assert.isFalse(passesLuhn('4242424242424241'))
    assert.isFalse(isValidCardNumber('4242 4242 4242 4241'))
  })

  test('too short numbers are refused even when the check digit fits', ({ assert }) => {
    assert.isTrue(passesLuhn('0'))
    assert.isFalse(isValidCardNumber('0000 0000'))
  })
})

test.group('cardBrand', () => {
  test('{0} is {1}')
    .with([
      ['4242424242424242', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['2223003122003222', 'mastercard'],
      ['378282246310005', 'amex'],
      ['371449635398431', 'amex'],
      ['6011111111111117', 'discover'],
      ['6500000000000002', 'discover'],
      ['3566002020360505', 'unknown'],
    ] as const)
    .run(({ assert }, [number, brand]) => {
      assert.equal(cardBrand(number), brand)
    })
})

test.group('parseExpiry and isExpired', () => {
  test('reads MM/YY and MM/YYYY', ({ assert }) => {
    assert.deepEqual(parseExpiry('08/27'), { month: 8, year: 2027 })
    assert.deepEqual(parseExpiry('8/2027'), { month: 8, year: 2027 })
    assert.deepEqual(parseExpiry(' 12 / 30 '), { month: 12, year: 2030 })
  })

  test('refuses "{$self}"')
    .with(['13/27', '00/27', '0827', '08/2', '08/202', 'ab/cd', ''])
    .run(({ assert }, text) => {
      assert.isNull(parseExpiry(text))
    })

  test('a card is good through the last day of its month', ({ assert }) => {
    const now = new Date('2026-11-30T23:59:00Z')
    assert.isFalse(isExpired({ month: 11, year: 2026 }, now))
    assert.isFalse(isExpired({ month: 1, year: 2027 }, now))
    assert.isTrue(isExpired({ month: 10, year: 2026 }, now))
    assert.isTrue(isExpired({ month: 12, year: 2025 }, now))
    assert.isTrue(isExpired({ month: 11, year: 2026 }, new Date('2026-12-01T00:00:00Z')))
  })
})

test.group('isValidSecurityCode', () => {
  test('three digits for most cards, four for American Express', ({ assert }) => {
    assert.isTrue(isValidSecurityCode('123', 'visa'))
    assert.isFalse(isValidSecurityCode('1234', 'visa'))
    assert.isTrue(isValidSecurityCode('1234', 'amex'))
    assert.isFalse(isValidSecurityCode('123', 'amex'))
    assert.isFalse(isValidSecurityCode('12a', 'mastercard'))
    assert.isFalse(isValidSecurityCode('', 'discover'))
    assert.isFalse(isValidSecurityCode(123, 'visa'))
  })
})
