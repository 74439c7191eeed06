import { assert, describe, test } from 'vitest'
import {
  COUNTRIES,
  convertFromUsd,
  findCountry,
  parseBilling,
  paymentSchedule,
  planPrice,
  roundForCurrency,
  trialEndsOn,
} from '../src/pricing.js'

describe('planPrice: the price list (spec section 9)', () => {
  test.for([
      ['starter', 'monthly', 27, 'monthly', undefined, 7],
      ['starter', 'annual', 216, 'annual', 324, 7],
      ['pro', 'monthly', 37, 'monthly', undefined, 7],
      ['pro', 'annual', 296, 'annual', 444, 7],
      ['unlimited', 'monthly', 57, 'monthly', undefined, 7],
      ['unlimited', 'annual', 456, 'annual', 684, 7],
      ['starter-lite', 'monthly', 20, 'monthly', undefined, 7],
      ['starter-lite', 'annual', 20, 'monthly', undefined, 7],
      ['silver', 'monthly', 29, 'monthly', undefined, 7],
      ['silver', 'annual', 29, 'monthly', undefined, 7],
      ['lifetime-executive', 'monthly', 297, 'one_time', undefined, 0],
      ['lifetime-executive', 'annual', 297, 'one_time', undefined, 0],
    ] as const)('%s billed %s costs %s (%s)', ([planType, billing, price, period, originalPrice, trialDays]) => {
      const expected = { planType, price, period, trialDays, ...(originalPrice ? { originalPrice } : {}) }
      assert.deepEqual(planPrice(planType, billing), expected)
    })

  test.for([['enterprise'], [''], [undefined], [null], [42], ['toString'], ['STARTER']] as const)('an unknown plan falls back to starter-lite at 20 monthly: %s', ([planType]) => {
      assert.deepEqual(planPrice(planType, 'annual'), {
        planType: 'starter-lite',
        price: 20,
        period: 'monthly',
        trialDays: 7,
      })
    })

  test.for([
      ['annual', 'annual'],
      ['monthly', 'monthly'],
      ['yearly', 'monthly'],
      ['ANNUAL', 'monthly'],
      [undefined, 'monthly'],
      [null, 'monthly'],
    ] as const)('billing %s is read as %s', ([value, billing]) => {
      assert.equal(parseBilling(value), billing)
    })

  test('billing defaults to monthly', () => {
    assert.equal(planPrice('pro').price, 37)
  })
})

describe('paymentSchedule: the 7-day free trial', () => {
  test('a trial plan is due 0 today and its price 7 days later', () => {
    const now = new Date('2026-03-10T15:30:00.000Z')
    assert.deepEqual(paymentSchedule(planPrice('silver'), now), {
      trialDays: 7,
      dueToday: 0,
      dueLater: 29,
      dueOn: new Date('2026-03-17T15:30:00.000Z'),
    })
  })

  test('the annual price is what falls due after the trial', () => {
    const schedule = paymentSchedule(planPrice('unlimited', 'annual'), new Date('2026-01-01T00:00:00.000Z'))
    assert.equal(schedule.dueToday, 0)
    assert.equal(schedule.dueLater, 456)
  })

  test('the lifetime plan is paid in full today', () => {
    assert.deepEqual(paymentSchedule(planPrice('lifetime-executive'), new Date()), {
      trialDays: 0,
      dueToday: 297,
      dueLater: 0,
      dueOn: null,
    })
  })

  test.for([
      ['2026-11-22T07:00:00.000Z', '2026-11-29T07:00:00.000Z'],
      ['2026-12-28T23:59:59.000Z', '2027-01-04T23:59:59.000Z'],
      ['2028-02-25T12:00:00.000Z', '2028-03-03T12:00:00.000Z'],
      ['2025-07-29T09:00:00.000Z', '2025-08-05T09:00:00.000Z'],
    ] as const)('the due-on date is counted from now, not the fixed 5 August 2025: %s', ([now, dueOn]) => {
      assert.equal(trialEndsOn(new Date(now)).toISOString(), dueOn)
    })

  test('the trial end leaves the given date untouched', () => {
    const now = new Date('2026-05-01T00:00:00.000Z')
    trialEndsOn(now)
    assert.equal(now.toISOString(), '2026-05-01T00:00:00.000Z')
  })
})

describe('convertFromUsd: the customer currency', () => {
  test.for([
      ['Canada', 135, 'CAD'],
      ['United Kingdom', 79, 'GBP'],
      ['Germany', 92, 'EUR'],
      ['France', 92, 'EUR'],
      ['Ireland', 92, 'EUR'],
      ['Japan', 14980, 'JPY'],
      ['India', 8320, 'INR'],
      ['Kenya', 12950, 'KES'],
      ['United States', 100, 'USD'],
    ] as const)('%s: 100 USD is %s %s', ([country, amount, currency]) => {
      assert.deepEqual(convertFromUsd(100, country), { amount, currency })
    })

  test.for([
      ['Canada', 27, 36.45, 'CAD'],
      ['United Kingdom', 29, 22.91, 'GBP'],
      ['Spain', 37, 34.04, 'EUR'],
      ['Japan', 27, 4045, 'JPY'],
      ['India', 29, 2412.8, 'INR'],
      ['Kenya', 29, 3755.5, 'KES'],
      ['Kenya', 297, 38461.5, 'KES'],
    ] as const)('plan prices in the spec rates: %s %s USD is %s %s', ([country, usd, amount, currency]) => {
      assert.deepEqual(convertFromUsd(usd, country), { amount, currency })
    })

  test.for([
      ['Japan', 'JPY', 29 * 149.8],
      ['South Korea', 'KRW', 29 * 1320],
      ['Chile', 'CLP', 29 * 940],
      ['Hungary', 'HUF', 29 * 356.4],
    ] as const)('JPY, KRW, CLP and HUF have no cents: %s', ([country, currency, exact]) => {
      const money = convertFromUsd(29, country)
      assert.equal(money.currency, currency)
      assert.equal(money.amount, Math.round(exact))
      assert.isTrue(Number.isInteger(money.amount))
    })

  test.for([
      ['JPY', 4044.6, 4045],
      ['JPY', 4044.4, 4044],
      ['KRW', 0.5, 1],
      ['HUF', 10335.6, 10336],
      ['CLP', 27259.49, 27259],
      ['EUR', 24.844, 24.84],
      ['EUR', 24.845, 24.85],
      ['GBP', 1.005, 1.01],
      ['USD', 27, 27],
      ['CAD', 36.4500000001, 36.45],
    ] as const)('rounding: %s %s is %s', ([currency, amount, rounded]) => {
      assert.equal(roundForCurrency(amount, currency), rounded)
    })

  test.for([['Atlantis'], [''], [undefined], [null], [7]] as const)('an unknown country stays in US dollars: %s', ([country]) => {
      assert.deepEqual(convertFromUsd(27, country), { amount: 27, currency: 'USD' })
    })

  test('a country is found by name or ISO code in any letter case', () => {
    assert.deepEqual(convertFromUsd(10, 'KE'), { amount: 1295, currency: 'KES' })
    assert.deepEqual(convertFromUsd(10, ' united kingdom '), { amount: 7.9, currency: 'GBP' })
    assert.deepEqual(findCountry('gb'), { name: 'United Kingdom', code: 'GB', currency: 'GBP' })
    assert.isUndefined(findCountry('Narnia'))
  })
})

describe('COUNTRIES: the order form list', () => {
  test('offers 56 countries, alphabetical, each with a unique code and a currency', () => {
    assert.lengthOf(COUNTRIES, 56)
    const names = COUNTRIES.map((country) => country.name)
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)))
    assert.equal(new Set(COUNTRIES.map((country) => country.code)).size, 56)
    for (const country of COUNTRIES) {
      assert.match(country.code, /^[A-Z]{2}$/)
      assert.match(country.currency, /^[A-Z]{3}$/)
      assert.deepEqual(Object.keys(country).sort(), ['code', 'currency', 'name'])
    }
  })

  test('includes the spec countries of both checkouts', () => {
    for (const name of ['Kenya', 'United States', 'United Kingdom', 'Canada', 'Australia', 'Japan', 'India']) {
      assert.isDefined(findCountry(name), name)
    }
  })

  test('every euro country uses 0.92', () => {
    const euro = COUNTRIES.filter((country) => country.currency === 'EUR')
    assert.isAbove(euro.length, 10)
    for (const country of euro) assert.deepEqual(convertFromUsd(100, country.name), { amount: 92, currency: 'EUR' })
  })
})
