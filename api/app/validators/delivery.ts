import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

export const DELIVERY_STATUSES = ['queued', 'delivering', 'delivered', 'retrying', 'failed', 'skipped'] as const

const messages = new SimpleMessagesProvider({
  'status.enum': `status must be one of ${DELIVERY_STATUSES.join(', ')}.`,
  'integrationId.number': 'integrationId must be an integration id.',
  'requestId.number': 'requestId must be a member request id.',
  'from.date': 'from must be a date like 2026-01-31.',
  'to.date': 'to must be a date like 2026-01-31.',
  'to.afterOrSameAs': 'to must not be before from.',
  'groupId.number': 'groupId must be a group id.',
  'retentionDays.number': 'retentionDays must be a number of days from 1 to 3650, or null.',
  'retentionDays.range': 'retentionDays must be a number of days from 1 to 3650, or null.',
  'retentionDays.withoutDecimals': 'retentionDays must be a number of days from 1 to 3650, or null.',
  'eraseAfterDelivery.boolean': 'eraseAfterDelivery must be true or false.',
  'email.required': 'Please enter the email address to erase.',
  'email.email': 'Please enter a valid email address.',
})

const id = () => vine.number().withoutDecimals().positive().optional()

/** Filters of GET /api/deliveries, from the query string or simple-rest's `filter`. */
export const deliveryFilterValidator = vine.compile(
  vine.object({ status: vine.enum(DELIVERY_STATUSES).optional(), integrationId: id(), requestId: id() })
)
deliveryFilterValidator.messagesProvider = messages

export const analyticsValidator = vine.compile(
  vine.object({
    from: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
    to: vine.date({ formats: ['YYYY-MM-DD'] }).afterOrSameAs('from').optional(),
    groupId: id(),
  })
)
analyticsValidator.messagesProvider = messages

export const privacySettingsValidator = vine.compile(
  vine.object({
    eraseAfterDelivery: vine.boolean().optional(),
    retentionDays: vine.number().withoutDecimals().range([1, 3650]).nullable().optional(),
  })
)
privacySettingsValidator.messagesProvider = messages

export const eraseMemberDataValidator = vine.compile(vine.object({ email: vine.string().trim().email().maxLength(254) }))
eraseMemberDataValidator.messagesProvider = messages

export type DeliveryFilter = Infer<typeof deliveryFilterValidator>
export type AnalyticsInput = Infer<typeof analyticsValidator>
export type PrivacySettingsInput = Infer<typeof privacySettingsValidator>
