/*
 * Email addresses and phone numbers found in the free-text answers of a
 * join request, normalised for the email and SMS platforms they are pushed
 * to. The first valid one of each, in answer order, wins.
 *
 * Emails are lowercased. Besides plain addresses, the bracketed spellings
 * people use to dodge spam bots are read: "jane (at) example [dot] com".
 * Bare words are not ("I work at acme dot com" is a sentence, not an
 * address): a wrong address pushed to a mailing list is worse than none,
 * and a request without one simply waits for review when an email is
 * required.
 *
 * Phones become E.164 ("+14155552671") through libphonenumber-js. They are
 * pushed to SMS platforms, so its mobile metadata is used: only numbers that
 * can take a text message are kept (landlines are dropped, except where
 * mobile and fixed lines share ranges, as in the US and Canada), and its
 * smaller patterns make validation several times faster for countries such
 * as the UK. Numbers written without a country code are read in the group's
 * default country. Dates such as 2015-03-01 are never taken for phone
 * numbers.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile'

export type { CountryCode }

export interface ContactDetails {
  email: string | null
  phone: string | null
}

export const DEFAULT_COUNTRY: CountryCode = 'US'

/** An ISO 3166 alpha-2 code libphonenumber knows, else the default (US). */
export function resolveCountry(code: string | null | undefined): CountryCode {
  const upper = code?.trim().toUpperCase() ?? ''
  return isSupportedCountry(upper) ? upper : DEFAULT_COUNTRY
}

const NON_ASCII = /[^\x00-\x7f]/
const EMAIL =
  /(?<![a-z0-9._%+-])[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?![a-z0-9-])/gi
/** RFC 5321's limits: longer is not a deliverable address (and would not fit the email column). */
const MAX_EMAIL_LENGTH = 254
const MAX_LOCAL_PART_LENGTH = 64
const OBFUSCATED_HINT = /[[({<]\s*(?:at|dot)\s*[\])}>]/i
const OBFUSCATED_AT = /\s*[[({<]\s*at\s*[\])}>]\s*/gi
const OBFUSCATED_DOT = /\s*[[({<]\s*dot\s*[\])}>]\s*/gi
const PHONE_CANDIDATE = /(?:\(?\+|\()?\d[\d ().\-\u00a0]{5,22}\d/g
const DATE_LIKE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/
const MIN_PHONE_DIGITS = 7

/*
 * Full-width characters ("ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ", "０７１２...") fold to
 * ASCII. ASCII text, nearly every answer, skips the normalisation.
 */
function normalise(text: string) {
  return NON_ASCII.test(text) ? text.normalize('NFKC') : text
}

/** The first address in the text short enough to be real. */
function firstAddress(text: string): string | null {
  for (const [candidate] of text.matchAll(EMAIL)) {
    if (candidate.length <= MAX_EMAIL_LENGTH && candidate.indexOf('@') <= MAX_LOCAL_PART_LENGTH) return candidate.toLowerCase()
  }
  return null
}

function findEmail(text: string): string | null {
  // Most answers hold no address: skip the expression's backtracking over every word.
  if (text.includes('@')) {
    const plain = firstAddress(text)
    if (plain) return plain
  }
  if (!OBFUSCATED_HINT.test(text)) return null
  return firstAddress(text.replace(OBFUSCATED_AT, '@').replace(OBFUSCATED_DOT, '.'))
}

function findPhone(text: string, country: CountryCode): string | null {
  PHONE_CANDIDATE.lastIndex = 0
  for (let match = PHONE_CANDIDATE.exec(text); match; match = PHONE_CANDIDATE.exec(text)) {
    const candidate = match[0]
    if (DATE_LIKE.test(candidate)) continue
    if (candidate.replace(/\D/g, '').length < MIN_PHONE_DIGITS) continue
    const phone = parsePhoneNumberFromString(candidate, country)
    if (phone?.isValid()) return phone.number
  }
  return null
}

export function extractEmail(texts: readonly string[]): string | null {
  for (const text of texts) {
    const email = findEmail(normalise(text))
    if (email) return email
  }
  return null
}

export function extractPhone(texts: readonly string[], country: CountryCode = DEFAULT_COUNTRY): string | null {
  for (const text of texts) {
    const phone = findPhone(normalise(text), country)
    if (phone) return phone
  }
  return null
}

/** Both at once, normalising each answer only once. */
export function extractContacts(texts: readonly string[], country: CountryCode = DEFAULT_COUNTRY): ContactDetails {
  let email: string | null = null
  let phone: string | null = null
  for (const text of texts) {
    if (email && phone) break
    const normalised = normalise(text)
    email ??= findEmail(normalised)
    phone ??= findPhone(normalised, country)
  }
  return { email, phone }
}
