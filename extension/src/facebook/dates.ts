/*
 * Facebook shows times in words ("2 hours ago", "hace 8 años", "Joined Facebook in March 2015",
 * "Entrou no Facebook em março de 2015"). These turn them into dates the API stores, in every
 * language of labels.ts.
 */
import { ENGLISH, LANGUAGES, normalizeWords, type DateWords, type Labels, type TimeUnit } from './labels'

const UNIT_MS = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
} as const

/** "3h", "2d", "5 min": the short forms, the same in most languages. */
const SHORT = /^(\d+)\s?(s|m|min|h|hr|d|w|mo|y|yr)s?$/i
const SHORT_UNITS: Record<string, TimeUnit> = {
  s: 'second',
  m: 'minute',
  min: 'minute',
  h: 'hour',
  hr: 'hour',
  d: 'day',
  w: 'week',
  mo: 'month',
  y: 'year',
  yr: 'year',
}

function minus(now: Date, amount: number, unit: TimeUnit): Date {
  if (unit === 'month' || unit === 'year') {
    const date = new Date(now)
    date.setUTCMonth(date.getUTCMonth() - amount * (unit === 'year' ? 12 : 1))
    return date
  }
  return new Date(now.getTime() - amount * UNIT_MS[unit])
}

/** "un'ora fa" and "d'un an" read as two words. */
function words(text: string): string {
  return normalizeWords(text).replace(/\b(un|d|l)'/g, '$1 ')
}

function amountOf(value: string | undefined, dates: DateWords): number | null {
  if (value === undefined) return 1
  if (/^\d+$/.test(value)) return Number(value)
  return dates.one.includes(value) ? 1 : null
}

function relativeIn(value: string, now: Date, dates: DateWords): Date | null {
  if (dates.now.includes(value)) return new Date(now)
  if (dates.yesterday.some((word) => value === word || value.startsWith(`${word} `))) return minus(now, 1, 'day')
  if (dates.today.some((word) => value === word || value.startsWith(`${word} `))) return new Date(now)
  for (const pattern of dates.relative) {
    const groups = pattern.exec(value)?.groups
    if (!groups) continue
    const unit = dates.units[groups.unit!.replace(/\.$/, '')]
    const amount = amountOf(groups.amount, dates)
    if (unit && amount !== null) return minus(now, amount, unit)
  }
  return null
}

/**
 * "2 hours ago", "hace 2 horas", "vor 2 Stunden", "3h", "Yesterday" → the moment it names, or null.
 * Without `labels`, every language is tried.
 */
export function parseRelativeTime(text: string, now: Date, labels?: Labels | null): Date | null {
  const value = words(text)
  const short = SHORT.exec(value)
  if (short) return minus(now, Number(short[1]), SHORT_UNITS[short[2]!.toLowerCase()]!)
  for (const table of labels ? [labels] : LANGUAGES) {
    const date = relativeIn(value, now, table.dates)
    if (date) return date
  }
  return null
}

/**
 * A relative time anywhere at the end of a line ("Requested about 2 hours ago",
 * "Solicitado · hace 2 horas"): the longest tail of the line that reads as one.
 */
export function findRelativeTime(line: string, now: Date, labels?: Labels | null): Date | null {
  const parts = words(line).replace(/[·•|]/g, ' ').split(' ').filter(Boolean)
  for (let start = 0; start < parts.length; start++) {
    const date = parseRelativeTime(parts.slice(start).join(' '), now, labels)
    if (date) return date
  }
  return null
}

function monthIndex(name: string, dates: DateWords): number {
  const bare = name.replace(/\.$/, '')
  return dates.months.findIndex((forms) => forms.includes(bare))
}

function utcDate(year: number, monthIndex: number, day: number) {
  return new Date(Date.UTC(year, monthIndex, day))
}

function calendarIn(text: string, dates: DateWords): Date | null {
  const parts = words(text)
    .replace(/[,]/g, ' ')
    .replace(/(\d)\./g, '$1 ')
    .split(' ')
    .filter((part) => part && !dates.connectors.includes(part))
  const value = parts.join(' ')
  // "March 2015", "March 3 2015"
  let match = /^(\p{L}+\.?) (?:(\d{1,2}) )?(\d{4})$/u.exec(value)
  if (match && monthIndex(match[1]!, dates) >= 0) {
    return utcDate(Number(match[3]), monthIndex(match[1]!, dates), Number(match[2] ?? 1))
  }
  // "3 March 2015", "3 de marzo de 2015", "3. März 2015"
  match = /^(\d{1,2}) (\p{L}+\.?) (\d{4})$/u.exec(value)
  if (match && monthIndex(match[2]!, dates) >= 0) {
    return utcDate(Number(match[3]), monthIndex(match[2]!, dates), Number(match[1]))
  }
  match = /^(\d{4})$/.exec(value)
  if (match) return utcDate(Number(match[1]), 0, 1)
  return null
}

/**
 * "March 2015", "March 3, 2015", "3 de marzo de 2015", "3. März 2015", "2015" → that day (the 1st
 * when no day is given). Without `labels`, every language is tried.
 */
export function parseCalendarDate(text: string, labels?: Labels | null): Date | null {
  for (const table of labels ? [labels] : LANGUAGES) {
    const date = calendarIn(text, table.dates)
    if (date) return date
  }
  return null
}

/** The date part of a "Joined Facebook …" line in this language, or null when it is not one. */
export function joinedFacebookPart(line: string, labels: Labels): string | null {
  const value = line.normalize('NFC').replace(/\s+/g, ' ').trim()
  for (const pattern of labels.joinedFacebook) {
    const part = pattern.exec(value)?.[1]
    if (part) return part
  }
  return null
}

/**
 * A "Joined Facebook …" line ("Joined Facebook · 8 years ago", "Se unió a Facebook en marzo de
 * 2015", "Ist Facebook vor 8 Jahren beigetreten") → the calendar date the account was made, as
 * YYYY-MM-DD, or null.
 */
export function parseJoinedFacebook(text: string, now: Date, labels: Labels = ENGLISH): string | null {
  const part = joinedFacebookPart(text, labels)
  if (!part) return null
  const rest = words(part)
    .replace(/^[·:,–-]+\s*/, '')
    .split(' ')
    .filter((word, index) => index > 0 || !labels.dates.leading.includes(word))
    .join(' ')
  const date = parseRelativeTime(rest, now, labels) ?? parseCalendarDate(rest, labels)
  return date ? date.toISOString().slice(0, 10) : null
}
