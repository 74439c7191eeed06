import { test } from '@japa/runner'
import {
  countsTowardHourlyLimit,
  decisionRow,
  delivers,
  followUps,
  replacesEarlierActions,
  welcomes,
  type Outcome,
} from '#domain/decision_outcomes'

const NOW = new Date('2025-06-01T12:34:00Z')
const NEXT_HOUR = new Date('2025-06-01T13:00:00Z')
const WELCOME = { message: 'Welcome Jane', tagMember: true }
const NO_WELCOME = { message: null, tagMember: false }

const outcome = (overrides: Partial<Outcome>): Outcome => ({
  status: 'approved',
  decision: 'approve',
  reasons: ['Meets every auto-approval rule'],
  decidedBy: 'rules',
  ...overrides,
})

test.group('Decision outcomes / consequences', () => {
  test('an approval welcomes, delivers and is carried out on Facebook, whoever approved', ({ assert }) => {
    for (const decidedBy of ['rules', 'owner'] as const) {
      const approved = outcome({ decidedBy })
      assert.isTrue(welcomes(approved))
      assert.isTrue(delivers(approved))
      assert.deepEqual(
        followUps(approved, WELCOME).map(({ type }) => type),
        ['approve', 'welcome_message', 'welcome_tag']
      )
    }
  })

  test('an approval made on Facebook is not approved again there, but still welcomed', ({ assert }) => {
    const approved = outcome({ decidedBy: 'facebook' })
    assert.deepEqual(followUps(approved, WELCOME), [
      { type: 'welcome_message', payload: { message: 'Welcome Jane' } },
      { type: 'welcome_tag', payload: {} },
    ])
    assert.deepEqual(followUps(outcome({ status: 'declined', decidedBy: 'facebook' }), NO_WELCOME), [])
  })

  test('without a welcome message only the approval is carried out, and nobody is tagged', ({ assert }) => {
    assert.deepEqual(followUps(outcome({}), { message: null, tagMember: true }), [{ type: 'approve', payload: {} }])
    assert.deepEqual(
      followUps(outcome({}), { message: 'Hi', tagMember: false }).map(({ type }) => type),
      ['approve', 'welcome_message']
    )
  })

  test("a decline carries the owner's reason and nothing else", ({ assert }) => {
    const declined = outcome({ status: 'declined', decision: 'review', decidedBy: 'owner', ownerReason: 'Spam' })
    assert.isFalse(welcomes(declined))
    assert.isFalse(delivers(declined))
    assert.deepEqual(followUps(declined, WELCOME), [{ type: 'decline', payload: { reason: 'Spam' } }])
    assert.deepEqual(followUps({ ...declined, ownerReason: null }, WELCOME), [{ type: 'decline', payload: {} }])
  })

  test('a pending request has no consequences', ({ assert }) => {
    const pending = outcome({ status: 'pending', decision: 'approve', decidedBy: null, heldUntil: NEXT_HOUR })
    assert.isFalse(welcomes(pending))
    assert.isFalse(delivers(pending))
    assert.isFalse(countsTowardHourlyLimit(pending))
    assert.deepEqual(followUps(pending, WELCOME), [])
  })

  test("only the rules' approvals count toward the hourly limit", ({ assert }) => {
    assert.isTrue(countsTowardHourlyLimit(outcome({ decidedBy: 'rules' })))
    assert.isFalse(countsTowardHourlyLimit(outcome({ decidedBy: 'owner' })))
    assert.isFalse(countsTowardHourlyLimit(outcome({ decidedBy: 'facebook' })))
    assert.isFalse(countsTowardHourlyLimit(outcome({ status: 'declined', decision: 'decline' })))
  })

  test("only an owner's decision withdraws the actions of the one before it", ({ assert }) => {
    assert.isTrue(replacesEarlierActions(outcome({ decidedBy: 'owner' })))
    assert.isFalse(replacesEarlierActions(outcome({ decidedBy: 'rules' })))
    assert.isFalse(replacesEarlierActions(outcome({ decidedBy: 'facebook' })))
  })
})

test.group('Decision outcomes / the stored decision', () => {
  test('records who decided and when, naming the owner only for a decision by hand', ({ assert }) => {
    assert.deepEqual(decisionRow(outcome({ decidedBy: 'owner', ownerReason: 'Known to the admins' }), WELCOME, { now: NOW, ownerId: 7 }), {
      status: 'approved',
      decision: 'approve',
      reasons: ['Meets every auto-approval rule'],
      decided_by: 'owner',
      decided_by_user_id: 7,
      decided_at: NOW,
      welcome_message: 'Welcome Jane',
      held_until: null,
      owner_reason: 'Known to the admins',
    })
    const byRules = decisionRow(outcome({ decidedBy: 'rules', ownerReason: 'ignored' }), WELCOME, { now: NOW, ownerId: 7 })
    assert.isNull(byRules.owner_reason)
    assert.isNull(byRules.decided_by_user_id)
    assert.equal(byRules.decided_at, NOW)
  })

  test('a held approval waits, undecided, without a welcome message', ({ assert }) => {
    const held = outcome({ status: 'pending', decidedBy: null, heldUntil: NEXT_HOUR })
    const row = decisionRow(held, WELCOME, { now: NOW, ownerId: 7 })
    assert.equal(row.held_until, NEXT_HOUR)
    assert.isNull(row.decided_at)
    assert.isNull(row.decided_by)
    assert.isNull(row.welcome_message)
  })

  test('a decided request is never held, and a decline keeps no welcome message', ({ assert }) => {
    const row = decisionRow(outcome({ status: 'declined', decision: 'decline', heldUntil: NEXT_HOUR }), WELCOME, {
      now: NOW,
      ownerId: 7,
    })
    assert.isNull(row.held_until)
    assert.isNull(row.welcome_message)
  })
})
