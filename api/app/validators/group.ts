import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import {
  GROUP_ID_MESSAGE,
  GROUP_URL_MESSAGES,
  parseFacebookGroupId,
  parseFacebookGroupUrl,
  type GroupAddress,
} from '#domain/facebook_group_url'
import { whenSent } from '#validators/helpers'

/** Which Facebook group, and the name it gets when the owner gives none (spec section 5). */
export type { GroupAddress }

function addressFromUrl(url: string): GroupAddress | null {
  const parsed = parseFacebookGroupUrl(url)
  return parsed.ok ? { facebookGroupId: parsed.facebookGroupId, defaultName: parsed.defaultName } : null
}

const groupUrl = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const parsed = parseFacebookGroupUrl(value)
  if (!parsed.ok) field.report(parsed.message, `groupUrl.${parsed.failure}`, field)
})

const groupId = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !parseFacebookGroupId(value)) field.report(GROUP_ID_MESSAGE, 'groupId', field)
})

const messages = new SimpleMessagesProvider({
  'url.required': GROUP_URL_MESSAGES.missing.message,
  'url.string': GROUP_URL_MESSAGES.invalid.message,
  'facebookGroupId.string': GROUP_ID_MESSAGE,
  'name.required': 'Please enter a group name.',
  'name.string': 'Please enter a group name.',
  'name.minLength': 'Please enter a group name.',
  'name.maxLength': 'Group names are at most 200 characters.',
  'description.string': 'The description must be text.',
  'description.maxLength': 'Descriptions are at most 2000 characters.',
  'isActive.boolean': 'isActive must be true or false.',
})

/**
 * Add Group: the pasted URL, or the group id a client already read from it.
 * memberCount, isActive and autoApprovalEnabled, which the spec's client
 * also sends, are dropped: a new group always starts with 0 members, active,
 * auto-approval off.
 */
export const createGroupValidator = vine.compile(
  vine.object({
    url: vine
      .string()
      .use(groupUrl())
      .transform((value) => addressFromUrl(value)!)
      .optional()
      .requiredIfMissing('facebookGroupId'),
    facebookGroupId: vine
      .string()
      .trim()
      .use(groupId())
      // An id as the web app sends it after reading the URL itself: exactly the path segment, nothing more.
      .transform((value) => parseFacebookGroupId(value)!)
      .optional(),
    name: vine.string().trim().maxLength(200).optional(),
    description: vine.string().trim().maxLength(2000).optional(),
  })
)
createGroupValidator.messagesProvider = messages

export const updateGroupValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(200).optional().requiredWhen(whenSent),
    description: vine.string().trim().maxLength(2000).nullable().optional(),
    isActive: vine.boolean().optional(),
  })
)
updateGroupValidator.messagesProvider = messages

export type CreateGroupInput = Infer<typeof createGroupValidator>
export type UpdateGroupInput = Infer<typeof updateGroupValidator>
