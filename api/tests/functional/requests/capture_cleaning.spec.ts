/*
 * One odd value in a captured batch never costs the batch: what can be
 * cleaned is cleaned and stored, and only an item that cannot be stored at
 * all (no Facebook user id) is refused, by name and with the reason.
 */
import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import MemberRequest from '#models/member_request'
import { captureLogs } from '#tests/helpers/log_capture'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'
import { applicant, capture, countRows, setRules } from '#tests/helpers/requests'
import { CAPTURE_LIMITS } from '#domain/captured_request'
import { checkResponse } from '#tests/support/openapi_contract'
import type { ApiResponse } from '@japa/api-client'

/** What in the answer departs from docs/openapi.yaml. */
const departures = (response: ApiResponse) =>
  checkResponse('POST', '/api/extension/requests', {
    status: response.status(),
    contentType: response.header('content-type'),
    body: response.body(),
    text: response.text(),
  })

interface Result {
  index: number
  facebookUserId: string
  requestId: number
  corrections: { field: string; rule: string; message: string }[]
}

/** Sends the odd item between two good ones and answers the stored odd one, with the batch's results. */
async function captureBetweenGoodOnes(client: Parameters<typeof capture>[0], odd: Record<string, unknown>) {
  const owner = await makeUser()
  const record = await makeGroup(owner)
  const item = applicant(odd)
  const response = await capture(client, owner, record.facebookGroupId, [applicant(), item, applicant()])
  const body = response.body() as { results: Result[]; rejected: unknown[] }
  const stored = await MemberRequest.query().where('group_id', record.id).where('facebook_user_id', item.facebookUserId).first()
  return { response, body, stored, storedCount: await countRows('member_requests', { group_id: record.id }), owner, record }
}

test.group('Capture / odd values are cleaned, the batch is stored', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('an email-like answer longer than any address is kept as an answer, without an email', async ({ client, assert }) => {
    const answer = `${'a'.repeat(250)}@example.com`
    const { response, body, stored, storedCount } = await captureBetweenGoodOnes(client, {
      answers: [{ question: 'What is your email?', answer }],
    })
    response.assertStatus(200)
    assert.equal(storedCount, 3)
    assert.deepEqual(body.rejected, [])
    assert.isNull(stored!.email)
    assert.equal(stored!.answers[0].answer, answer)
  })

  test('NUL and other control characters are taken out of every text', async ({ client, assert }) => {
    const { response, body, stored, storedCount } = await captureBetweenGoodOnes(client, {
      name: 'Ann\u0000 Lee\u0007',
      livesIn: 'Paris\u0000',
      invitedBy: '\u001bBo',
      answers: [{ question: 'Why\u0000?', answer: 'Dogs\u0000\u0008 and cats\nand birds\tbecause' }],
    })
    response.assertStatus(200)
    assert.equal(storedCount, 3)
    assert.equal(stored!.name, 'Ann Lee')
    assert.equal(stored!.livesIn, 'Paris')
    assert.equal(stored!.invitedBy, 'Bo')
    // Line breaks and tabs are text people type; they stay.
    assert.deepEqual(stored!.answers, [{ question: 'Why?', answer: 'Dogs and cats\nand birds\tbecause' }])
    const odd = body.results.find(({ index }) => index === 1)!
    assert.includeMembers(
      odd.corrections.map(({ field }) => field),
      ['requests.1.name', 'requests.1.livesIn', 'requests.1.invitedBy', 'requests.1.answers.0.question', 'requests.1.answers.0.answer']
    )
    assert.equal(odd.corrections[0].rule, 'controlCharacters')
    assert.deepEqual(departures(response), [])
  })

  test('a lone surrogate becomes the replacement character', async ({ client, assert }) => {
    const { response, stored, storedCount } = await captureBetweenGoodOnes(client, {
      name: 'Bo \ud800Chen',
      answers: [{ question: 'Why?', answer: 'Because \udfff' }],
    })
    response.assertStatus(200)
    assert.equal(storedCount, 3)
    assert.equal(stored!.name, 'Bo \ufffdChen')
    assert.equal(stored!.answers[0].answer, 'Because \ufffd')
  })

  test('an impossible number of groups in common is stored as unknown', async ({ client, assert }) => {
    for (const groupsInCommon of [1e12, -3, 2.5, CAPTURE_LIMITS.groupsInCommon + 1]) {
      const { response, body, stored, storedCount } = await captureBetweenGoodOnes(client, { groupsInCommon })
      response.assertStatus(200)
      assert.equal(storedCount, 3)
      assert.isNull(stored!.groupsInCommon, String(groupsInCommon))
      assert.deepInclude(body.results[1].corrections[0], { field: 'requests.1.groupsInCommon', rule: 'range' })
    }
    const { stored } = await captureBetweenGoodOnes(client, { groupsInCommon: '12' })
    assert.equal(stored!.groupsInCommon, 12)
  })

  test('a five-digit year, or any date that cannot be, is stored as unknown', async ({ client, assert }) => {
    for (const odd of [
      { joinedFacebookAt: '20150-03-01' },
      { joinedFacebookAt: '+020150-03-01T00:00:00.000Z' },
      { requestedAt: '+020150-03-01T00:00:00.000Z' },
      { requestedAt: '10000-01-01T00:00:00Z' },
      { joinedFacebookAt: '1850-01-01' },
      { joinedFacebookAt: 'last spring' },
    ]) {
      const { response, body, stored, storedCount } = await captureBetweenGoodOnes(client, odd)
      response.assertStatus(200)
      assert.equal(storedCount, 3, JSON.stringify(odd))
      assert.isNull(stored!.joinedFacebookAt)
      assert.isNull(stored!.requestedAt)
      assert.equal(body.results[1].corrections[0].field, `requests.1.${Object.keys(odd)[0]}`)
    }
  })

  test('a plausible date is stored as sent', async ({ client, assert }) => {
    const { stored } = await captureBetweenGoodOnes(client, { joinedFacebookAt: '2015-03-01', requestedAt: '2026-01-05T10:00:00Z' })
    assert.equal(stored!.joinedFacebookAt!.toISODate(), '2015-03-01')
    assert.equal(stored!.requestedAt!.toUTC().toISO(), '2026-01-05T10:00:00.000Z')
  })

  test('over-long text is cut at its documented limit', async ({ client, assert }) => {
    const { response, body, stored } = await captureBetweenGoodOnes(client, {
      name: 'N'.repeat(CAPTURE_LIMITS.name + 50),
      livesIn: 'L'.repeat(CAPTURE_LIMITS.place + 1),
      answers: Array.from({ length: CAPTURE_LIMITS.answers + 5 }, (_, index) => ({
        question: `${index}${'Q'.repeat(CAPTURE_LIMITS.question)}`,
        answer: 'A'.repeat(CAPTURE_LIMITS.answer + 10),
      })),
    })
    response.assertStatus(200)
    assert.lengthOf(stored!.name, CAPTURE_LIMITS.name)
    assert.lengthOf(stored!.livesIn!, CAPTURE_LIMITS.place)
    assert.lengthOf(stored!.answers, CAPTURE_LIMITS.answers)
    assert.lengthOf(stored!.answers[0].question, CAPTURE_LIMITS.question)
    assert.lengthOf(stored!.answers[0].answer, CAPTURE_LIMITS.answer)
    const rules = body.results[1].corrections.map(({ field, rule }) => `${field} ${rule}`)
    assert.includeMembers(rules, ['requests.1.name maxLength', 'requests.1.livesIn maxLength', 'requests.1.answers maxLength'])
  })

  test('a cut is never made inside a character that takes two code units', async ({ client, assert }) => {
    const { stored } = await captureBetweenGoodOnes(client, { name: `${'x'.repeat(CAPTURE_LIMITS.name - 1)}😀` })
    assert.equal(stored!.name, 'x'.repeat(CAPTURE_LIMITS.name - 1))
  })

  test('values of the wrong kind are dropped to unknown, and the request is still stored', async ({ client, assert }) => {
    const { response, body, stored } = await captureBetweenGoodOnes(client, {
      name: undefined,
      profileUrl: 'javascript:alert(1)',
      profileImageUrl: 42,
      agreedToRules: 'yes',
      answers: [{ question: 'Email?', answer: 12 }, 'not an answer', { question: 'Why?', answer: null }],
      decidedOnFacebook: 'maybe',
      livesIn: { city: 'Paris' },
    })
    response.assertStatus(200)
    assert.equal(stored!.name, '')
    assert.isNull(stored!.profileUrl)
    assert.isNull(stored!.profileImageUrl)
    assert.isNull(stored!.agreedToRules)
    assert.isNull(stored!.livesIn)
    assert.equal(stored!.status, 'pending')
    assert.deepEqual(stored!.answers, [
      { question: 'Email?', answer: '12' },
      { question: 'Why?', answer: '' },
    ])
    const fields = body.results[1].corrections.map(({ field }) => field)
    assert.includeMembers(fields, [
      'requests.1.name',
      'requests.1.profileUrl',
      'requests.1.profileImageUrl',
      'requests.1.agreedToRules',
      'requests.1.answers.1',
      'requests.1.decidedOnFacebook',
      'requests.1.livesIn',
    ])
  })

  test('the rules decide on the cleaned request', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    await setRules(record, { enabled: true, requireEmail: true })
    const response = await capture(client, owner, record.facebookGroupId, [
      applicant({ name: 'Ann\u0000', answers: [{ question: 'Email?', answer: 'ann\u0000@example.com' }], groupsInCommon: 1e12 }),
    ])
    response.assertStatus(200)
    assert.deepInclude(response.body().results[0], { status: 'approved', decision: 'approve' })
    const stored = await MemberRequest.findOrFail(response.body().results[0].requestId)
    assert.equal(stored.email, 'ann@example.com')
  })

  test('a later capture without a name keeps the name already stored', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const person = applicant({ name: 'Known Name' })
    await capture(client, owner, record.facebookGroupId, [person])
    const again = await capture(client, owner, record.facebookGroupId, [{ ...person, name: '\u0000' }])
    again.assertStatus(200)
    assert.deepInclude(again.body().results[0], { created: false })
    const stored = await MemberRequest.query().where('group_id', record.id).firstOrFail()
    assert.equal(stored.name, 'Known Name')
  })
})

test.group('Capture / items that cannot be stored', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('an item without a Facebook user id is refused by name and reason; the others are stored', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const good = [applicant(), applicant(), applicant()]
    const response = await capture(client, owner, record.facebookGroupId, [
      good[0],
      applicant({ facebookUserId: '' }),
      good[1],
      applicant({ facebookUserId: '\u0000 ' }),
      'not a request',
      applicant({ facebookUserId: '9'.repeat(CAPTURE_LIMITS.facebookUserId + 1) }),
      good[2],
    ])
    // Older extensions let go of a batch answered 422 after its valid items were stored; the answer keeps that shape.
    response.assertStatus(422)
    const body = response.body()
    assert.equal(body.code, 'E_VALIDATION_ERROR')
    assert.deepEqual(
      body.results.map(({ index }: Result) => index),
      [0, 2, 6]
    )
    assert.deepEqual(
      body.rejected.map(({ index, errors }: { index: number; errors: { field: string; rule: string }[] }) => [
        index,
        errors.map(({ field, rule }) => `${field} ${rule}`),
      ]),
      [
        [1, ['requests.1.facebookUserId required']],
        [3, ['requests.3.facebookUserId required']],
        [4, ['requests.4 object']],
        [5, ['requests.5.facebookUserId maxLength']],
      ]
    )
    assert.equal(body.rejected[0].reason, 'Each request needs the Facebook user id.')
    assert.equal(body.message, 'Each request needs the Facebook user id.')
    assert.deepEqual(
      body.errors.map(({ field }: { field: string }) => field),
      ['requests.1.facebookUserId', 'requests.3.facebookUserId', 'requests.4', 'requests.5.facebookUserId']
    )
    assert.equal(await countRows('member_requests', { group_id: record.id }), 3)
    assert.deepEqual(departures(response), [])
  })

  test('a null item is refused alone, not with its batch', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const response = await capture(client, owner, record.facebookGroupId, [applicant(), null])
    response.assertStatus(422)
    assert.deepEqual(
      response.body().rejected.map(({ index }: { index: number }) => index),
      [1]
    )
    assert.equal(await countRows('member_requests', { group_id: record.id }), 1)
  })

  test('a number id is read as the text it spells', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const response = await capture(client, owner, record.facebookGroupId, [applicant({ facebookUserId: 1000123 })])
    response.assertStatus(200)
    assert.equal(response.body().results[0].facebookUserId, '1000123')
  })

  test('each refused item is logged with its place and reason, and nothing a person wrote', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const { result: response, lines } = await captureLogs(() =>
      capture(client, owner, record.facebookGroupId, [
        applicant({ facebookUserId: '', name: 'Secret Person', answers: [{ question: 'Email?', answer: 'secret@example.com' }] }),
        applicant(),
      ])
    )
    response.assertStatus(422)
    const refusals = lines.map((line) => JSON.parse(line)).filter(({ msg }) => msg === 'capture item refused')
    assert.lengthOf(refusals, 1)
    assert.containsSubset(refusals[0], {
      userId: owner.id,
      facebookGroupId: record.facebookGroupId,
      index: 0,
      reason: 'Each request needs the Facebook user id.',
      rules: ['required'],
      fields: ['facebookUserId'],
    })
    const written = lines.join('\n')
    assert.notInclude(written, 'Secret Person')
    assert.notInclude(written, 'secret@example.com')
  })

  test('a batch where every item is stored answers 200 with nothing refused', async ({ client, assert }) => {
    const owner = await makeUser()
    const record = await makeGroup(owner)
    const response = await capture(client, owner, record.facebookGroupId, [applicant()])
    response.assertStatus(200)
    assert.deepEqual(response.body().rejected, [])
    assert.deepEqual(response.body().results[0].corrections, [])
    assert.deepEqual(departures(response), [])
  })
})
