import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

export const MAX_ANALYTICS_DAYS = 366
const DATE_MESSAGE = 'Dates look like 2026-01-31.'

/** "2026-01-31" as midnight UTC, or null for text that is no real calendar date. */
export function parseCalendarDate(value: unknown) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const date = new Date(`${value}T00:00:00.000Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date
}

/** An empty value counts as left out, as a date filter cleared in a form sends it. */
const calendarDate = vine.createRule((value, _options, field) => {
  if (value !== '' && !parseCalendarDate(value)) field.report(DATE_MESSAGE, 'calendarDate', field)
})

/** GET /api/admin/analytics?from=&to=: calendar dates, UTC; the last 30 days when left out. */
export const analyticsRangeValidator = vine.compile(
  vine.object({
    from: vine.string().trim().use(calendarDate()).optional(),
    to: vine.string().trim().use(calendarDate()).optional(),
  })
)
analyticsRangeValidator.messagesProvider = new SimpleMessagesProvider({
  'from.string': DATE_MESSAGE,
  'to.string': DATE_MESSAGE,
})

export type AnalyticsRangeInput = Infer<typeof analyticsRangeValidator>
