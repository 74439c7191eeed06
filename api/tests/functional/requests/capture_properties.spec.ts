/*
 * Property: whatever odd fields a captured batch carries, the capture
 * endpoint never fails, accounts for every item (stored or refused, once),
 * stores every item that has a usable Facebook user id, and stores the
 * tidy items exactly as sent.
 */
import { test } from '@japa/runner'
import fc from 'fast-check'
import db from '@adonisjs/lucid/services/db'
import { isolatedTransaction } from '#tests/helpers/database'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { capture, setRules } from '#tests/helpers/requests'

/** What broke a capture before: NUL, lone surrogates, control characters, absurd sizes and years. */
const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u0007\u001b\u009f', '=HYPERLINK("x")', '😀'.repeat(150)),
  fc.nat({ max: 7000 }).map((length) => 'é'.repeat(length)),
  fc.constant(`${'a'.repeat(250)}@example.com`)
)
const oddNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e12, -1, 2.5, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, '12', '1e3'))
const oddDate = fc.oneof(
  fc.constantFrom('20150-03-01', '+020150-03-01T00:00:00.000Z', '10000-01-01T00:00:00Z', '0000-00-00', '2015-02-31', '1850-01-01', '9999-12-31'),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  oddText
)
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  oddNumber,
  oddDate,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 })
)
const oddAnswers = fc.oneof(
  fc.array(fc.record({ question: fc.oneof(oddText, oddValue), answer: fc.oneof(oddText, oddValue) }, { requiredKeys: [] }), { maxLength: 60 }),
  oddValue
)
/** Any field may be odd, or missing. */
const oddFields = fc.record(
  {
    name: fc.oneof(oddText, oddValue),
    profileUrl: fc.oneof(oddText, fc.webUrl(), oddValue),
    profileImageUrl: fc.oneof(fc.webUrl(), oddValue),
    answers: oddAnswers,
    agreedToRules: oddValue,
    joinedFacebookAt: oddDate,
    livesIn: fc.oneof(oddText, oddValue),
    groupsInCommon: oddNumber,
    invitedBy: fc.oneof(oddText, oddValue),
    requestedAt: oddDate,
    decidedOnFacebook: fc.oneof(fc.constantFrom('approved', 'declined'), oddValue),
  },
  { requiredKeys: [] }
)
const tidyFields = fc.record({
  name: fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{0,40}[A-Za-z]$/),
  answers: fc.array(fc.record({ question: fc.constantFrom('Email?', 'Why join?'), answer: fc.stringMatching(/^[a-z0-9 @.]{0,40}$/) }), { maxLength: 3 }),
  groupsInCommon: fc.nat({ max: 500 }),
  joinedFacebookAt: fc.date({ min: new Date('2005-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
})
/** An id the endpoint cannot store: none, blank, an object, or longer than any id. */
const unusableId = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom('', '   ', '\u0000', '\u0007\u0000 ', '1'.repeat(121)),
  fc.jsonValue({ maxDepth: 1 }).filter((value) => typeof value === 'object' && value !== null)
)

type Kind = 'tidy' | 'odd' | 'unusable' | 'not an object'
const item = fc.oneof(
  tidyFields.map((fields) => ({ kind: 'tidy' as Kind, fields })),
  oddFields.map((fields) => ({ kind: 'odd' as Kind, fields })),
  fc.tuple(unusableId, oddFields).map(([facebookUserId, fields]) => ({ kind: 'unusable' as Kind, fields: { ...fields, facebookUserId } })),
  fc.oneof(oddText, fc.integer(), fc.constant(null), fc.array(fc.nat(), { maxLength: 2 })).map((value) => ({ kind: 'not an object' as Kind, fields: value }))
)

test.group('Capture / property', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('random odd fields never fail the endpoint, and every item with an id is stored', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, requireEmail: true, blockedKeywords: 'crypto', minAccountAgeDays: 30 })
    let run = 0
    const failures: string[] = []

    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 8 }), async (items) => {
        run += 1
        // Ids are unique per run; spaces and a control character around some show they are cleaned, not refused.
        const batch = items.map(({ kind, fields }, index) => {
          if (kind === 'not an object' || kind === 'unusable') return fields
          const id = `${run}0${index}`
          return { ...(fields as object), facebookUserId: kind === 'odd' && index % 2 ? ` ${id}\u0000` : id }
        })
        const response = await capture(client, owner, record.facebookGroupId, batch)
        const status = response.status()
        const problem = (text: string) => {
          failures.push(`${text}: ${JSON.stringify(batch).slice(0, 400)} → ${status} ${response.text().slice(0, 300)}`)
        }
        const refusable = items.some(({ kind }) => kind === 'unusable' || kind === 'not an object')
        if (status !== (refusable ? 422 : 200)) return problem(`answered ${status}`)

        const body = response.body() as { results: { index: number; facebookUserId: string }[]; rejected: { index: number }[] }
        const accounted = [...body.results.map(({ index }) => index), ...body.rejected.map(({ index }) => index)].sort((a, b) => a - b)
        if (JSON.stringify(accounted) !== JSON.stringify(items.map((_, index) => index))) return problem('not every item accounted for once')

        const withId = items.flatMap(({ kind }, index) => (kind === 'tidy' || kind === 'odd' ? [{ index, id: `${run}0${index}` }] : []))
        if (body.rejected.some(({ index }) => withId.some((each) => each.index === index))) return problem('an item with an id was refused')
        const rows = await db
          .from('member_requests')
          .where('group_id', record.id)
          .whereIn('facebook_user_id', withId.map(({ id }) => id))
          .select('facebook_user_id', 'name', 'groups_in_common')
        if (rows.length !== withId.length) return problem(`${withId.length - rows.length} items with an id not stored`)

        for (const [index, { kind, fields }] of items.entries()) {
          if (kind !== 'tidy') continue
          const tidy = fields as { name: string; groupsInCommon: number }
          const row = rows.find(({ facebook_user_id: id }) => id === `${run}0${index}`)
          if (row.name !== tidy.name || row.groups_in_common !== tidy.groupsInCommon) return problem('a tidy item was not stored as sent')
        }
      }),
      { numRuns: 120, seed: 14 }
    )
    assert.deepEqual(failures, [])
  }).timeout(120_000)
})
