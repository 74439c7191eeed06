import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

export const createTokenValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(100),
    /** read_only: reads only; full: reads, changes and the extension's calls. Full when left out. */
    access: vine.enum(['read_only', 'full']).optional(),
    /** Super-admin and admin routes too, for an account that holds such a role. */
    admin: vine.boolean().optional(),
    expiresInDays: vine.number().withoutDecimals().range([1, 3650]).optional(),
  })
)
createTokenValidator.messagesProvider = new SimpleMessagesProvider({
  'name.required': 'Please give the token a name.',
  'name.minLength': 'Please give the token a name.',
  'name.maxLength': 'Token names are at most 100 characters.',
  'access.enum': 'Choose read_only or full access.',
  'admin.boolean': 'admin must be true or false.',
  'expiresInDays.range': 'Expiry must be between 1 and 3650 days.',
  'expiresInDays.number': 'Expiry must be a number of days between 1 and 3650.',
  'expiresInDays.withoutDecimals': 'Expiry must be a whole number of days.',
})

export type CreateTokenInput = Infer<typeof createTokenValidator>
