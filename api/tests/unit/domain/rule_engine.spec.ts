import { test } from '@japa/runner'
import {
  compileRules,
  normalizeSettings,
  type AutoApprovalSettingsInput,
  type CapturedRequest,
  type Decision,
  type RequestAnswer,
} from '#domain/rule_engine'

const NOW = new Date('2025-06-01T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()

function request(overrides: Partial<CapturedRequest> = {}): CapturedRequest {
  return {
    name: 'Jane Doe',
    profileId: '100012345678901',
    profileUrl: 'https://www.facebook.com/profile.php?id=100012345678901',
    answers: [{ question: 'Why do you want to join?', answer: 'I have two rescue dogs.' }],
    agreedToRules: true,
    joinedFacebookAt: daysAgo(3650),
    livesIn: 'Nairobi, Kenya',
    groupsInCommon: 2,
    invitedBy: null,
    ...overrides,
  }
}

const answers = (...texts: string[]): RequestAnswer[] =>
  texts.map((answer, index) => ({ question: `Question ${index + 1}`, answer }))

/** Decides one request with auto-approval on and the given settings. */
function decide(
  settings: AutoApprovalSettingsInput,
  overrides: Partial<CapturedRequest> = {},
  context: { approvalsThisHour?: number; defaultCountry?: string } = {}
): Decision {
  const rules = compileRules(normalizeSettings({ enabled: true, ...settings }), { defaultCountry: context.defaultCountry })
  return rules(request(overrides), { now: NOW, approvalsThisHour: context.approvalsThisHour ?? 0 })
}

const APPROVED = ['Meets every auto-approval rule']

test.group('normalizeSettings', () => {
  test('everything off by default, 50 approvals an hour', ({ assert }) => {
    assert.deepEqual(normalizeSettings({}), {
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
    })
  })

  test('keyword and location lists: {label}')
    .with([
      { label: 'comma list trimmed, blanks dropped', input: ' crypto , ,forex,, ', list: ['crypto', 'forex'] },
      { label: 'array entries trimmed and split on commas', input: [' crypto ', '', 'forex, nft'], list: ['crypto', 'forex', 'nft'] },
      { label: 'repeats in any case or accent dropped', input: 'crypto, Crypto, CRŸPTO, forex', list: ['crypto', 'forex'] },
      { label: 'phrases kept whole', input: 'get rich, dm me', list: ['get rich', 'dm me'] },
      { label: 'non-text entries dropped', input: [1, null, 'nft', { a: 1 }], list: ['nft'] },
      { label: 'empty string', input: '', list: [] },
      { label: 'missing', input: undefined, list: [] },
      { label: 'a number', input: 42, list: [] },
    ])
    .run(({ assert }, { input, list }) => {
      const settings = normalizeSettings({
        requiredKeywords: input,
        blockedKeywords: input,
        allowedLocations: input,
        blockedLocations: input,
      })
      assert.deepEqual(settings.requiredKeywords, list)
      assert.deepEqual(settings.blockedKeywords, list)
      assert.deepEqual(settings.allowedLocations, list)
      assert.deepEqual(settings.blockedLocations, list)
    })

  test('maxApprovalsPerHour {0} → {1}')
    .with([
      [20, 20],
      [' 20 ', 20],
      ['200', 200],
      [1, 1],
      ['', 50],
      [null, 50],
      [undefined, 50],
      ['abc', 50],
      [0, 50],
      ['0', 50],
      [-5, 50],
      ['-5', 50],
      [12.5, 50],
      ['12.5', 50],
      ['1e3', 50],
      [Number.NaN, 50],
      [Number.POSITIVE_INFINITY, 50],
    ] as [unknown, number][])
    .run(({ assert }, [input, expected]) => {
      assert.equal(normalizeSettings({ maxApprovalsPerHour: input }).maxApprovalsPerHour, expected)
    })

  test('minAccountAgeDays {0} → {1}')
    .with([
      [30, 30],
      ['30', 30],
      [0, 0],
      ['', 0],
      [null, 0],
      ['thirty', 0],
      [-1, 0],
      [7.5, 0],
    ] as [unknown, number][])
    .run(({ assert }, [input, expected]) => {
      assert.equal(normalizeSettings({ minAccountAgeDays: input }).minAccountAgeDays, expected)
    })

  test('toggles are on only when exactly true: {$self}')
    .with([true, 'true', 1, 'on', null] as unknown[])
    .run(({ assert }, value) => {
      const settings = normalizeSettings({
        enabled: value,
        requireEmail: value,
        requireAllAnswers: value,
        requireRulesAgreement: value,
        requirePhone: value,
      })
      const on = value === true
      assert.deepEqual(
        [settings.enabled, settings.requireEmail, settings.requireAllAnswers, settings.requireRulesAgreement, settings.requirePhone],
        [on, on, on, on, on]
      )
    })
})

test.group('Rule engine: switched on or off', () => {
  test('off: every request waits for review, whatever the rules say', ({ assert }) => {
    const rules = compileRules(normalizeSettings({ enabled: false, requireEmail: true, blockedKeywords: 'crypto' }))
    const decision = rules(request({ answers: answers('crypto!', 'jane@example.com', '(415) 555-2671') }), {
      now: NOW,
      approvalsThisHour: 0,
    })
    assert.deepEqual(decision, {
      decision: 'review',
      reasons: ['Auto-approval is off for this group'],
      email: 'jane@example.com',
      phone: '+14155552671',
    })
  })

  test('on with no rules: every request is approved', ({ assert }) => {
    assert.deepEqual(decide({}, { answers: [] }), { decision: 'approve', reasons: APPROVED, email: null, phone: null })
  })
})

test.group('Rule engine: blocked keywords', () => {
  test('"crypto" against {0} → {1}')
    .with([
      ['I trade crypto', 'decline'],
      ['Crypto', 'decline'],
      ['CRYPTO!!!', 'decline'],
      ['crÿpto', 'decline'],
      ['crýptö', 'decline'],
      ['ｃｒｙｐｔｏ', 'decline'],
      ['crypto-trading', 'decline'],
      ['crypto_king', 'decline'],
      ['#crypto', 'decline'],
      ['"crypto".', 'decline'],
      ['cryptography is my hobby', 'approve'],
      ['cryptocurrency', 'approve'],
      ['encrypto', 'approve'],
      ['crypto2', 'approve'],
      ['écrypto', 'approve'],
      ['c r y p t o', 'approve'],
      ['', 'approve'],
    ] as const)
    .run(({ assert }, [answer, outcome]) => {
      const decision = decide({ blockedKeywords: 'crypto' }, { answers: answers(answer) })
      assert.equal(decision.decision, outcome)
      assert.deepEqual(decision.reasons, outcome === 'decline' ? ['Answer contains blocked keyword "crypto"'] : APPROVED)
    })

  test('{label}')
    .with([
      { label: 'accented keyword matches unaccented text', keyword: 'café', answer: 'we met at a CAFE', blocked: true },
      { label: 'unaccented keyword matches accented text', keyword: 'resume', answer: 'send me your résumé', blocked: true },
      { label: 'accented word inside a longer word', keyword: 'über', answer: 'Überweisung bitte', blocked: false },
      { label: 'non-Latin keyword in any case', keyword: 'крипто', answer: 'Лучшее КРИПТО здесь', blocked: true },
      { label: 'non-Latin keyword inside a longer word', keyword: 'крипто', answer: 'криптовалюта', blocked: false },
      { label: 'phrase with extra spacing', keyword: 'get rich', answer: 'GET   rich\nquick', blocked: true },
      { label: 'phrase as part of longer words', keyword: 'get rich', answer: 'get richer', blocked: false },
      { label: 'keyword ending in symbols', keyword: 'c++', answer: 'I code c++ daily', blocked: true },
      { label: 'symbols-only keyword next to a word', keyword: '$$$', answer: 'win$$$ now', blocked: true },
      { label: 'regular expression characters are literal', keyword: 'a.b', answer: 'axb', blocked: false },
      { label: 'keyword with a slash', keyword: 'w/e', answer: 'w/e works', blocked: true },
      { label: 'next to non-ASCII punctuation', keyword: 'crypto', answer: '«crypto»—yes', blocked: true },
      { label: 'non-Latin word next to a dash', keyword: 'крипто', answer: 'крипто—да', blocked: true },
      { label: 'phrase across a no-break space', keyword: 'crypto trading', answer: 'crypto\u00a0trading', blocked: true },
      { label: 'emoji keyword', keyword: '💰', answer: 'easy money💰💰', blocked: true },
      { label: 'emoji next to a keyword', keyword: 'crypto', answer: '🚀crypto🚀', blocked: true },
      { label: 'non-Latin letter right after the keyword', keyword: 'crypto', answer: 'cryptoж', blocked: false },
    ])
    .run(({ assert }, { keyword, answer, blocked }) => {
      const decision = decide({ blockedKeywords: [keyword] }, { answers: answers(answer) })
      assert.deepEqual(
        decision.reasons,
        blocked ? [`Answer contains blocked keyword "${keyword}"`] : APPROVED
      )
    })

  test('a phrase never spans two answers', ({ assert }) => {
    const decision = decide({ blockedKeywords: 'get rich' }, { answers: answers('I want to get', 'rich friends') })
    assert.equal(decision.decision, 'approve')
  })

  test('questions are not searched', ({ assert }) => {
    const decision = decide(
      { blockedKeywords: 'crypto' },
      { answers: [{ question: 'Do you promote crypto?', answer: 'No, never' }] }
    )
    assert.equal(decision.decision, 'approve')
  })

  test('one reason for each keyword found, in the order of the settings, spelled as the owner wrote it', ({ assert }) => {
    const decision = decide(
      { blockedKeywords: 'Forex, nft, CRYPTO, casino' },
      { answers: answers('crypto and forex', 'CRYPTO again, and Forex') }
    )
    assert.deepEqual(decision.reasons, [
      'Answer contains blocked keyword "Forex"',
      'Answer contains blocked keyword "CRYPTO"',
    ])
  })
})

test.group('Rule engine: required keywords', () => {
  test('{label}')
    .with([
      { label: 'one of them is enough', texts: ['I have a puppy'], approved: true },
      { label: 'in any answer', texts: ['hello', 'Rescue DOGS'], approved: true },
      { label: 'accents and case ignored', texts: ['Mon PÙPPY'], approved: true },
      { label: 'whole words only', texts: ['hotdogs and puppylove'], approved: false },
      { label: 'none of them', texts: ['I like cats'], approved: false },
      { label: 'empty answers', texts: ['', ' '], approved: false },
      { label: 'no answers at all', texts: [], approved: false },
    ])
    .run(({ assert }, { texts, approved }) => {
      const decision = decide({ requiredKeywords: 'dogs, puppy' }, { answers: answers(...texts) })
      assert.deepEqual(
        decision,
        approved
          ? { decision: 'approve', reasons: APPROVED, email: null, phone: null }
          : { decision: 'review', reasons: ['No required keyword in the answers ("dogs", "puppy")'], email: null, phone: null }
      )
    })

  test('a keyword only in the question does not count', ({ assert }) => {
    const decision = decide(
      { requiredKeywords: 'dogs' },
      { answers: [{ question: 'Do you love dogs?', answer: 'yes' }] }
    )
    assert.equal(decision.decision, 'review')
  })
})

test.group('Rule engine: email and phone', () => {
  test('email {label}')
    .with([
      { label: 'given', texts: ['Jane@Example.com'], email: 'jane@example.com' },
      { label: 'written with (at) and (dot)', texts: ['jane (at) example (dot) com'], email: 'jane@example.com' },
      { label: 'missing', texts: ['I love dogs'], email: null },
      { label: 'in no answers', texts: [], email: null },
    ])
    .run(({ assert }, { texts, email }) => {
      assert.deepEqual(
        decide({ requireEmail: true }, { answers: answers(...texts) }),
        email
          ? { decision: 'approve', reasons: APPROVED, email, phone: null }
          : { decision: 'review', reasons: ['No email address in the answers'], email: null, phone: null }
      )
    })

  test('phone {label}')
    .with([
      { label: 'in the group country', texts: ['0712 345 678'], country: 'KE', phone: '+254712345678' },
      { label: 'international', texts: ['call +44 7911 123456'], country: 'KE', phone: '+447911123456' },
      { label: 'US by default', texts: ['(415) 555-2671'], country: undefined, phone: '+14155552671' },
      { label: 'missing', texts: ['no thanks'], country: 'KE', phone: null },
      { label: 'a date is no phone number', texts: ['joined 2015-03-01'], country: 'KE', phone: null },
    ])
    .run(({ assert }, { texts, country, phone }) => {
      assert.deepEqual(
        decide({ requirePhone: true }, { answers: answers(...texts) }, { defaultCountry: country }),
        phone
          ? { decision: 'approve', reasons: APPROVED, email: null, phone }
          : { decision: 'review', reasons: ['No phone number in the answers'], email: null, phone: null }
      )
    })

  test('contacts stored with the request are used instead of the answers', ({ assert }) => {
    const stored = { email: 'stored@example.com', phone: null }
    const decision = decide(
      { requireEmail: true, requirePhone: true },
      { answers: answers('other@example.com', '(415) 555-2671'), contacts: stored }
    )
    assert.deepEqual(decision, {
      decision: 'review',
      reasons: ['No phone number in the answers'],
      email: 'stored@example.com',
      phone: null,
    })
  })
})

test.group('Rule engine: account age', () => {
  test('{label}')
    .with([
      { label: '12 days old', joined: daysAgo(12), reasons: ['Account is 12 days old (minimum 30)'] },
      { label: '1 day old', joined: daysAgo(1), reasons: ['Account is 1 day old (minimum 30)'] },
      { label: 'a few hours old', joined: daysAgo(0.2), reasons: ['Account is 0 days old (minimum 30)'] },
      { label: 'just short of the minimum', joined: daysAgo(29.9), reasons: ['Account is 29 days old (minimum 30)'] },
      { label: 'joined after now', joined: daysAgo(-3), reasons: ['Account is 0 days old (minimum 30)'] },
      { label: 'exactly the minimum', joined: daysAgo(30), reasons: APPROVED },
      { label: 'years old', joined: '2012-03-01', reasons: APPROVED },
    ])
    .run(({ assert }, { joined, reasons }) => {
      const decision = decide({ minAccountAgeDays: 30 }, { joinedFacebookAt: joined })
      assert.deepEqual(decision.reasons, reasons)
      assert.equal(decision.decision, reasons[0] === APPROVED[0] ? 'approve' : 'decline')
    })

  test('join date not shown: "{0}"')
    .with([[null], ['not a date'], ['']])
    .run(({ assert }, [joined]) => {
      const decision = decide({ minAccountAgeDays: 30 }, { joinedFacebookAt: joined })
      assert.equal(decision.decision, 'review')
      assert.deepEqual(decision.reasons, ['Facebook join date is not shown (minimum account age 30 days)'])
    })

  test('no minimum: a hidden join date does not matter', ({ assert }) => {
    assert.equal(decide({ minAccountAgeDays: 0 }, { joinedFacebookAt: null }).decision, 'approve')
  })
})

test.group('Rule engine: answers and group rules', () => {
  test('every unanswered question is named', ({ assert }) => {
    const decision = decide(
      { requireAllAnswers: true },
      {
        answers: [
          { question: 'Why do you want to join?', answer: '' },
          { question: 'What is your email?', answer: '  \n ' },
          { question: 'Do you agree to the rules?', answer: 'yes' },
        ],
      }
    )
    assert.deepEqual(decision.reasons, ['No answer to "Why do you want to join?"', 'No answer to "What is your email?"'])
    assert.equal(decision.decision, 'review')
  })

  test('all answered, or no questions asked: {$i}')
    .with([answers('yes', 'no'), []])
    .run(({ assert }, given) => {
      assert.equal(decide({ requireAllAnswers: true }, { answers: given }).decision, 'approve')
    })

  test('agreement to the rules {0} → {1}')
    .with([
      [true, 'approve', APPROVED],
      [false, 'decline', ['Did not agree to the group rules']],
      [null, 'review', ['Agreement to the group rules is not shown']],
    ] as const)
    .run(({ assert }, [agreedToRules, outcome, reasons]) => {
      const decision = decide({ requireRulesAgreement: true }, { agreedToRules })
      assert.equal(decision.decision, outcome)
      assert.deepEqual(decision.reasons, reasons)
    })

  test('agreement not required: declining the rules does not matter', ({ assert }) => {
    assert.equal(decide({}, { agreedToRules: false }).decision, 'approve')
  })
})

test.group('Rule engine: locations', () => {
  test('{label}')
    .with([
      { label: 'allowed country', settings: { allowedLocations: 'Kenya, United Kingdom' }, livesIn: 'Nairobi, Kenya', reasons: APPROVED },
      { label: 'allowed phrase', settings: { allowedLocations: 'Kenya, United Kingdom' }, livesIn: 'London, United Kingdom', reasons: APPROVED },
      { label: 'allowed in any case', settings: { allowedLocations: 'Kenya' }, livesIn: 'NAIROBI, KENYA', reasons: APPROVED },
      { label: 'allowed without accents', settings: { allowedLocations: 'Sao Paulo' }, livesIn: 'São Paulo, Brasil', reasons: APPROVED },
      { label: 'allowed with accents', settings: { allowedLocations: 'Zürich' }, livesIn: 'Zurich, Switzerland', reasons: APPROVED },
      {
        label: 'outside the allowed locations',
        settings: { allowedLocations: 'Kenya, United Kingdom' },
        livesIn: 'Lagos, Nigeria',
        reasons: ['Lives in Lagos, Nigeria (outside the allowed locations)'],
      },
      {
        label: 'allowed name inside a longer word',
        settings: { allowedLocations: 'Kenya' },
        livesIn: 'Kenyatta Avenue, Lusaka',
        reasons: ['Lives in Kenyatta Avenue, Lusaka (outside the allowed locations)'],
      },
      { label: 'hidden with an allow list', settings: { allowedLocations: 'Kenya' }, livesIn: null, reasons: ['Location is not shown on the profile'] },
      { label: 'blank with an allow list', settings: { allowedLocations: 'Kenya' }, livesIn: '  ', reasons: ['Location is not shown on the profile'] },
      {
        label: 'blocked',
        settings: { blockedLocations: 'Nigeria' },
        livesIn: '  Lagos, Nigeria ',
        reasons: ['Lives in Lagos, Nigeria (blocked location "Nigeria")'],
      },
      { label: 'not blocked', settings: { blockedLocations: 'Nigeria' }, livesIn: 'Nairobi, Kenya', reasons: APPROVED },
      { label: 'hidden with only a block list', settings: { blockedLocations: 'Nigeria' }, livesIn: null, reasons: APPROVED },
      {
        label: 'blocked wins over allowed, one reason',
        settings: { allowedLocations: 'Kenya', blockedLocations: 'Mombasa' },
        livesIn: 'Mombasa, Kenya',
        reasons: ['Lives in Mombasa, Kenya (blocked location "Mombasa")'],
      },
      { label: 'allowed and not blocked', settings: { allowedLocations: 'Kenya', blockedLocations: 'Mombasa' }, livesIn: 'Nairobi, Kenya', reasons: APPROVED },
    ])
    .run(({ assert }, { settings, livesIn, reasons }) => {
      const decision = decide(settings, { livesIn })
      assert.deepEqual(decision.reasons, reasons)
      const outcome = reasons[0] === APPROVED[0] ? 'approve' : reasons[0].startsWith('Lives in') ? 'decline' : 'review'
      assert.equal(decision.decision, outcome)
    })
})

test.group('Rule engine: precedence', () => {
  const strict: AutoApprovalSettingsInput = {
    requireEmail: true,
    requiredKeywords: 'dogs',
    blockedKeywords: 'crypto',
    minAccountAgeDays: 30,
    requireAllAnswers: true,
    requireRulesAgreement: true,
    requirePhone: true,
    allowedLocations: 'Kenya',
  }

  test('{label}')
    .with([
      {
        label: 'declining reasons first, then the missing data, each in the order of the settings',
        overrides: {
          answers: [
            { question: 'Why?', answer: 'crypto' },
            { question: 'Email?', answer: '' },
          ],
          joinedFacebookAt: daysAgo(12),
          agreedToRules: null,
          livesIn: 'Lagos, Nigeria',
        },
        decision: 'decline',
        reasons: [
          'Answer contains blocked keyword "crypto"',
          'Account is 12 days old (minimum 30)',
          'Lives in Lagos, Nigeria (outside the allowed locations)',
          'No email address in the answers',
          'No required keyword in the answers ("dogs")',
          'No answer to "Email?"',
          'Agreement to the group rules is not shown',
          'No phone number in the answers',
        ],
      },
      {
        label: 'missing data alone sends the request to review, with every reason',
        overrides: {
          answers: [
            { question: 'Why?', answer: 'I love dogs' },
            { question: 'Email?', answer: '' },
          ],
          joinedFacebookAt: null,
          livesIn: null,
        },
        decision: 'review',
        reasons: [
          'No email address in the answers',
          'Facebook join date is not shown (minimum account age 30 days)',
          'No answer to "Email?"',
          'No phone number in the answers',
          'Location is not shown on the profile',
        ],
      },
      {
        label: 'one declining reason outweighs a complete request',
        overrides: {
          answers: [{ question: 'About you', answer: 'dogs, jane@example.com, 0712 345 678' }],
          agreedToRules: false,
        },
        decision: 'decline',
        reasons: ['Did not agree to the group rules'],
      },
      {
        label: 'a complete request is approved',
        overrides: { answers: [{ question: 'About you', answer: 'dogs, jane@example.com, 0712 345 678' }] },
        decision: 'approve',
        reasons: APPROVED,
      },
    ])
    .run(({ assert }, { overrides, decision, reasons }) => {
      const result = decide(strict, overrides as Partial<CapturedRequest>, { defaultCountry: 'KE' })
      assert.equal(result.decision, decision)
      assert.deepEqual(result.reasons, reasons)
    })
})

test.group('Rule engine: hourly approval limit', () => {
  const LIMIT_REASON = "Hourly limit of 50 approvals reached; waits for the next hour's window"

  test('{0} approvals this hour, maxApprovalsPerHour "{1}" → {2}')
    .with([
      [0, 50, 'approve', APPROVED],
      [49, 50, 'approve', APPROVED],
      [50, 50, 'review', [LIMIT_REASON]],
      [120, 50, 'review', [LIMIT_REASON]],
      [49, '', 'approve', APPROVED],
      [50, 'not a number', 'review', [LIMIT_REASON]],
      [0, 1, 'approve', APPROVED],
      [1, 1, 'review', ["Hourly limit of 1 approval reached; waits for the next hour's window"]],
      [999, 1000, 'approve', APPROVED],
    ] as const)
    .run(({ assert }, [approvalsThisHour, maxApprovalsPerHour, outcome, reasons]) => {
      const decision = decide({ maxApprovalsPerHour }, {}, { approvalsThisHour })
      assert.equal(decision.decision, outcome)
      assert.deepEqual(decision.reasons, reasons)
    })

  test('never turns a decline or a review into anything else', ({ assert }) => {
    const blocked = decide({ blockedKeywords: 'crypto' }, { answers: answers('crypto') }, { approvalsThisHour: 50 })
    assert.deepEqual(blocked.reasons, ['Answer contains blocked keyword "crypto"'])
    assert.equal(blocked.decision, 'decline')

    const missing = decide({ requireEmail: true }, { answers: answers('hi') }, { approvalsThisHour: 50 })
    assert.deepEqual(missing.reasons, ['No email address in the answers'])
    assert.equal(missing.decision, 'review')
  })

  test('a burst past the limit waits, nobody is declined, and the next window approves the rest', ({ assert }) => {
    const rules = compileRules(normalizeSettings({ enabled: true, maxApprovalsPerHour: '50' }))
    const burst = Array.from({ length: 60 }, (_, index) => request({ profileId: String(index) }))

    let approvalsThisHour = 0
    const firstHour = burst.map((captured) => {
      const { decision } = rules(captured, { now: NOW, approvalsThisHour })
      if (decision === 'approve') approvalsThisHour++
      return decision
    })
    assert.equal(firstHour.filter((decision) => decision === 'approve').length, 50)
    assert.equal(firstHour.filter((decision) => decision === 'review').length, 10)
    assert.notInclude(firstHour, 'decline')

    const nextHour = new Date(NOW.getTime() + 3_600_000)
    const waiting = burst.filter((_, index) => firstHour[index] === 'review')
    approvalsThisHour = 0
    for (const captured of waiting) {
      const { decision } = rules(captured, { now: nextHour, approvalsThisHour })
      assert.equal(decision, 'approve')
      approvalsThisHour++
    }
  })
})
