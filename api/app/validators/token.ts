import vine, { SimpleMessagesProvider } from '@vinejs/vine'

export const createTokenValidator = vine.compile(
  vine.object({
    name: vine.string().trim().minLength(1).maxLength(100),
    expiresInDays: vine.number().withoutDecimals().range([1, 3650]).optional(),
  })
)
createTokenValidator.messagesProvider = new SimpleMessagesProvider({
  'name.required': 'Please give the token a name.',
  'name.minLength': 'Please give the token a name.',
  'name.maxLength': 'Token names are at most 100 characters.',
  'expiresInDays.range': 'Expiry must be between 1 and 3650 days.',
})
