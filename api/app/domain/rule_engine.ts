/*
 * The auto-approval rule engine: one captured join request and a group's
 * settings in, approve / decline / review out, with the reasons an owner
 * reads beside the request.
 *
 * How a decision is reached:
 *
 * 1. Auto-approval off → review, nothing automatic ("Auto-approval is off
 *    for this group").
 * 2. Decline when the request shows something the owner said keeps people
 *    out: an answer with a blocked keyword, a blocked location or one outside
 *    the allowed locations, an account younger than the minimum age, or an
 *    explicit "did not agree" to the group rules.
 * 3. Otherwise review when something the owner asked for is missing: no
 *    email or phone number in the answers, an unanswered question, no
 *    required keyword, or a join date, location or rules agreement that the
 *    capture did not show while a rule needs it. A person who left out their
 *    email may still be welcome, so a human looks before anyone is turned
 *    away.
 * 4. Otherwise approve ("Meets every auto-approval rule"), unless the
 *    group already made maxApprovalsPerHour approvals this hour: then the
 *    request waits in review for the next hour's window. It is never declined
 *    for that; deciding it again in the next window approves it.
 *
 * Every reason found is listed, declining ones first, each group in the
 * order of the settings form, so the owner sees all that is wrong at once.
 *
 * Keywords (and locations) match whole words, ignoring case and accents:
 * "crypto" matches "Crypto", "CRYPTO" and "crÿpto" but not "cryptography".
 * A keyword with several words matches them with any spacing between, never
 * across two answers. Required keywords are alternatives: any one of them is
 * enough. Only answers are searched, never the questions.
 *
 * Finer points: the account age is counted in whole days and a join date
 * after `now` counts as 0 days. "Lives in" is checked against the blocked
 * locations first; allowed locations then require a known location (hidden
 * → review), while a block list alone lets hidden locations through. A
 * request with no questions at all has answered every question.
 *
 * Emails and phones are extracted whatever the decision, so a request
 * approved by hand still carries its contact details. Extraction, phone
 * validation above all, costs more than every rule together, so it runs
 * once per captured request: deciding a stored request again (a settings
 * preview, the next hour's window) passes the stored `contacts` instead.
 *
 * Speed: compileRules() builds the keyword and location expressions once
 * per settings object; the returned function does no compiling.
 */
import { extractContacts, resolveCountry, type ContactDetails, type CountryCode } from '#domain/contact_extraction'

export type DecisionOutcome = 'approve' | 'decline' | 'review'

export interface RequestAnswer {
  question: string
  answer: string
}

export interface CapturedRequest {
  name: string
  profileId: string
  profileUrl: string | null
  answers: RequestAnswer[]
  /** null when the group asks no such question or the capture could not see it. */
  agreedToRules: boolean | null
  /** ISO date ("2015-03-01"), null when the profile does not show it. */
  joinedFacebookAt: string | null
  livesIn: string | null
  groupsInCommon: number | null
  invitedBy: string | null
  /**
   * Contact details already extracted from these answers, as stored with a
   * request. Given, they are used as they are; absent, they are extracted.
   */
  contacts?: ContactDetails
}

export interface AutoApprovalSettings {
  enabled: boolean
  requireEmail: boolean
  requiredKeywords: string[]
  blockedKeywords: string[]
  maxApprovalsPerHour: number
  /** 0 turns the rule off. */
  minAccountAgeDays: number
  requireAllAnswers: boolean
  requireRulesAgreement: boolean
  requirePhone: boolean
  allowedLocations: string[]
  blockedLocations: string[]
}

export interface DecisionContext {
  now: Date
  /** Approvals the group has already made in the current hour's window. */
  approvalsThisHour: number
}

export interface Decision {
  decision: DecisionOutcome
  reasons: string[]
  email: string | null
  phone: string | null
}

export type DecideRequest = (request: CapturedRequest, context: DecisionContext) => Decision

export const DEFAULT_MAX_APPROVALS_PER_HOUR = 50

export type AutoApprovalSettingsInput = { [Key in keyof AutoApprovalSettings]?: unknown }

const DAY_MS = 86_400_000
const NON_ASCII = /[^\x00-\x7f]/
const NON_ASCII_RUNS = /[^\x00-\x7f]+/g
const MARKS = /\p{M}+/gu
const NON_ASCII_NON_WORD = /[^\p{L}\p{N}\x00-\x7f]/gu

const foldRun = (run: string) =>
  run.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(NON_ASCII_NON_WORD, ' $& ')

/**
 * Lowercase, compatibility-decomposed (NFKD, so full-width letters and
 * ligatures cannot slip past a keyword), without diacritics. Only the
 * non-ASCII stretches are decomposed: even answers in accented languages
 * are mostly ASCII, and the decomposition is the costly part.
 *
 * Non-ASCII characters that are neither letters nor digits (dashes,
 * quotes, emoji) are set apart by spaces. Afterwards every non-ASCII
 * character left touching a word belongs to it, so whole-word edges are a
 * three-range class (see WORD) instead of the Unicode letter tables, which
 * compile to large, slow matching code in every keyword expression.
 */
function foldText(text: string): string {
  const lower = text.toLowerCase()
  return NON_ASCII.test(lower) ? lower.replace(NON_ASCII_RUNS, foldRun) : lower
}

function splitList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value]
  return items.flatMap((item) => (typeof item === 'string' ? item.split(',') : []))
}

/** Comma lists or arrays → trimmed entries, blanks dropped, repeats (by folded spelling) dropped. */
function normalizeList(value: unknown): string[] {
  const seen = new Set<string>()
  const entries: string[] = []
  for (const raw of splitList(value)) {
    const entry = raw.trim()
    const key = foldText(entry)
    if (!entry || seen.has(key)) continue
    seen.add(key)
    entries.push(entry)
  }
  return entries
}

/** A whole number of 0 or more, given as a number or a string of digits, else null. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value)
  return null
}

/**
 * Settings as saved, from a form or stored JSON: the spec's comma lists
 * trimmed with blanks dropped, maxApprovalsPerHour 50 when empty or not a
 * whole number above 0. Every toggle is off unless it is exactly true;
 * minAccountAgeDays is 0 (off) unless a whole number of days.
 */
export function normalizeSettings(input: AutoApprovalSettingsInput): AutoApprovalSettings {
  return {
    enabled: input.enabled === true,
    requireEmail: input.requireEmail === true,
    requiredKeywords: normalizeList(input.requiredKeywords),
    blockedKeywords: normalizeList(input.blockedKeywords),
    maxApprovalsPerHour: wholeNumber(input.maxApprovalsPerHour) || DEFAULT_MAX_APPROVALS_PER_HOUR,
    minAccountAgeDays: wholeNumber(input.minAccountAgeDays) ?? 0,
    requireAllAnswers: input.requireAllAnswers === true,
    requireRulesAgreement: input.requireRulesAgreement === true,
    requirePhone: input.requirePhone === true,
    allowedLocations: normalizeList(input.allowedLocations),
    blockedLocations: normalizeList(input.blockedLocations),
  }
}

interface Matcher {
  /** One expression for "does any entry occur", the common question. */
  any: RegExp
  /** Each entry on its own, to name the ones that occur. */
  entries: { entry: string; pattern: RegExp }[]
}

/** A character of a word in folded text. */
const WORD = '[a-z0-9\\u0080-\\uffff]'
const WORD_EDGE = new RegExp(WORD)
const NOT_AFTER_WORD = `(?<!${WORD})`
const NOT_BEFORE_WORD = `(?!${WORD})`

/*
 * Whole-word edges only where the entry itself starts or ends with a word
 * character, so "c++" or "$$$" still match where they stand. \b would not
 * do: it takes "é" or "ж" for a break between words.
 */
function entrySource(entry: string): string | null {
  const folded = foldText(entry).trim()
  if (!folded) return null
  const body = folded
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('\\s+')
  const start = WORD_EDGE.test(folded[0]) ? NOT_AFTER_WORD : ''
  const end = WORD_EDGE.test(folded[folded.length - 1]) ? NOT_BEFORE_WORD : ''
  return `${start}${body}${end}`
}

function compileMatcher(list: readonly string[]): Matcher | null {
  const entries: Matcher['entries'] = []
  for (const entry of list) {
    const source = entrySource(entry)
    if (source) entries.push({ entry, pattern: new RegExp(source) })
  }
  if (!entries.length) return null
  return { any: new RegExp(entries.map(({ pattern }) => pattern.source).join('|')), entries }
}

function matchedEntries(matcher: Matcher, folded: string): string[] {
  if (!matcher.any.test(folded)) return []
  return matcher.entries.filter(({ pattern }) => pattern.test(folded)).map(({ entry }) => entry)
}

const quoted = (entries: readonly string[]) => entries.map((entry) => `"${entry}"`).join(', ')
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export const REASONS = {
  disabled: 'Auto-approval is off for this group',
  approved: 'Meets every auto-approval rule',
  noEmail: 'No email address in the answers',
  noPhone: 'No phone number in the answers',
  noRequiredKeyword: (keywords: readonly string[]) => `No required keyword in the answers (${quoted(keywords)})`,
  blockedKeyword: (keyword: string) => `Answer contains blocked keyword "${keyword}"`,
  accountTooNew: (days: number, minimum: number) => `Account is ${plural(days, 'day', 'days')} old (minimum ${minimum})`,
  joinDateUnknown: (minimum: number) => `Facebook join date is not shown (minimum account age ${minimum} days)`,
  unanswered: (question: string) => `No answer to "${question}"`,
  rulesNotAgreed: 'Did not agree to the group rules',
  rulesAgreementUnknown: 'Agreement to the group rules is not shown',
  blockedLocation: (livesIn: string, location: string) => `Lives in ${livesIn} (blocked location "${location}")`,
  outsideAllowedLocations: (livesIn: string) => `Lives in ${livesIn} (outside the allowed locations)`,
  locationUnknown: 'Location is not shown on the profile',
  hourlyLimitReached: (maximum: number) =>
    `Hourly limit of ${plural(maximum, 'approval', 'approvals')} reached; waits for the next hour's window`,
}

/** One group's settings with everything a decision needs prepared. */
interface CompiledRules {
  settings: AutoApprovalSettings
  country: CountryCode
  required: Matcher | null
  blocked: Matcher | null
  allowedLocations: Matcher | null
  blockedLocations: Matcher | null
  missingRequiredKeyword: string
  hourlyLimitReached: string
}

/**
 * Builds the decision function for one group's settings (as returned by
 * normalizeSettings). `defaultCountry` reads phone numbers written without
 * a country code; unknown or missing codes fall back to US.
 */
export function compileRules(settings: AutoApprovalSettings, options: { defaultCountry?: string } = {}): DecideRequest {
  const rules: CompiledRules = {
    settings,
    country: resolveCountry(options.defaultCountry),
    required: compileMatcher(settings.requiredKeywords),
    blocked: compileMatcher(settings.blockedKeywords),
    allowedLocations: compileMatcher(settings.allowedLocations),
    blockedLocations: compileMatcher(settings.blockedLocations),
    missingRequiredKeyword: REASONS.noRequiredKeyword(settings.requiredKeywords),
    hourlyLimitReached: REASONS.hourlyLimitReached(settings.maxApprovalsPerHour),
  }
  return (request, context) => decideWith(rules, request, context)
}

function outcome(decision: DecisionOutcome, reasons: string[], { email, phone }: ContactDetails): Decision {
  return { decision, reasons, email, phone }
}

function decideWith(rules: CompiledRules, request: CapturedRequest, context: DecisionContext): Decision {
  const { settings } = rules
  const contacts = request.contacts ?? extractContacts(answerTexts(request), rules.country)
  if (!settings.enabled) return outcome('review', [REASONS.disabled], contacts)

  const declines: string[] = []
  const reviews: string[] = []

  if (settings.requireEmail && !contacts.email) reviews.push(REASONS.noEmail)

  if (rules.required || rules.blocked) {
    // \0 keeps a phrase from matching across two answers.
    const answers = foldText(answerTexts(request).join('\0'))
    if (rules.required && !rules.required.any.test(answers)) reviews.push(rules.missingRequiredKeyword)
    if (rules.blocked) {
      for (const keyword of matchedEntries(rules.blocked, answers)) declines.push(REASONS.blockedKeyword(keyword))
    }
  }

  const minimumAge = settings.minAccountAgeDays
  if (minimumAge > 0) {
    const joined = request.joinedFacebookAt ? Date.parse(request.joinedFacebookAt) : Number.NaN
    if (Number.isNaN(joined)) {
      reviews.push(REASONS.joinDateUnknown(minimumAge))
    } else {
      const days = Math.max(0, Math.floor((context.now.getTime() - joined) / DAY_MS))
      if (days < minimumAge) declines.push(REASONS.accountTooNew(days, minimumAge))
    }
  }

  if (settings.requireAllAnswers) {
    for (const { question, answer } of request.answers) {
      if (!answer.trim()) reviews.push(REASONS.unanswered(question))
    }
  }

  if (settings.requireRulesAgreement) {
    if (request.agreedToRules === false) declines.push(REASONS.rulesNotAgreed)
    else if (request.agreedToRules === null) reviews.push(REASONS.rulesAgreementUnknown)
  }

  if (settings.requirePhone && !contacts.phone) reviews.push(REASONS.noPhone)

  if (rules.allowedLocations || rules.blockedLocations) {
    const livesIn = request.livesIn?.trim() ?? ''
    const folded = foldText(livesIn)
    const blockedHere = livesIn && rules.blockedLocations ? matchedEntries(rules.blockedLocations, folded) : []
    if (blockedHere.length) {
      declines.push(REASONS.blockedLocation(livesIn, blockedHere[0]))
    } else if (rules.allowedLocations) {
      // A block list alone says nothing about people whose location is hidden.
      if (!livesIn) reviews.push(REASONS.locationUnknown)
      else if (!rules.allowedLocations.any.test(folded)) declines.push(REASONS.outsideAllowedLocations(livesIn))
    }
  }

  if (declines.length) return outcome('decline', declines.concat(reviews), contacts)
  if (reviews.length) return outcome('review', reviews, contacts)
  if (context.approvalsThisHour >= settings.maxApprovalsPerHour) {
    return outcome('review', [rules.hourlyLimitReached], contacts)
  }
  return outcome('approve', [REASONS.approved], contacts)
}

function answerTexts(request: CapturedRequest): string[] {
  return request.answers.map(({ answer }) => answer)
}
