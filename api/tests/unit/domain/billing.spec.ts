import { test } from '@japa/runner'
import { nextRetryAt, periodEnd, planChangeKind, RETRY_AFTER_DAYS, trialReminderAt, unusedCredit, upgradeCharge } from '#domain/billing'

const at = (iso: string) => new Date(iso)

test.group('Billing: periods, retries and plan changes', () => {
  test('a period is a calendar month or year; a one-time plan has none', ({ assert }) => {
    assert.deepEqual(periodEnd(at('2026-03-10T12:00:00Z'), 'monthly'), at('2026-04-10T12:00:00Z'))
    assert.deepEqual(periodEnd(at('2026-01-31T09:00:00Z'), 'monthly'), at('2026-02-28T09:00:00Z'))
    assert.deepEqual(periodEnd(at('2028-01-31T09:00:00Z'), 'monthly'), at('2028-02-29T09:00:00Z'))
    assert.deepEqual(periodEnd(at('2026-03-10T12:00:00Z'), 'annual'), at('2027-03-10T12:00:00Z'))
    assert.isNull(periodEnd(at('2026-03-10T12:00:00Z'), 'one_time'))
  })

  test('a failed renewal is tried again 1, 3 and 7 days after the first failure, then no more', ({ assert }) => {
    const first = at('2026-04-10T12:00:00Z')
    assert.deepEqual(RETRY_AFTER_DAYS, [1, 3, 7])
    assert.deepEqual(nextRetryAt(first, 1), at('2026-04-11T12:00:00Z'))
    assert.deepEqual(nextRetryAt(first, 2), at('2026-04-13T12:00:00Z'))
    assert.deepEqual(nextRetryAt(first, 3), at('2026-04-17T12:00:00Z'))
    assert.isNull(nextRetryAt(first, 4))
  })

  test('the trial reminder is two days before the trial ends', ({ assert }) => {
    assert.deepEqual(trialReminderAt(at('2026-04-10T12:00:00Z')), at('2026-04-08T12:00:00Z'))
  })

  test('the unused credit is the part of the period left, to the minor unit', ({ assert }) => {
    const period = { priceMinor: 375550, start: at('2026-04-01T00:00:00Z'), end: at('2026-05-01T00:00:00Z') }
    assert.equal(unusedCredit(period, at('2026-04-01T00:00:00Z')), 375550)
    assert.equal(unusedCredit(period, at('2026-04-16T00:00:00Z')), 187775)
    // 10 of 30 days left: a third, rounded half up.
    assert.equal(unusedCredit(period, at('2026-04-21T00:00:00Z')), 125183)
    assert.equal(unusedCredit(period, at('2026-05-02T00:00:00Z')), 0)
  })

  test('an upgrade costs the new price less the credit, never less than nothing', ({ assert }) => {
    const period = { priceMinor: 375550, start: at('2026-04-01T00:00:00Z'), end: at('2026-05-01T00:00:00Z') }
    assert.deepEqual(upgradeCharge(period, 479150, at('2026-04-16T00:00:00Z')), { creditMinor: 187775, dueNowMinor: 291375 })
    assert.deepEqual(upgradeCharge(period, 100000, at('2026-04-01T00:00:00Z')), { creditMinor: 100000, dueNowMinor: 0 })
    assert.deepEqual(upgradeCharge(null, 479150, at('2026-04-16T00:00:00Z')), { creditMinor: 0, dueNowMinor: 479150 })
  })

  test('dearer or yearly is an upgrade; cheaper or monthly a downgrade; the same plan is no change', ({ assert }) => {
    const silver = { planType: 'silver', period: 'monthly' as const, monthlyUsdCents: 2900 }
    const pro = { planType: 'pro', period: 'monthly' as const, monthlyUsdCents: 3700 }
    const proAnnual = { ...pro, period: 'annual' as const }
    const lifetime = { planType: 'lifetime-executive', period: 'one_time' as const, monthlyUsdCents: 29700 }
    assert.equal(planChangeKind(silver, pro), 'upgrade')
    assert.equal(planChangeKind(pro, silver), 'downgrade')
    assert.equal(planChangeKind(pro, proAnnual), 'upgrade')
    assert.equal(planChangeKind(proAnnual, pro), 'downgrade')
    assert.equal(planChangeKind(proAnnual, silver), 'downgrade')
    assert.equal(planChangeKind(pro, lifetime), 'upgrade')
    assert.equal(planChangeKind(pro, pro), 'same')
  })
})
