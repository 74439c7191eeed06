/*
 * Facebook shows times in words ("2 hours ago", "Joined Facebook in March
 * 2015"). These turn them into dates the API stores.
 */

const UNIT_MS = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
} as const

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

type Unit = keyof typeof UNIT_MS | 'month' | 'year'

const RELATIVE = /^(?:about |over |almost )?(a|an|one|\d+) (second|minute|hour|day|week|month|year)s? ago$/i
const SHORT = /^(\d+)\s?(s|m|min|h|hr|d|w|mo|y|yr)s?$/i
const SHORT_UNITS: Record<string, Unit> = {
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

function minus(now: Date, amount: number, unit: Unit): Date {
  if (unit === 'month' || unit === 'year') {
    const date = new Date(now)
    date.setUTCMonth(date.getUTCMonth() - amount * (unit === 'year' ? 12 : 1))
    return date
  }
  return new Date(now.getTime() - amount * UNIT_MS[unit])
}

/** "2 hours ago", "a year ago", "3h", "Just now", "Yesterday" → the moment it names, or null. */
export function parseRelativeTime(text: string, now: Date): Date | null {
  const value = text.trim().replace(/\s+/g, ' ')
  if (/^(just now|now|a moment ago)$/i.test(value)) return new Date(now)
  if (/^yesterday\b/i.test(value)) return minus(now, 1, 'day')
  if (/^today\b/i.test(value)) return new Date(now)
  const relative = RELATIVE.exec(value)
  if (relative) {
    const amount = /^\d+$/.test(relative[1]!) ? Number(relative[1]) : 1
    return minus(now, amount, relative[2]!.toLowerCase() as Unit)
  }
  const short = SHORT.exec(value)
  if (short) return minus(now, Number(short[1]), SHORT_UNITS[short[2]!.toLowerCase()]!)
  return null
}

/** "March 2015", "March 3, 2015", "3 March 2015", "2015" → that day (the 1st when no day is given). */
export function parseCalendarDate(text: string): Date | null {
  const value = text.trim().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').toLowerCase()
  const month = (name: string) => MONTHS.findIndex((full) => full.startsWith(name.slice(0, 3)))
  let match = /^([a-z]+) (?:(\d{1,2}) )?(\d{4})$/.exec(value)
  if (match && month(match[1]!) >= 0) {
    return utcDate(Number(match[3]), month(match[1]!), Number(match[2] ?? 1))
  }
  match = /^(\d{1,2}) ([a-z]+) (\d{4})$/.exec(value)
  if (match && month(match[2]!) >= 0) return utcDate(Number(match[3]), month(match[2]!), Number(match[1]))
  match = /^(\d{4})$/.exec(value)
  if (match) return utcDate(Number(match[1]), 0, 1)
  return null
}

function utcDate(year: number, monthIndex: number, day: number) {
  return new Date(Date.UTC(year, monthIndex, day))
}

/** A "Joined Facebook …" line → the calendar date the account was made, as YYYY-MM-DD. */
export function parseJoinedFacebook(text: string, now: Date): string | null {
  const rest = /joined facebook\s+(.*)$/i.exec(text.trim())?.[1]?.replace(/^(in|on|since)\s+/i, '')
  if (!rest) return null
  const date = parseRelativeTime(rest, now) ?? parseCalendarDate(rest)
  return date ? date.toISOString().slice(0, 10) : null
}
