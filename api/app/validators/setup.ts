/*
 * A whole setup to check without saving (`POST /api/setup/validate`): the
 * bodies the write routes take, one list per kind. Only the envelope is
 * checked here; each body goes through its own route's validator.
 */
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

export const MAX_SETUP_ITEMS = 1000

const id = () => vine.number().withoutDecimals().positive().optional()
const body = () => vine.object({}).allowUnknownProperties()

export const setupValidator = vine.compile(
  vine.object({
    templates: vine
      .array(vine.object({ id: id() }).allowUnknownProperties())
      .maxLength(MAX_SETUP_ITEMS)
      .optional(),
    groups: vine
      .array(
        vine
          .object({ id: id(), autoApproval: body().optional(), welcomeMessage: body().optional() })
          .allowUnknownProperties()
      )
      .maxLength(MAX_SETUP_ITEMS)
      .optional(),
    integrations: vine
      .array(
        vine
          .object({ id: id(), type: vine.enum(['email', 'sms', 'webhook', 'sheets'] as const) })
          .allowUnknownProperties()
      )
      .maxLength(MAX_SETUP_ITEMS)
      .optional(),
  })
)
setupValidator.messagesProvider = new SimpleMessagesProvider({
  'array': '{{ field }} must be a list.',
  'array.maxLength': `A setup is checked ${MAX_SETUP_ITEMS} items of a kind at a time.`,
  'object': 'Each item must be an object of the fields its route takes.',
  'integrations.*.type.required': 'Each integration needs its type: email, sms, webhook or sheets.',
  'integrations.*.type.enum': 'Each integration needs its type: email, sms, webhook or sheets.',
  'id.number': 'id must be the id of one of your records.',
  'id.withoutDecimals': 'id must be the id of one of your records.',
  'id.positive': 'id must be the id of one of your records.',
})

export type SetupInput = Infer<typeof setupValidator>
