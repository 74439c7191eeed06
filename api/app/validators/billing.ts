import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { ACCOUNT_FIELD_MESSAGES, password, personName } from '#validators/auth'

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

/** A plan to change to, and how it is billed. */
export const changePlanValidator = vine.compile(
  vine.object({
    planType: vine.string().trim().minLength(1).maxLength(60),
    billing: vine.enum(['monthly', 'annual'] as const),
  })
)
changePlanValidator.messagesProvider = new SimpleMessagesProvider({
  'planType.required': 'Please choose a plan.',
  'planType.string': 'Please choose a plan.',
  'planType.minLength': 'Please choose a plan.',
  'planType.maxLength': 'Please choose a plan.',
  'billing.required': 'Billing is monthly or annual.',
  'billing.enum': 'Billing is monthly or annual.',
})

/** Setting up the account of a public purchase from its emailed link. */
export const accountSetupValidator = vine.compile(
  vine.object({
    token: vine.string().trim().minLength(20).maxLength(200),
    password: password(),
    firstName: personName(),
    lastName: personName(),
  })
)
accountSetupValidator.messagesProvider = new SimpleMessagesProvider({
  'token.required': LINK_MESSAGE,
  'token.string': LINK_MESSAGE,
  'token.minLength': LINK_MESSAGE,
  'token.maxLength': LINK_MESSAGE,
  ...ACCOUNT_FIELD_MESSAGES,
})
