/*
 * What the extension sends: batches of captured join requests, and the
 * outcome of each action it carried out on Facebook's page. A batch is
 * checked as a whole first (its group and size), then item by item: each
 * item is cleaned and stored, and only one that cannot be stored at all is
 * refused, so one odd request never costs the others beside it.
 */
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { cleanCapturedRequest, type CleanRequest, type Correction } from '#domain/captured_request'

export const MAX_BATCH_SIZE = 100

const text = (max: number) => vine.string().trim().maxLength(max)

export const captureBatchValidator = vine.compile(
  vine.object({
    facebookGroupId: vine.string().trim().minLength(1).maxLength(120),
    requests: vine.array(vine.any().nullable()).maxLength(MAX_BATCH_SIZE),
  })
)
captureBatchValidator.messagesProvider = new SimpleMessagesProvider({
  'facebookGroupId.required': 'Say which Facebook group the requests come from.',
  'facebookGroupId.minLength': 'Say which Facebook group the requests come from.',
  'requests.required': 'Send the captured requests as a list.',
  'requests.array': 'Send the captured requests as a list.',
  'requests.array.maxLength': 'A batch holds at most 100 requests.',
})

export interface FieldError {
  field: string
  message: string
  rule: string
}

/** A stored item of the batch: its place, the request as cleaned, and what the cleaning changed. */
export interface CaptureItem {
  index: number
  request: CleanRequest
  corrections: FieldError[]
}

/** An item that could not be stored, with why. */
export interface RefusedItem {
  index: number
  /** The first problem's message, to show beside the request. */
  reason: string
  errors: FieldError[]
}

const inBatch = (index: number, { field, rule, message }: Correction): FieldError => ({
  field: `requests.${index}${field ? `.${field}` : ''}`,
  message,
  rule,
})

/**
 * Cleans each item of a batch on its own (see #domain/captured_request).
 * Fields are named by the item's place in the batch (`requests.3.name`).
 */
export function cleanCapturedRequests(items: unknown[], now = new Date()) {
  const valid: CaptureItem[] = []
  const refused: RefusedItem[] = []
  for (const [index, item] of items.entries()) {
    const cleaned = cleanCapturedRequest(item, now)
    if (cleaned.stored) {
      valid.push({ index, request: cleaned.request, corrections: cleaned.corrections.map((correction) => inBatch(index, correction)) })
    } else {
      refused.push({ index, reason: cleaned.problems[0].message, errors: cleaned.problems.map((problem) => inBatch(index, problem)) })
    }
  }
  return { valid, refused }
}

export const actionResultValidator = vine.compile(
  vine.object({
    status: vine.enum(['done', 'failed'] as const),
    error: text(2000).nullable().optional(),
  })
)
actionResultValidator.messagesProvider = new SimpleMessagesProvider({
  'status.required': 'Report the action as done or failed.',
  'status.enum': 'Report the action as done or failed.',
})

/** The simple-rest `filter` of the extension's action list. */
export const actionFilterValidator = vine.compile(
  vine.object({
    filter: vine.object({
      groupId: vine.number().withoutDecimals().positive().optional(),
      facebookGroupId: vine.string().trim().maxLength(120).optional(),
    }),
  })
)
