import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { PLATFORM_CATEGORIES } from '#domain/catalogues/email'
import { checkPublicUrl } from '#services/infra/outbound_http'
import { WEBHOOK_URL_NOT_PUBLIC } from '#services/integrations/webhook'

/** Spec section 5: 'Missing Information'. */
export const MISSING_PLATFORM_OR_KEY = 'Please select a platform and enter your API key.'
/** Spec section 5: integration request and sheet forms. */
export const MISSING_REQUIRED_FIELDS = 'Please fill in all required fields.'

const platform = () => vine.string().trim().toLowerCase().minLength(1).maxLength(60)
const apiKey = () => vine.string().trim().minLength(1).maxLength(2000)
const credentials = () => vine.record(vine.string().trim().maxLength(2000).nullable()).optional()
const groupIds = () => vine.array(vine.number().withoutDecimals().positive()).maxLength(500).nullable().optional()
const trigger = () => vine.enum(['approved', 'captured'] as const).optional()
const name = () => vine.string().trim().maxLength(200)
const listId = () => vine.string().trim().maxLength(200).nullable().optional()

const messages = new SimpleMessagesProvider({
  'platform.required': MISSING_PLATFORM_OR_KEY,
  'platform.string': MISSING_PLATFORM_OR_KEY,
  'platform.minLength': MISSING_PLATFORM_OR_KEY,
  'apiKey.required': MISSING_PLATFORM_OR_KEY,
  'apiKey.string': MISSING_PLATFORM_OR_KEY,
  'apiKey.minLength': MISSING_PLATFORM_OR_KEY,
  'apiKey.maxLength': 'API keys are at most 2000 characters.',
  'name.required': MISSING_REQUIRED_FIELDS,
  'name.minLength': MISSING_REQUIRED_FIELDS,
  'name.maxLength': 'Names are at most 200 characters.',
  'listId.maxLength': 'List IDs are at most 200 characters.',
  'groupIds.array': 'groupIds must be a list of group ids, or null for all groups.',
  'groupIds.*.number': 'groupIds must be a list of group ids, or null for all groups.',
  'trigger.enum': 'trigger must be approved or captured.',
  'isActive.boolean': 'isActive must be true or false.',
  'sendWelcomeSms.boolean': 'sendWelcomeSms must be true or false.',
  'url.required': 'Please enter the URL to send members to.',
  'url.url': 'Please enter a valid http or https URL.',
  'url.activeUrl': 'Please enter a valid http or https URL.',
  'url.publicAddress': WEBHOOK_URL_NOT_PUBLIC,
  'spreadsheetId.required': MISSING_REQUIRED_FIELDS,
  'spreadsheetId.minLength': MISSING_REQUIRED_FIELDS,
  'platformName.required': MISSING_REQUIRED_FIELDS,
  'platformName.minLength': MISSING_REQUIRED_FIELDS,
  'platformUrl.required': MISSING_REQUIRED_FIELDS,
  'platformUrl.url': 'Please enter a valid website URL.',
  'category.required': MISSING_REQUIRED_FIELDS,
  'category.enum': 'Please choose a category from the list.',
  'apiDocumentation.url': 'Please enter a valid URL for the API documentation.',
  'estimatedUsers.enum': 'Please choose how many people would use it.',
  'urgency.enum': 'Please choose an urgency.',
  'credentials.record': 'credentials must be an object of text fields.',
})

const httpUrl = () => vine.string().trim().url({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }).maxLength(2000)

/**
 * Refuses a URL whose host is a private address or a name resolving to one,
 * when it is saved rather than at the first delivery.
 */
const publicAddress = vine.createRule(async (value, _options, field) => {
  if (typeof value !== 'string' || !field.isValid) return
  const check = await checkPublicUrl(value)
  if (!check.public) field.report(WEBHOOK_URL_NOT_PUBLIC, 'publicAddress', field)
})

const webhookUrl = () => httpUrl().use(publicAddress())

function compile<Schema extends Parameters<typeof vine.compile>[0]>(schema: Schema) {
  const validator = vine.compile(schema)
  validator.messagesProvider = messages
  return validator
}

/** What connects an email or SMS account: tested on its own, then stored with the rest. */
const connectionFields = () => ({ platform: platform(), apiKey: apiKey(), listId: listId(), credentials: credentials() })

export const testEmailValidator = compile(vine.object(connectionFields()))

export const createEmailValidator = compile(
  vine.object({
    ...connectionFields(),
    name: name().nullable().optional(),
    isActive: vine.boolean().optional(),
    groupIds: groupIds(),
    trigger: trigger(),
  })
)

export const updateEmailValidator = compile(
  vine.object({
    name: name().minLength(1).optional(),
    listId: listId(),
    isActive: vine.boolean().optional(),
    groupIds: groupIds(),
    trigger: trigger(),
    apiKey: apiKey().optional(),
    credentials: credentials(),
  })
)

export const testSmsValidator = compile(vine.object(connectionFields()))

export const createSmsValidator = compile(
  vine.object({
    ...connectionFields(),
    name: name().nullable().optional(),
    isActive: vine.boolean().optional(),
    groupIds: groupIds(),
    sendWelcomeSms: vine.boolean().optional(),
  })
)

export const updateSmsValidator = compile(
  vine.object({
    name: name().minLength(1).optional(),
    listId: listId(),
    isActive: vine.boolean().optional(),
    groupIds: groupIds(),
    sendWelcomeSms: vine.boolean().optional(),
  })
)

export const createWebhookValidator = compile(
  vine.object({
    name: name().minLength(1),
    url: webhookUrl(),
    isActive: vine.boolean().optional(),
    groupIds: groupIds(),
    trigger: trigger(),
  })
)

export const updateWebhookValidator = compile(
  vine.object({
    name: name().minLength(1).optional(),
    url: webhookUrl().optional(),
    isActive: vine.boolean().optional(),
    groupIds: groupIds(),
    trigger: trigger(),
  })
)

export const createSheetValidator = compile(
  vine.object({
    name: name().minLength(1),
    spreadsheetId: vine.string().trim().minLength(1).maxLength(2000),
    sheetName: vine.string().trim().maxLength(100).nullable().optional(),
    description: vine.string().trim().maxLength(2000).nullable().optional(),
    isActive: vine.boolean().optional(),
    groupIds: groupIds(),
  })
)

export const integrationRequestValidator = compile(
  vine.object({
    platformName: vine.string().trim().minLength(1).maxLength(200),
    platformUrl: httpUrl(),
    category: vine.enum(PLATFORM_CATEGORIES),
    description: vine.string().trim().maxLength(5000).nullable().optional(),
    useCase: vine.string().trim().maxLength(5000).nullable().optional(),
    apiDocumentation: httpUrl().nullable().optional(),
    estimatedUsers: vine.enum(['just-me', 'few', 'many', 'lots'] as const).nullable().optional(),
    urgency: vine.enum(['low', 'medium', 'high', 'critical'] as const).nullable().optional(),
  })
)

export type CreateEmailInput = Infer<typeof createEmailValidator>
export type UpdateEmailInput = Infer<typeof updateEmailValidator>
export type CreateSmsInput = Infer<typeof createSmsValidator>
export type UpdateSmsInput = Infer<typeof updateSmsValidator>
export type CreateWebhookInput = Infer<typeof createWebhookValidator>
export type UpdateWebhookInput = Infer<typeof updateWebhookValidator>
export type CreateSheetInput = Infer<typeof createSheetValidator>
export type IntegrationRequestInput = Infer<typeof integrationRequestValidator>
