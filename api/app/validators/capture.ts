/*
 * What the extension sends: batches of captured join requests, and the
 * outcome of each action it carried out on Facebook's page. A batch is
 * checked as a whole first (its group and size), then item by item, so one
 * malformed request does not cost the valid ones beside it.
 */
import vine, { SimpleMessagesProvider, errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

export const MAX_BATCH_SIZE = 100

const webUrl = () =>
  vine
    .string()
    .trim()
    .maxLength(2000)
    .url({ require_protocol: true, protocols: ['http', 'https'] })
const text = (max: number) => vine.string().trim().maxLength(max)
const isoDate = () => vine.date({ formats: ['YYYY-MM-DD', 'iso8601'] })

export const captureBatchValidator = vine.compile(
  vine.object({
    facebookGroupId: vine.string().trim().minLength(1).maxLength(120),
    requests: vine.array(vine.any()).maxLength(MAX_BATCH_SIZE),
  })
)
captureBatchValidator.messagesProvider = new SimpleMessagesProvider({
  'facebookGroupId.required': 'Say which Facebook group the requests come from.',
  'facebookGroupId.minLength': 'Say which Facebook group the requests come from.',
  'requests.required': 'Send the captured requests as a list.',
  'requests.array': 'Send the captured requests as a list.',
  'requests.array.maxLength': 'A batch holds at most 100 requests.',
})

export const capturedRequestValidator = vine.compile(
  vine.object({
    facebookUserId: vine.string().trim().minLength(1).maxLength(120),
    name: text(200).minLength(1),
    profileUrl: webUrl().nullable().optional(),
    profileImageUrl: webUrl().nullable().optional(),
    answers: vine
      .array(vine.object({ question: text(1000), answer: vine.string().maxLength(5000).nullable() }))
      .maxLength(50)
      .optional(),
    agreedToRules: vine.boolean({ strict: true }).nullable().optional(),
    joinedFacebookAt: isoDate().nullable().optional(),
    livesIn: text(200).nullable().optional(),
    groupsInCommon: vine.number().withoutDecimals().min(0).nullable().optional(),
    invitedBy: text(200).nullable().optional(),
    requestedAt: isoDate().nullable().optional(),
    decidedOnFacebook: vine.enum(['approved', 'declined'] as const).optional(),
  })
)
capturedRequestValidator.messagesProvider = new SimpleMessagesProvider({
  'facebookUserId.required': 'Each request needs the Facebook user id.',
  'facebookUserId.minLength': 'Each request needs the Facebook user id.',
  'name.required': 'Each request needs a name.',
  'name.minLength': 'Each request needs a name.',
  // The item itself is the validated object, so its own failure names no field.
  'object': 'Each request must be an object with a facebookUserId and a name.',
  'answers.*.object': 'Each answer must be an object with a question and an answer.',
  'url': 'The {{ field }} must be an http or https address.',
  'date': 'The {{ field }} must be an ISO date such as 2015-03-01.',
  'decidedOnFacebook.enum': 'decidedOnFacebook is approved or declined.',
})

export type CapturedRequestInput = Infer<typeof capturedRequestValidator>

export interface FieldError {
  field: string
  message: string
  rule: string
}

/**
 * Checks each item of a batch on its own. Errors name the item's place in
 * the batch (`requests.3.name`); the valid items keep their index.
 */
export async function validateCapturedRequests(items: unknown[]) {
  const valid: { index: number; request: CapturedRequestInput }[] = []
  const problems: FieldError[] = []
  for (const [index, item] of items.entries()) {
    try {
      valid.push({ index, request: await capturedRequestValidator.validate(item) })
    } catch (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      for (const { field, message, rule } of error.messages as FieldError[]) {
        problems.push({ field: `requests.${index}${field ? `.${field}` : ''}`, message, rule })
      }
    }
  }
  return { valid, problems }
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
