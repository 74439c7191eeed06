/*
 * Auto-approval decisions per second, in-process, over a realistic mix:
 * 100 groups whose settings carry about ten keywords each (plus account
 * age, locations and the other rules in varying combinations) and 100,000
 * generated join requests with three answers each, most giving an email, a
 * few with accents, blocked words or blank answers. The quarter of groups
 * that ask for a phone number get a fourth answer, most often a number that
 * is unique and typed the way people type them in the group's country (US,
 * Kenya, UK). Rules are compiled once per group, as the capture route does;
 * only deciding is timed.
 *
 * Two figures:
 * - stored requests: deciding requests whose contacts were extracted when
 *   they were captured (a settings preview, the next hour's window). This
 *   is the rule engine itself. Target: ≥ 200,000 decisions per second.
 * - fresh captures: the same decisions plus extracting the email and the
 *   E.164 phone number from the answers, which happens once per captured
 *   request. Phone validation by libphonenumber-js dominates it, so it is
 *   printed beside the target rather than held to it; the capture route's
 *   own bench covers that path end to end.
 */
import { extractContacts } from '../api/app/domain/contact_extraction.js'
import {
  compileRules,
  normalizeSettings,
  type CapturedRequest,
  type DecideRequest,
} from '../api/app/domain/rule_engine.js'
import { printFigures, seededRandom } from './support.js'

const REQUESTS = 100_000
const GROUPS = 100
const PASSES = Number(process.env.BENCH_PASSES ?? 5)

// A fixed-seed generator (mulberry32) so every run decides the same mix.
const { random, pick, chance, some, digits } = seededRandom(20_250_301)

const BLOCKED = ['crypto', 'forex', 'bitcoin', 'investment', 'dm me', 'giveaway', 'casino', 'loan', 'nft', 'get rich']
const REQUIRED = ['yes', 'agree', 'dogs', 'puppy', 'rescue', 'owner', 'training', 'adopt']
const PLACES = [
  'Nairobi, Kenya',
  'Mombasa, Kenya',
  'Austin, Texas',
  'London, United Kingdom',
  'Lagos, Nigeria',
  'Toronto, Canada',
  'São Paulo, Brasil',
  'Zürich, Switzerland',
]
const FIRST = ['Jane', 'Amani', 'José', 'Chloé', 'Wanjiru', 'Liam', 'Søren', 'Priya', 'Kofi', 'Mia']
const LAST = ['Doe', 'Otieno', 'García', 'Dubois', 'Kamau', 'Smith', 'Jørgensen', 'Patel', 'Mensah', 'Müller']
const WHY = [
  'I have two rescue dogs and want to learn more about training them properly.',
  'Yes, I agree to the group rules. I am a new puppy owner looking for advice.',
  'My neighbour recommended this group, she says the people here are very helpful.',
  'Looking to adopt a senior dog next month and would love some tips first!',
  'Je suis propriétaire de deux chiens et je cherche des conseils pour le dressage.',
  'Earn $500 a day with crypto and forex, DM me for details!!!',
  'Interested in dogs. Also check my page for an amazing giveaway',
  'Been a dog walker for 6 years, now starting my own training business.',
  '',
]

type Country = 'US' | 'KE' | 'GB'

const PHONE_FORMATS: Record<Country, () => string> = {
  US: () => {
    const exchange = `${2 + Math.floor(random() * 8)}${digits(2)}`
    return chance(0.5)
      ? `(${pick(['415', '212', '312', '617', '512'])}) ${exchange}-${digits(4)}`
      : `+1 202.${exchange}.${digits(4)}`
  },
  KE: () => {
    const prefix = `7${pick(['1', '2'])}${digits(1)}`
    return chance(0.5) ? `0${prefix} ${digits(3)} ${digits(3)}` : `+254 ${prefix} ${digits(6)}`
  },
  GB: () => {
    const prefix = `7${pick(['7', '8', '9'])}${digits(2)}`
    return chance(0.5) ? `0${prefix} ${digits(6)}` : `+44 ${prefix} ${digits(6)}`
  },
}

function emailAnswer(first: string, last: string) {
  const address = `${first}.${last}`.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  if (chance(0.05)) return `${address} (at) gmail (dot) com`
  return pick([`${address}@gmail.com`, `My email is ${address}@yahoo.com thanks`, ` ${address.toUpperCase()}@OUTLOOK.COM `])
}

interface Group {
  decide: DecideRequest
  country: Country
  asksForPhone: boolean
}

function generateGroup(): Group {
  const country = pick(['US', 'KE', 'GB'] as const)
  const asksForPhone = chance(0.25)
  const settings = normalizeSettings({
    enabled: chance(0.9),
    requireEmail: chance(0.7),
    requiredKeywords: chance(0.6) ? some(REQUIRED, 3).join(', ') : '',
    blockedKeywords: some(BLOCKED, 8).join(', '),
    maxApprovalsPerHour: pick(['50', '', '200', 'abc']),
    minAccountAgeDays: chance(0.5) ? pick([30, 90, 365]) : 0,
    requireAllAnswers: chance(0.3),
    requireRulesAgreement: chance(0.5),
    requirePhone: asksForPhone && chance(0.5),
    allowedLocations: chance(0.3) ? ['Kenya', 'United Kingdom'] : [],
    blockedLocations: chance(0.3) ? ['Nigeria'] : [],
  })
  return { decide: compileRules(settings, { defaultCountry: country }), country, asksForPhone }
}

function generateRequest(index: number, group: Group): CapturedRequest {
  const first = pick(FIRST)
  const last = pick(LAST)
  const answers = [
    { question: 'Why do you want to join?', answer: pick(WHY) },
    {
      question: 'What is your best email address?',
      answer: chance(0.75) ? emailAnswer(first, last) : pick(['', 'no', 'rather not say']),
    },
    {
      question: 'Do you agree to the group rules?',
      answer: pick(['Yes', 'yes I agree', 'Agreed, joined on 2015-03-01', '']),
    },
  ]
  if (group.asksForPhone) {
    answers.push({
      question: 'Phone number for our SMS updates',
      answer: chance(0.7)
        ? `${pick(['', 'Sure, ', 'WhatsApp: '])}${PHONE_FORMATS[group.country]()}`
        : pick(['', 'no thanks', 'rather not']),
    })
  }
  const joined = new Date(Date.UTC(2008 + Math.floor(random() * 17), Math.floor(random() * 12), 1))
  return {
    name: `${first} ${last}`,
    profileId: String(100_000_000_000 + index),
    profileUrl: `https://www.facebook.com/profile.php?id=${100_000_000_000 + index}`,
    answers,
    agreedToRules: chance(0.1) ? null : chance(0.95),
    joinedFacebookAt: chance(0.1) ? null : joined.toISOString(),
    livesIn: chance(0.2) ? null : pick(PLACES),
    groupsInCommon: Math.floor(random() * 5),
    invitedBy: chance(0.1) ? 'Mary Wambui' : null,
  }
}

const groups = Array.from({ length: GROUPS }, generateGroup)
const fresh = Array.from({ length: REQUESTS }, (_, index) => generateRequest(index, groups[index % GROUPS]))
const stored = fresh.map((request, index) => {
  const texts = request.answers.map(({ answer }) => answer)
  return { ...request, contacts: extractContacts(texts, groups[index % GROUPS].country) }
})
const now = new Date()
const outcomes = { approve: 0, decline: 0, review: 0 }

/** Decisions per second over one pass of every request. */
function pass(requests: readonly CapturedRequest[], tally = false) {
  const started = performance.now()
  for (let index = 0; index < REQUESTS; index++) {
    const { decision } = groups[index % GROUPS].decide(requests[index], { now, approvalsThisHour: index % 60 })
    if (tally) outcomes[decision]++
  }
  return REQUESTS / ((performance.now() - started) / 1000)
}

function rates(requests: readonly CapturedRequest[]) {
  const measured = Array.from({ length: PASSES }, () => pass(requests)).sort((a, b) => a - b)
  return { median: measured[Math.floor(measured.length / 2)], slowest: measured[0] }
}

// Warm-up (JIT, regular-expression compilation), which also tallies the mix.
pass(fresh, true)
pass(stored)
const storedRates = rates(stored)
const freshRates = rates(fresh)
const percent = (count: number) => (count / REQUESTS) * 100

const ok = printFigures(
  `Rule engine: ${REQUESTS.toLocaleString('en')} requests across ${GROUPS} groups' rules, median of ${PASSES} passes`,
  [
    {
      name: 'stored requests: decisions/s',
      value: storedRates.median,
      unit: 'decisions/s',
      target: { op: '>=', value: 200_000 },
    },
    { name: 'stored requests: slowest pass', value: storedRates.slowest, unit: 'decisions/s' },
    { name: 'fresh captures (contacts extracted)', value: freshRates.median, unit: 'decisions/s' },
    { name: 'fresh captures: slowest pass', value: freshRates.slowest, unit: 'decisions/s' },
    { name: 'approved in the mix', value: percent(outcomes.approve), unit: '%' },
    { name: 'declined in the mix', value: percent(outcomes.decline), unit: '%' },
    { name: 'sent to review in the mix', value: percent(outcomes.review), unit: '%' },
    { name: 'requests with a phone number', value: percent(stored.filter(({ contacts }) => contacts.phone).length), unit: '%' },
  ]
)
process.exitCode = ok ? 0 : 1
