/*
 * One join request as the extension sent it, made fit to store. Facebook's
 * page is read as it is, so what arrives is sometimes odd: a NUL byte or a
 * lone surrogate copied from a profile, an answer pasted ten times over, a
 * count or a year misread. None of that may cost the request, let alone
 * the batch it came in, so each value is cleaned instead of refused:
 *
 * - text loses its control characters (NUL and the rest of C0 and C1, but
 *   not tabs and line breaks) and its lone surrogates become U+FFFD; then
 *   it is cut at its limit (CAPTURE_LIMITS), never inside a character;
 * - a value that cannot be what it claims (a date before Facebook existed
 *   or after tomorrow, a year of five digits, a negative or absurd number
 *   of groups, a link that is not http or https, "yes" for a yes-or-no)
 *   is stored as unknown (null);
 * - answers beyond the 50th are left out, and so is an answer that is not
 *   a question and an answer.
 *
 * Each change is reported as a correction: the field, a rule name and a
 * sentence. Only a request that cannot be stored at all is refused: one
 * that is not an object, or has no Facebook user id (after cleaning), or
 * an id longer than any id is. The request is keyed on that id, so it is
 * never guessed or cut.
 */

/** What a captured request may hold, in characters (or items, for answers). */
export const CAPTURE_LIMITS = {
  facebookUserId: 120,
  name: 200,
  url: 2000,
  answers: 50,
  question: 1000,
  answer: 5000,
  /** livesIn and invitedBy. */
  place: 200,
  /** More groups in common than this is a misreading. */
  groupsInCommon: 10_000,
  /** Facebook opened on this day: no account joined, and no request was made, before it. */
  earliestDate: '2004-02-04',
  /** A date may run this far past the server's clock (time zones, a browser clock running fast). */
  futureSlackMs: 24 * 60 * 60 * 1000,
} as const

export interface Correction {
  /** The field within the request, dotted for answers (`answers.2.answer`); empty for the request itself. */
  field: string
  rule: string
  message: string
}

export interface CleanRequest {
  facebookUserId: string
  name: string
  profileUrl: string | null
  profileImageUrl: string | null
  answers: { question: string; answer: string }[]
  agreedToRules: boolean | null
  /** YYYY-MM-DD. */
  joinedFacebookAt: string | null
  livesIn: string | null
  groupsInCommon: number | null
  invitedBy: string | null
  /** ISO 8601 instant. */
  requestedAt: string | null
  decidedOnFacebook: 'approved' | 'declined' | null
}

export type Cleaned = { stored: true; request: CleanRequest; corrections: Correction[] } | { stored: false; problems: Correction[] }

export const REFUSALS = {
  notAnObject: { field: '', rule: 'object', message: 'Each request must be an object with a facebookUserId and a name.' },
  noId: { field: 'facebookUserId', rule: 'required', message: 'Each request needs the Facebook user id.' },
  idTooLong: {
    field: 'facebookUserId',
    rule: 'maxLength',
    message: `The Facebook user id is longer than ${CAPTURE_LIMITS.facebookUserId} characters, so it cannot be one.`,
  },
} satisfies Record<string, Correction>

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
const HAS_CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i
const HIGH_SURROGATE = /[\ud800-\udbff]$/

type Fields = Record<string, unknown>

/**
 * Cleans one item of a capture batch. `now` bounds the dates; the
 * earliest is Facebook's opening day.
 */
export function cleanCapturedRequest(item: unknown, now: Date): Cleaned {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return { stored: false, problems: [REFUSALS.notAnObject] }
  const fields = item as Fields
  const corrections: Correction[] = []
  const note = (field: string, rule: string, message: string) => corrections.push({ field, rule, message })

  const id = identifier(fields.facebookUserId)
  if (!id) return { stored: false, problems: [REFUSALS.noId] }
  if (id.length > CAPTURE_LIMITS.facebookUserId) return { stored: false, problems: [REFUSALS.idTooLong] }

  const text = (field: string, value: unknown, limit: number, trim = true): string | null => {
    if (value === null || value === undefined) return null
    if (typeof value === 'number' || typeof value === 'boolean') return String(value)
    if (typeof value !== 'string') {
      note(field, 'string', `${field} is not text; it is stored as unknown.`)
      return null
    }
    return cleanText(field, value, limit, note, trim)
  }

  let name = text('name', fields.name, CAPTURE_LIMITS.name)
  if (name === null && !corrections.some(({ field }) => field === 'name')) {
    note('name', 'required', 'The request has no name; it is stored without one.')
  }
  name ??= ''

  const bounds = dateBounds(now)
  return {
    stored: true,
    request: {
      facebookUserId: id,
      name,
      profileUrl: webAddress('profileUrl', fields.profileUrl, note),
      profileImageUrl: webAddress('profileImageUrl', fields.profileImageUrl, note),
      answers: answers(fields.answers, note),
      agreedToRules: yesOrNo('agreedToRules', fields.agreedToRules, note),
      joinedFacebookAt: calendarDate('joinedFacebookAt', fields.joinedFacebookAt, bounds, note),
      livesIn: text('livesIn', fields.livesIn, CAPTURE_LIMITS.place),
      groupsInCommon: groupCount(fields.groupsInCommon, note),
      invitedBy: text('invitedBy', fields.invitedBy, CAPTURE_LIMITS.place),
      requestedAt: instant('requestedAt', fields.requestedAt, bounds, note),
      decidedOnFacebook: facebookDecision(fields.decidedOnFacebook, note),
    },
    corrections,
  }
}

type Note = (field: string, rule: string, message: string) => void

/** The id as text: Facebook's ids are digits, and a number sent for one reads the same. */
function identifier(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value)
  if (typeof value !== 'string') return ''
  return value.toWellFormed().replace(CONTROL_CHARACTERS, '').trim()
}

/**
 * Text as it can be stored: well formed, without control characters,
 * trimmed when asked, and no longer than `limit` UTF-16 code units (so
 * never more characters than the column holds), cut between characters.
 */
export function cleanText(field: string, value: string, limit: number, note: Note, trim = true): string {
  let clean = value
  if (!clean.isWellFormed()) {
    clean = clean.toWellFormed()
    note(field, 'wellFormed', `${field} held characters that are not text; they were replaced with �.`)
  }
  if (HAS_CONTROL_CHARACTER.test(clean)) {
    clean = clean.replace(CONTROL_CHARACTERS, '')
    note(field, 'controlCharacters', `Control characters were taken out of ${field}.`)
  }
  if (trim) clean = clean.trim()
  if (clean.length > limit) {
    clean = clean.slice(0, limit)
    if (HIGH_SURROGATE.test(clean)) clean = clean.slice(0, -1)
    if (trim) clean = clean.trimEnd()
    note(field, 'maxLength', `${field} was cut to ${limit} characters.`)
  }
  return clean
}

function webAddress(field: string, value: unknown, note: Note): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string') {
    const address = value.toWellFormed().replace(CONTROL_CHARACTERS, '').trim()
    if (address.length <= CAPTURE_LIMITS.url && /^https?:\/\//i.test(address) && URL.canParse(address)) return address
  }
  note(field, 'url', `${field} is not an http or https address of at most ${CAPTURE_LIMITS.url} characters; it is stored as unknown.`)
  return null
}

function answers(value: unknown, note: Note): CleanRequest['answers'] {
  if (value === null || value === undefined) return []
  if (!Array.isArray(value)) {
    note('answers', 'array', 'answers is not a list; no answers are stored.')
    return []
  }
  if (value.length > CAPTURE_LIMITS.answers) {
    note('answers', 'maxLength', `Only the first ${CAPTURE_LIMITS.answers} answers are stored.`)
  }
  const kept: CleanRequest['answers'] = []
  for (const [index, entry] of value.slice(0, CAPTURE_LIMITS.answers).entries()) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      note(`answers.${index}`, 'object', 'Each answer must be an object with a question and an answer; this one is left out.')
      continue
    }
    const { question, answer } = entry as Fields
    kept.push({
      question: answerText(`answers.${index}.question`, question, CAPTURE_LIMITS.question, note, true),
      answer: answerText(`answers.${index}.answer`, answer, CAPTURE_LIMITS.answer, note, false),
    })
  }
  return kept
}

/** An answer's question and reply: an unanswered one is empty; answers keep the spacing people typed. */
function answerText(field: string, value: unknown, limit: number, note: Note, trim: boolean): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value !== 'string') {
    note(field, 'string', `${field} is not text; it is stored empty.`)
    return ''
  }
  return cleanText(field, value, limit, note, trim)
}

function yesOrNo(field: string, value: unknown, note: Note): boolean | null {
  if (value === null || value === undefined || typeof value === 'boolean') return value ?? null
  note(field, 'boolean', `${field} is not true or false; it is stored as unknown.`)
  return null
}

function groupCount(value: unknown, note: Note): number | null {
  if (value === null || value === undefined || value === '') return null
  const count = typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value
  if (typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= CAPTURE_LIMITS.groupsInCommon) return count
  const rule = typeof count === 'number' ? 'range' : 'number'
  note(
    'groupsInCommon',
    rule,
    `groupsInCommon is not a whole number from 0 to ${CAPTURE_LIMITS.groupsInCommon.toLocaleString('en')}; it is stored as unknown.`
  )
  return null
}

interface DateBounds {
  earliest: number
  latest: number
}

function dateBounds(now: Date): DateBounds {
  return { earliest: Date.parse(`${CAPTURE_LIMITS.earliestDate}T00:00:00Z`), latest: now.getTime() + CAPTURE_LIMITS.futureSlackMs }
}

const impossibleDate = (field: string, note: Note) =>
  note(field, 'date', `${field} is not a date between ${CAPTURE_LIMITS.earliestDate} and today; it is stored as unknown.`)

/** A calendar date as written ("2015-03-01", or the date part of an instant), if it can be one. */
function calendarDate(field: string, value: unknown, { earliest, latest }: DateBounds, note: Note): string | null {
  if (value === null || value === undefined || value === '') return null
  const written = typeof value === 'string' ? ISO_DATE_PREFIX.exec(value.trim())?.[1] : undefined
  const parts = written ? ISO_DATE.exec(written) : null
  if (parts) {
    const [, year, month, day] = parts.map(Number)
    const time = Date.UTC(year, month - 1, day)
    const real = new Date(time).getUTCMonth() === month - 1 && new Date(time).getUTCDate() === day
    if (real && time >= earliest && time <= latest) return written!
  }
  impossibleDate(field, note)
  return null
}

/** An ISO 8601 instant with a four-digit year, if it can be one. */
function instant(field: string, value: unknown, { earliest, latest }: DateBounds, note: Note): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string' && ISO_INSTANT.test(value.trim()) && calendarDate(field, value, { earliest, latest }, () => {})) {
    const time = Date.parse(value.trim())
    if (Number.isFinite(time) && time >= earliest && time <= latest) return new Date(time).toISOString()
  }
  impossibleDate(field, note)
  return null
}

function facebookDecision(value: unknown, note: Note): CleanRequest['decidedOnFacebook'] {
  if (value === 'approved' || value === 'declined') return value
  if (value !== null && value !== undefined) {
    note('decidedOnFacebook', 'enum', 'decidedOnFacebook is approved or declined; it was ignored.')
  }
  return null
}
