/*
 * What the Chrome extension reports about itself, and what its popup asks
 * about the group on the open page.
 */
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

/**
 * What the extension says about Facebook's page: `unknown` before it has read a member-requests
 * page, `ok` when it read one, `markup_changed` when Facebook changed it, `language_unsupported`
 * when Facebook is shown in a language the extension does not read, `error` otherwise.
 */
export const EXTENSION_HEALTH = ['unknown', 'ok', 'markup_changed', 'language_unsupported', 'error'] as const

export const extensionHealthValidator = vine.compile(
  vine.object({
    status: vine.enum(EXTENSION_HEALTH),
    detail: vine.string().trim().maxLength(2000).nullable().optional(),
    version: vine.string().trim().maxLength(40).optional(),
    pageUrl: vine
      .string()
      .trim()
      .maxLength(2000)
      .url({ require_protocol: true, protocols: ['http', 'https'] })
      .nullable()
      .optional(),
  })
)
extensionHealthValidator.messagesProvider = new SimpleMessagesProvider({
  'status.required': 'Report the health as unknown, ok, markup_changed, language_unsupported or error.',
  'status.enum': 'Report the health as unknown, ok, markup_changed, language_unsupported or error.',
  'pageUrl.url': 'The pageUrl must be an http or https address.',
})

export type ExtensionHealthInput = Infer<typeof extensionHealthValidator>
export type ExtensionHealth = (typeof EXTENSION_HEALTH)[number]

export const extensionSummaryValidator = vine.compile(
  vine.object({
    facebookGroupId: vine.string().trim().minLength(1).maxLength(120),
    since: vine.date({ formats: ['iso8601'] }),
  })
)
extensionSummaryValidator.messagesProvider = new SimpleMessagesProvider({
  'facebookGroupId.required': 'Say which Facebook group the page belongs to.',
  'facebookGroupId.minLength': 'Say which Facebook group the page belongs to.',
  'since.required': 'Say from when to count, as an ISO time such as 2025-06-01T00:00:00Z.',
  'since.date': 'Say from when to count, as an ISO time such as 2025-06-01T00:00:00Z.',
})
