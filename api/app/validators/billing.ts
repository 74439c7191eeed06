import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'

const ORDER_ID_MESSAGE = 'Please enter the order ID from your order email (JF- and 16 letters and digits).'
const LINK_MESSAGE = 'This link is incomplete. Open it again from your order email.'

/** A purchase is claimed by its order ID (from the account's list) or by the emailed link's token: one of the two. */
export const claimPurchaseValidator = vine.compile(
  vine.object({
    orderId: vine
      .string()
      .trim()
      .toUpperCase()
      .regex(/^JF-[A-Z2-7]{16}$/)
      .optional()
      .requiredIfMissing('token'),
    token: vine.string().trim().minLength(20).maxLength(200).optional(),
  })
)
claimPurchaseValidator.messagesProvider = new SimpleMessagesProvider({
  'orderId.required': 'Please give the order ID of the purchase, or open the link from your order email.',
  'orderId.string': ORDER_ID_MESSAGE,
  'orderId.regex': ORDER_ID_MESSAGE,
  'token.string': LINK_MESSAGE,
  'token.minLength': LINK_MESSAGE,
  'token.maxLength': LINK_MESSAGE,
})

export const purchaseLinkValidator = vine.compile(
  vine.object({
    token: vine.string().trim().minLength(20).maxLength(200),
  })
)
purchaseLinkValidator.messagesProvider = new SimpleMessagesProvider({
  'token.required': LINK_MESSAGE,
  'token.string': LINK_MESSAGE,
  'token.minLength': LINK_MESSAGE,
  'token.maxLength': LINK_MESSAGE,
})

export type ClaimPurchaseInput = Infer<typeof claimPurchaseValidator>
