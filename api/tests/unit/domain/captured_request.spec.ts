import { test } from '@japa/runner'
import { CAPTURE_LIMITS, REFUSALS, cleanCapturedRequest, type Cleaned } from '#domain/captured_request'

const NOW = new Date('2026-06-15T12:00:00Z')

function stored(cleaned: Cleaned) {
  if (!cleaned.stored) throw new Error(`refused: ${cleaned.problems.map(({ message }) => message).join(' ')}`)
  return cleaned
}

test.group('cleanCapturedRequest / refusals', () => {
  test('{label} is refused')
    .with([
      { label: 'a string', item: 'not a request', problem: REFUSALS.notAnObject },
      { label: 'null', item: null, problem: REFUSALS.notAnObject },
      { label: 'a list', item: [{ facebookUserId: '1' }], problem: REFUSALS.notAnObject },
      { label: 'an item without an id', item: { name: 'Ann' }, problem: REFUSALS.noId },
      { label: 'an empty id', item: { facebookUserId: '' }, problem: REFUSALS.noId },
      { label: 'an id of control characters and spaces', item: { facebookUserId: '\u0000\u0007 ' }, problem: REFUSALS.noId },
      { label: 'an id that is an object', item: { facebookUserId: { id: 1 } }, problem: REFUSALS.noId },
      { label: 'a negative number id', item: { facebookUserId: -4 }, problem: REFUSALS.noId },
      { label: 'an id longer than any id', item: { facebookUserId: '1'.repeat(CAPTURE_LIMITS.facebookUserId + 1) }, problem: REFUSALS.idTooLong },
    ])
    .run(({ assert }, { item, problem }) => {
      assert.deepEqual(cleanCapturedRequest(item, NOW), { stored: false, problems: [problem] })
    })
})

test.group('cleanCapturedRequest / cleaning', () => {
  test('a tidy request is stored as sent, with no corrections', ({ assert }) => {
    const cleaned = stored(
      cleanCapturedRequest(
        {
          facebookUserId: ' 100001 ',
          name: 'Ada Lovelace',
          profileUrl: 'https://www.facebook.com/groups/1/user/100001/',
          profileImageUrl: null,
          answers: [{ question: 'Email?', answer: ' ada@example.com ' }],
          agreedToRules: true,
          joinedFacebookAt: '2015-03-01',
          livesIn: 'London',
          groupsInCommon: 4,
          invitedBy: null,
          requestedAt: '2026-06-15T10:00:00.000Z',
          decidedOnFacebook: 'approved',
        },
        NOW
      )
    )
    assert.deepEqual(cleaned.corrections, [])
    assert.deepEqual(cleaned.request, {
      facebookUserId: '100001',
      name: 'Ada Lovelace',
      profileUrl: 'https://www.facebook.com/groups/1/user/100001/',
      profileImageUrl: null,
      answers: [{ question: 'Email?', answer: ' ada@example.com ' }],
      agreedToRules: true,
      joinedFacebookAt: '2015-03-01',
      livesIn: 'London',
      groupsInCommon: 4,
      invitedBy: null,
      requestedAt: '2026-06-15T10:00:00.000Z',
      decidedOnFacebook: 'approved',
    })
  })

  test('{label}')
    .with([
      { label: 'NUL is taken out', field: 'livesIn', value: 'Pa\u0000ris', expected: 'Paris', rule: 'controlCharacters' },
      { label: 'C1 controls and DEL are taken out', field: 'livesIn', value: 'Pa\u0085ri\u007fs', expected: 'Paris', rule: 'controlCharacters' },
      { label: 'a lone high surrogate is replaced', field: 'livesIn', value: 'Paris \ud83d', expected: 'Paris \ufffd', rule: 'wellFormed' },
      { label: 'a lone low surrogate is replaced', field: 'invitedBy', value: '\ude00Bo', expected: '\ufffdBo', rule: 'wellFormed' },
      { label: 'a surrogate pair is kept', field: 'invitedBy', value: 'Bo 😀', expected: 'Bo 😀', rule: null },
      { label: 'text over the limit is cut', field: 'invitedBy', value: 'b'.repeat(250), expected: 'b'.repeat(CAPTURE_LIMITS.place), rule: 'maxLength' },
      { label: 'a number is read as text', field: 'livesIn', value: 90210, expected: '90210', rule: null },
      { label: 'an object is unknown', field: 'livesIn', value: { city: 'Paris' }, expected: null, rule: 'string' },
      { label: 'groups in common beyond the limit are unknown', field: 'groupsInCommon', value: 10_001, expected: null, rule: 'range' },
      { label: 'groups in common of 1e12 are unknown', field: 'groupsInCommon', value: 1e12, expected: null, rule: 'range' },
      { label: 'groups in common as digits are read', field: 'groupsInCommon', value: ' 7 ', expected: 7, rule: null },
      { label: 'groups in common as words are unknown', field: 'groupsInCommon', value: 'many', expected: null, rule: 'number' },
      { label: 'a date with a five-digit year is unknown', field: 'joinedFacebookAt', value: '20150-03-01', expected: null, rule: 'date' },
      { label: 'an extended-year instant is unknown', field: 'joinedFacebookAt', value: '+020150-03-01T00:00:00Z', expected: null, rule: 'date' },
      { label: 'the 31st of February is unknown', field: 'joinedFacebookAt', value: '2015-02-31', expected: null, rule: 'date' },
      { label: 'a day before Facebook is unknown', field: 'joinedFacebookAt', value: '2004-02-03', expected: null, rule: 'date' },
      { label: "Facebook's first day is kept", field: 'joinedFacebookAt', value: '2004-02-04', expected: '2004-02-04', rule: null },
      { label: 'the date part of an instant is kept as written', field: 'joinedFacebookAt', value: '2015-03-01T23:30:00-05:00', expected: '2015-03-01', rule: null },
      { label: 'tomorrow is kept (time zones)', field: 'joinedFacebookAt', value: '2026-06-16', expected: '2026-06-16', rule: null },
      { label: 'a date next week is unknown', field: 'joinedFacebookAt', value: '2026-06-22', expected: null, rule: 'date' },
      { label: 'a number for a date is unknown', field: 'joinedFacebookAt', value: 1425168000000, expected: null, rule: 'date' },
      { label: 'an instant with an offset is kept in UTC', field: 'requestedAt', value: '2026-06-15T10:00:00+02:00', expected: '2026-06-15T08:00:00.000Z', rule: null },
      { label: 'an instant with a five-digit year is unknown', field: 'requestedAt', value: '10000-01-01T00:00:00Z', expected: null, rule: 'date' },
      { label: 'an instant in words is unknown', field: 'requestedAt', value: 'March 7, 2020', expected: null, rule: 'date' },
      { label: 'a javascript: link is unknown', field: 'profileUrl', value: 'javascript:alert(1)', expected: null, rule: 'url' },
      { label: 'a link over the limit is unknown, not cut', field: 'profileImageUrl', value: `https://x.test/${'a'.repeat(2000)}`, expected: null, rule: 'url' },
      { label: 'a link with a NUL loses it', field: 'profileUrl', value: 'https://x.test/a\u0000b', expected: 'https://x.test/ab', rule: null },
      { label: '"yes" for a yes-or-no is unknown', field: 'agreedToRules', value: 'yes', expected: null, rule: 'boolean' },
      { label: 'an unknown Facebook decision is ignored', field: 'decidedOnFacebook', value: 'maybe', expected: null, rule: 'enum' },
    ])
    .run(({ assert }, { field, value, expected, rule }) => {
      const { request, corrections } = stored(cleanCapturedRequest({ facebookUserId: '1', name: 'Ann', [field]: value }, NOW))
      assert.deepEqual(request[field as keyof typeof request], expected)
      assert.deepEqual(
        corrections.map((correction) => `${correction.field} ${correction.rule}`),
        rule ? [`${field} ${rule}`] : []
      )
    })

  test('a name cut at the limit never ends in half a character', ({ assert }) => {
    const { request } = stored(cleanCapturedRequest({ facebookUserId: '1', name: `${'x'.repeat(CAPTURE_LIMITS.name - 1)}😀` }, NOW))
    assert.equal(request.name, 'x'.repeat(CAPTURE_LIMITS.name - 1))
  })

  test('a request without a name is stored with an empty one, and says so', ({ assert }) => {
    const { request, corrections } = stored(cleanCapturedRequest({ facebookUserId: 1 }, NOW))
    assert.equal(request.name, '')
    assert.equal(request.facebookUserId, '1')
    assert.deepEqual(
      corrections.map(({ field, rule }) => `${field} ${rule}`),
      ['name required']
    )
  })

  test('answers: past the 50th left out, odd entries dropped, replies kept with their spacing', ({ assert }) => {
    const many = Array.from({ length: CAPTURE_LIMITS.answers + 3 }, (_, index) => ({ question: `Q${index}`, answer: `A${index}` }))
    const { request, corrections } = stored(
      cleanCapturedRequest({ facebookUserId: '1', name: 'Ann', answers: ['odd', { question: ' Why? ', answer: '  two\nlines\t' }, ...many] }, NOW)
    )
    assert.lengthOf(request.answers, CAPTURE_LIMITS.answers - 1)
    assert.deepEqual(request.answers[0], { question: 'Why?', answer: '  two\nlines\t' })
    assert.deepEqual(
      corrections.map(({ field, rule }) => `${field} ${rule}`),
      ['answers maxLength', 'answers.0 object']
    )
    const notAList = stored(cleanCapturedRequest({ facebookUserId: '1', name: 'Ann', answers: 'Because' }, NOW))
    assert.deepEqual(notAList.request.answers, [])
    assert.equal(notAList.corrections[0].rule, 'array')
  })

  test('whatever it is given, it never throws and what it stores fits the columns', ({ assert }) => {
    const odd = [undefined, null, true, 0, -1, 1e308, Number.NaN, '', '\u0000', '\ud800', 'x'.repeat(10_000), [], {}, [1, 2], { a: 1 }]
    for (const value of odd) {
      for (const field of ['name', 'profileUrl', 'answers', 'agreedToRules', 'joinedFacebookAt', 'livesIn', 'groupsInCommon', 'requestedAt']) {
        const { request } = stored(cleanCapturedRequest({ facebookUserId: '1', [field]: value }, NOW))
        assert.isAtMost(request.name.length, CAPTURE_LIMITS.name)
        assert.isTrue(JSON.stringify(request).isWellFormed())
        assert.notInclude(JSON.stringify(request), '\\u0000')
        if (request.groupsInCommon !== null) assert.isAtMost(request.groupsInCommon, CAPTURE_LIMITS.groupsInCommon)
      }
    }
  })
})
