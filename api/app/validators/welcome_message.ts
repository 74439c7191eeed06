import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import { knownPlaceholders } from '#validators/helpers'
import { GROUP_POST_URL_MESSAGE, parseFacebookGroupPostUrl } from '#domain/facebook_post_url'

export const MAX_WELCOME_VARIANTS = 5

const messageText = () => vine.string().trim().maxLength(2000).use(knownPlaceholders())

/** A message that is switched on must say something; a blank one may stay saved while it is off. */
const notBlankWhenEnabled = vine.createRule((value, _options, field) => {
  if (value === '' && (field.parent as { enabled?: unknown }).enabled === true) {
    field.report('Please enter a welcome message.', 'required', field)
  }
})

/** A post in a Facebook group, stored in its canonical form; an empty text clears it. */
const groupPostUrl = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string' || value === '') return
  const canonical = parseFacebookGroupPostUrl(value)
  if (canonical) field.mutate(canonical, field)
  else field.report(GROUP_POST_URL_MESSAGE, 'groupPostUrl', field)
})

const messages = new SimpleMessagesProvider({
  'boolean': '{{ field }} must be true or false.',
  'message.required': 'Please enter a welcome message.',
  'message.string': 'Please enter a welcome message.',
  'message.maxLength': 'Welcome messages are at most 2000 characters.',
  'variants.array': 'Variants must be a list of messages.',
  'variants.array.maxLength': `A welcome message has at most ${MAX_WELCOME_VARIANTS} variants.`,
  'variants.*.required': 'Please enter the text of each variant, or remove the empty one.',
  'variants.*.string': 'Please enter the text of each variant, or remove the empty one.',
  'variants.*.minLength': 'Please enter the text of each variant, or remove the empty one.',
  'variants.*.maxLength': 'Welcome messages are at most 2000 characters.',
  'welcomePostUrl.string': GROUP_POST_URL_MESSAGE,
  'welcomePostUrl.maxLength': GROUP_POST_URL_MESSAGE,
  'templateId.number': 'Choose one of your approved message templates.',
  'templateId.withoutDecimals': 'Choose one of your approved message templates.',
  'templateId.database.exists': 'Choose one of your approved message templates.',
})

/**
 * Welcome message settings; what is left out keeps its saved value.
 * Turning the message on needs its text in the same request. A template
 * must be one of the owner's approved, active templates (`meta.userId`):
 * welcome messages use no other. The welcome post, where new members are
 * tagged, must be a post in a Facebook group; null or "" removes it.
 * `meta.client` looks the template up within a transaction (a setup being
 * validated, with its own templates in it).
 */
export const welcomeMessageValidator = vine.withMetaData<{ userId: number; client?: QueryClientContract }>().compile(
  vine.object({
    enabled: vine.boolean().optional(),
    message: messageText().use(notBlankWhenEnabled()).optional().requiredWhen('enabled', '=', true),
    personalizeWithName: vine.boolean().optional(),
    tagNewMembers: vine.boolean().optional(),
    welcomePostUrl: vine
      .string()
      .trim()
      .maxLength(2000)
      .use(groupPostUrl())
      .transform((value) => value || null)
      .nullable()
      .optional(),
    variants: vine.array(messageText().minLength(1)).maxLength(MAX_WELCOME_VARIANTS).optional(),
    templateId: vine
      .number()
      .withoutDecimals()
      .exists(async (db, value, field) => {
        const template = await (field.meta.client ?? db)
          .from('message_templates')
          .where('id', value)
          .where('user_id', field.meta.userId)
          .where('is_approved', true)
          .where('is_active', true)
          .first()
        return Boolean(template)
      })
      .nullable()
      .optional(),
  })
)
welcomeMessageValidator.messagesProvider = messages

export type WelcomeMessageInput = Infer<typeof welcomeMessageValidator>
