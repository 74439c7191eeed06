import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

const MAX_LIST_TEXT = 5000
const MAX_LIST_ENTRIES = 200
const MAX_ENTRY_LENGTH = 200

/**
 * Keyword and location lists arrive as the spec's comma-separated text or
 * as arrays of strings; normalizeSettings splits, trims and drops blanks.
 * This only keeps their size sane.
 */
const settingsList = vine.createRule((value, _options, field) => {
  const entryFits = (entry: unknown) =>
    entry === null || (typeof entry === 'string' && entry.length <= MAX_ENTRY_LENGTH)
  const fits = Array.isArray(value)
    ? value.length <= MAX_LIST_ENTRIES && value.every(entryFits)
    : typeof value === 'string' && value.length <= MAX_LIST_TEXT
  if (!fits) {
    field.report(
      `Enter {{ field }} as comma-separated text or a list of at most ${MAX_LIST_ENTRIES} entries of up to ${MAX_ENTRY_LENGTH} characters.`,
      'settingsList',
      field
    )
  }
})

const list = () => vine.any().use(settingsList()).optional()

const messages = new SimpleMessagesProvider(
  {
    'boolean': '{{ field }} must be true or false.',
    'minAccountAgeDays.number': 'The minimum account age must be a whole number of days.',
    'minAccountAgeDays.withoutDecimals': 'The minimum account age must be a whole number of days.',
    'minAccountAgeDays.range': 'The minimum account age must be between 0 and 36500 days.',
  },
  {
    requiredKeywords: 'required keywords',
    blockedKeywords: 'blocked keywords',
    allowedLocations: 'allowed locations',
    blockedLocations: 'blocked locations',
  }
)

/**
 * Full or partial auto-approval settings; what is left out keeps its saved
 * value. maxApprovalsPerHour takes anything: empty or invalid means the
 * default 50 (spec section 5).
 */
export const autoApprovalValidator = vine.compile(
  vine.object({
    enabled: vine.boolean().optional(),
    requireEmail: vine.boolean().optional(),
    requiredKeywords: list(),
    blockedKeywords: list(),
    maxApprovalsPerHour: vine.any().optional(),
    minAccountAgeDays: vine.number().withoutDecimals().range([0, 36500]).nullable().optional(),
    requireAllAnswers: vine.boolean().optional(),
    requireRulesAgreement: vine.boolean().optional(),
    requirePhone: vine.boolean().optional(),
    allowedLocations: list(),
    blockedLocations: list(),
  })
)
autoApprovalValidator.messagesProvider = messages

export type AutoApprovalInput = Infer<typeof autoApprovalValidator>
