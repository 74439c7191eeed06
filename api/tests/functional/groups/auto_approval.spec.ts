import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { DateTime } from 'luxon'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup } from '#tests/helpers/groups'

/** The settings of a new group: every rule off, at most 50 approvals an hour (spec sections 5 and 9). */
const DEFAULT_SETTINGS = {
  enabled: false,
  requireEmail: false,
  requiredKeywords: [],
  blockedKeywords: [],
  maxApprovalsPerHour: 50,
  minAccountAgeDays: 0,
  requireAllAnswers: false,
  requireRulesAgreement: false,
  requirePhone: false,
  allowedLocations: [],
  blockedLocations: [],
}

test.group('Groups / auto-approval settings', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('a new group has the default settings: off, 50 approvals an hour', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const response = await client.get(`/api/groups/${record.id}/auto-approval`).loginAs(owner)
    response.assertStatus(200)
    response.assertBody({ ...DEFAULT_SETTINGS })
  })

  test("saves the spec client's settings with comma lists trimmed and blanks dropped", async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const response = await client
      .post(`/api/groups/${record.id}/auto-approval`)
      .json({
        enabled: true,
        requireEmail: true,
        requiredKeywords: ' dogs , , puppies,',
        blockedKeywords: 'crypto,  forex ',
        maxApprovalsPerHour: '',
      })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(200)
    response.assertBody({
      ...DEFAULT_SETTINGS,
      enabled: true,
      requireEmail: true,
      requiredKeywords: ['dogs', 'puppies'],
      blockedKeywords: ['crypto', 'forex'],
      maxApprovalsPerHour: 50,
    })
    const shown = await client.get(`/api/groups/${record.id}`).loginAs(owner)
    shown.assertBodyContains({ autoApprovalEnabled: true })
  })

  test('a partial update keeps the rest; an invalid hourly maximum falls back to 50', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const url = `/api/groups/${record.id}/auto-approval`
    await client
      .post(url)
      .json({ enabled: true, maxApprovalsPerHour: 10, allowedLocations: ['Nairobi', ' Mombasa '] })
      .loginAs(owner)
      .withCsrfToken()
    const partial = await client.post(url).json({ minAccountAgeDays: 30, requirePhone: true }).loginAs(owner).withCsrfToken()
    partial.assertBodyContains({
      enabled: true,
      maxApprovalsPerHour: 10,
      allowedLocations: ['Nairobi', 'Mombasa'],
      minAccountAgeDays: 30,
      requirePhone: true,
    })
    const invalid = await client.post(url).json({ maxApprovalsPerHour: 'lots' }).loginAs(owner).withCsrfToken()
    invalid.assertStatus(200)
    invalid.assertBodyContains({ maxApprovalsPerHour: 50, minAccountAgeDays: 30 })
  })

  test('refuses settings of the wrong kind', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const url = `/api/groups/${record.id}/auto-approval`
    const cases: [Record<string, unknown>, string][] = [
      [{ enabled: 'sometimes' }, 'enabled'],
      [{ requiredKeywords: 5 }, 'requiredKeywords'],
      [{ blockedKeywords: ['ok', { no: 1 }] }, 'blockedKeywords'],
      [{ blockedLocations: 'x'.repeat(5001) }, 'blockedLocations'],
      [{ minAccountAgeDays: 'a month' }, 'minAccountAgeDays'],
      [{ minAccountAgeDays: -1 }, 'minAccountAgeDays'],
    ]
    for (const [body, field] of cases) {
      const response = await client.post(url).json(body).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ code: 'E_VALIDATION_ERROR', errors: [{ field }] })
    }
    const unchanged = await client.get(url).loginAs(owner)
    unchanged.assertBody({ ...DEFAULT_SETTINGS })
  })
})

test.group('Groups / auto-approval preview', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('decides the stored requests by unsaved settings, newest first, and saves nothing', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const other = await makeGroup(owner)
    const now = DateTime.utc()
    const [withEmail, withoutEmail, spammer] = await insertRequests(record, [
      {
        name: 'Ada',
        email: 'ada@example.com',
        answers: [{ question: 'Email?', answer: 'ada@example.com' }],
        createdAt: now.minus({ minutes: 3 }),
      },
      { name: 'Bo', answers: [{ question: 'Email?', answer: 'no thanks' }], createdAt: now.minus({ minutes: 2 }) },
      {
        name: 'Cy',
        email: 'cy@example.com',
        answers: [{ question: 'Why join?', answer: 'Crypto signals, cy@example.com' }],
        status: 'approved',
        decidedBy: 'owner',
        decidedAt: now,
        createdAt: now.minus({ minutes: 1 }),
      },
    ])
    await insertRequests(other, [{ name: 'Elsewhere' }])

    const response = await client
      .post(`/api/groups/${record.id}/auto-approval/preview`)
      .json({ enabled: true, requireEmail: true, blockedKeywords: 'crypto' })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(200)
    assert.deepEqual(response.body(), {
      total: 3,
      counts: { approve: 1, decline: 1, review: 1 },
      decisions: [
        { requestId: spammer, name: 'Cy', decision: 'decline', reasons: ['Answer contains blocked keyword "crypto"'], currentStatus: 'approved' },
        { requestId: withoutEmail, name: 'Bo', decision: 'review', reasons: ['No email address in the answers'], currentStatus: 'pending' },
        { requestId: withEmail, name: 'Ada', decision: 'approve', reasons: ['Meets every auto-approval rule'], currentStatus: 'pending' },
      ],
    })

    const saved = await client.get(`/api/groups/${record.id}/auto-approval`).loginAs(owner)
    saved.assertBodyContains({ enabled: false, blockedKeywords: [] })
  })

  test('looks at the latest 500 requests and starts from the saved settings', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await client
      .post(`/api/groups/${record.id}/auto-approval`)
      .json({ enabled: true, minAccountAgeDays: 30 })
      .loginAs(owner)
      .withCsrfToken()
    const start = DateTime.utc().minus({ days: 1 })
    const ids = await insertRequests(
      record,
      Array.from({ length: 502 }, (_, index) => ({
        joinedFacebookAt: index === 501 ? DateTime.utc().minus({ days: 3 }).toISODate() : '2015-01-01',
        createdAt: start.plus({ seconds: index }),
      }))
    )
    const response = await client.post(`/api/groups/${record.id}/auto-approval/preview`).json({}).loginAs(owner).withCsrfToken()
    const { total, counts, decisions } = response.body()
    assert.equal(total, 500)
    assert.deepEqual(counts, { approve: 499, decline: 1, review: 0 })
    assert.equal(decisions[0].requestId, ids[501])
    assert.deepEqual(decisions[0].reasons, ['Account is 3 days old (minimum 30)'])
    assert.equal(decisions[499].requestId, ids[2])
  })

  test('an empty group previews nothing; bad settings are refused', async ({ client }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const url = `/api/groups/${record.id}/auto-approval/preview`
    const empty = await client.post(url).json({ enabled: true }).loginAs(owner).withCsrfToken()
    empty.assertBody({ total: 0, counts: { approve: 0, decline: 0, review: 0 }, decisions: [] })
    const bad = await client.post(url).json({ requireEmail: 'maybe' }).loginAs(owner).withCsrfToken()
    bad.assertStatus(422)
  })
})
