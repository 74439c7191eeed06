import { test } from '@japa/runner'
import { effectiveStatus, groupLimitMessage, implicitTrial, PAUSED_REASONS, pausedReason } from '#domain/subscriptions'
import { groupLimitFor, PLAN_GROUP_LIMITS, PRICE_LIST, TRIAL_GROUP_LIMIT } from '#domain/pricing'

const NOW = new Date('2026-03-10T12:00:00Z')
const DAY_MS = 24 * 60 * 60 * 1000

test.group('Subscriptions: status and pause', () => {
  test('a trial runs until its end, then is expired and pauses automation', ({ assert }) => {
    const running = { planType: 'trial', status: 'trialing' as const, trialEndsAt: new Date(NOW.getTime() + 1000) }
    const ended = { ...running, trialEndsAt: new Date(NOW.getTime() - 1000) }
    assert.equal(effectiveStatus(running, NOW), 'trialing')
    assert.isNull(pausedReason(running, false, NOW))
    assert.equal(effectiveStatus(ended, NOW), 'expired')
    assert.equal(pausedReason(ended, false, NOW), PAUSED_REASONS.expired)
  })

  test('a bought plan still in its free days never expires by the clock', ({ assert }) => {
    const bought = { planType: 'silver', status: 'trialing' as const, trialEndsAt: new Date(NOW.getTime() - DAY_MS) }
    assert.equal(effectiveStatus(bought, NOW), 'trialing')
    const active = { planType: 'silver', status: 'active' as const, trialEndsAt: new Date(NOW.getTime() - DAY_MS) }
    assert.isNull(pausedReason(active, false, NOW))
  })

  test('canceled and unpaid subscriptions pause; super admins never', ({ assert }) => {
    const canceled = { planType: 'pro', status: 'canceled' as const, trialEndsAt: null }
    assert.equal(pausedReason(canceled, false, NOW), PAUSED_REASONS.canceled)
    assert.equal(pausedReason({ ...canceled, status: 'expired' }, false, NOW), PAUSED_REASONS.unpaid)
    assert.isNull(pausedReason(canceled, true, NOW))
  })

  test('a subscription marked canceled keeps automation running until the end of the period paid for', ({ assert }) => {
    const canceled = { planType: 'pro', status: 'canceled' as const, trialEndsAt: null, currentPeriodEnd: new Date(NOW.getTime() + DAY_MS) }
    assert.equal(effectiveStatus(canceled, NOW), 'active')
    assert.isNull(pausedReason(canceled, false, NOW))
    const later = new Date(NOW.getTime() + 2 * DAY_MS)
    assert.equal(effectiveStatus(canceled, later), 'canceled')
    assert.equal(pausedReason(canceled, false, later), PAUSED_REASONS.canceled)
  })

  test('a renewal being retried keeps automation running', ({ assert }) => {
    const pastDue = { planType: 'pro', status: 'past_due' as const, trialEndsAt: null }
    assert.equal(effectiveStatus(pastDue, NOW), 'past_due')
    assert.isNull(pausedReason(pastDue, false, NOW))
  })

  test('an account without a stored subscription has a 7-day trial from its creation', ({ assert }) => {
    const created = new Date('2026-03-01T08:00:00Z')
    assert.deepEqual(implicitTrial(created, 7), {
      planType: 'trial',
      status: 'trialing',
      trialEndsAt: new Date('2026-03-08T08:00:00Z'),
    })
  })
})

test.group('Subscriptions: group limits', () => {
  test('every priced plan has a group limit, as the spec gives them', ({ assert }) => {
    assert.sameMembers(Object.keys(PLAN_GROUP_LIMITS), Object.keys(PRICE_LIST))
    assert.deepEqual(PLAN_GROUP_LIMITS, {
      'starter': 2,
      'pro': 4,
      'unlimited': null,
      'starter-lite': 1,
      'silver': 3,
      'lifetime-executive': null,
    })
    assert.equal(groupLimitFor('trial'), TRIAL_GROUP_LIMIT)
    assert.equal(groupLimitFor('silver'), 3)
  })

  test('the limit message names the limit and the way to more groups', ({ assert }) => {
    assert.equal(
      groupLimitMessage('Silver', 'silver', 3),
      'Your Silver plan allows up to 3 groups. Choose a bigger plan on the Pricing page to connect more.'
    )
    assert.equal(
      groupLimitMessage('Starter Lite', 'starter-lite', 1),
      'Your Starter Lite plan allows up to 1 group. Choose a bigger plan on the Pricing page to connect more.'
    )
    assert.equal(
      groupLimitMessage('Free Trial', 'trial', 3),
      'Your Free Trial allows up to 3 groups. Choose a plan on the Pricing page to connect more.'
    )
  })
})
