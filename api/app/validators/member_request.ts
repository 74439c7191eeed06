/*
 * Member request lists and exports (the simple-rest `filter` object) and
 * decisions by hand.
 */
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, Infer } from '@vinejs/vine/types'

export const REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const
export const MAX_BULK_IDS = 500

const DAY = /^\d{4}-\d{2}-\d{2}$/
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})$/

/**
 * A day ("2024-05-31", a whole UTC day, the server's day) or an instant with
 * its offset. A day as the upper bound includes that whole day, so it
 * becomes the exclusive end: the next midnight.
 */
function parseDateBound(value: string, edge: 'start' | 'end'): Date | null {
  const isDay = DAY.test(value)
  if (!isDay && !INSTANT.test(value)) return null
  const day = value.slice(0, 10)
  // Date rolls impossible days over (February 30th becomes March 1st); such a day is refused instead.
  const midnight = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) return null
  const parsed = isDay ? midnight : new Date(value)
  if (Number.isNaN(parsed.getTime())) return null
  if (edge === 'end' && isDay) parsed.setUTCDate(parsed.getUTCDate() + 1)
  return parsed
}

const validDateBound = vine.createRule((value: unknown, _options: undefined, field: FieldContext) => {
  if (typeof value === 'string' && !parseDateBound(value, 'start')) {
    field.report('The {{ field }} date must look like 2024-05-31 or 2024-05-31T18:00:00Z.', 'dateBound', field)
  }
})

const dateBound = (edge: 'start' | 'end') =>
  vine
    .string()
    .trim()
    .use(validDateBound())
    .transform((value) => parseDateBound(value, edge)!)

export const requestFilterValidator = vine.compile(
  vine.object({
    filter: vine.object({
      groupId: vine.number().withoutDecimals().positive().optional(),
      status: vine.enum(REQUEST_STATUSES).optional(),
      from: dateBound('start').optional(),
      to: dateBound('end').optional(),
      q: vine.string().trim().maxLength(200).optional(),
    }),
  })
)
requestFilterValidator.messagesProvider = new SimpleMessagesProvider({
  'filter.groupId.number': 'The groupId filter must be a group id.',
  'filter.groupId.withoutDecimals': 'The groupId filter must be a group id.',
  'filter.groupId.positive': 'The groupId filter must be a group id.',
  'filter.status.enum': 'The status filter is pending, approved or declined.',
})

export type RequestFilter = Infer<typeof requestFilterValidator>['filter']

export const decideRequestValidator = vine.compile(
  vine.object({
    reason: vine.string().trim().maxLength(500).nullable().optional(),
  })
)

export const bulkDecisionValidator = vine.compile(
  vine.object({
    ids: vine.array(vine.number().withoutDecimals().positive()).minLength(1).maxLength(MAX_BULK_IDS).distinct(),
    action: vine.enum(['approve', 'decline'] as const),
    reason: vine.string().trim().maxLength(500).nullable().optional(),
  })
)
bulkDecisionValidator.messagesProvider = new SimpleMessagesProvider({
  'ids.required': 'Select at least one request.',
  'ids.array.minLength': 'Select at least one request.',
  'ids.array.maxLength': 'Select at most 500 requests at a time.',
  'ids.distinct': 'Each request can be selected once.',
  'ids.*.number': 'Request ids are whole numbers.',
  'ids.*.withoutDecimals': 'Request ids are whole numbers.',
  'ids.*.positive': 'Request ids are whole numbers.',
  'action.required': 'Choose approve or decline.',
  'action.enum': 'Choose approve or decline.',
})
