import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { CHECKOUT_FLOWS } from '#models/checkout_start'
import { planOnSale } from '#validators/pricing'

/**
 * The quote's query: any plan, billing and country are answered (an
 * unknown plan is starter-lite, an unknown country US dollars), so only
 * their size is bounded, but a plan taken off sale, which is named.
 */
export const quoteValidator = vine.compile(
  vine.object({
    plan: vine.string().trim().maxLength(60).use(planOnSale()).optional(),
    billing: vine.string().trim().maxLength(20).optional(),
    country: vine.string().trim().maxLength(80).optional(),
  })
)
quoteValidator.messagesProvider = new SimpleMessagesProvider({
  'plan.string': 'plan must be a plan type such as silver.',
  'plan.maxLength': 'plan must be a plan type such as silver.',
  'billing.string': 'billing is monthly or annual.',
  'billing.maxLength': 'billing is monthly or annual.',
  'country.string': 'country must be a country name or code.',
  'country.maxLength': 'country must be a country name or code.',
})

/** A visitor opening a checkout, counted once per visitor and plan for the conversion figure. */
export const checkoutStartValidator = vine.compile(
  vine.object({
    planType: vine.string().trim().minLength(1).maxLength(60).use(planOnSale()),
    billing: vine.enum(['monthly', 'annual'] as const).optional(),
    flow: vine.enum(CHECKOUT_FLOWS),
    visitorId: vine.string().trim().uuid(),
  })
)
checkoutStartValidator.messagesProvider = new SimpleMessagesProvider({
  'planType.required': 'Please choose a plan.',
  'planType.string': 'Please choose a plan.',
  'planType.minLength': 'Please choose a plan.',
  'planType.maxLength': 'Please choose a plan.',
  'billing.enum': 'billing is monthly or annual.',
  'flow.required': 'flow is public or owner.',
  'flow.enum': 'flow is public or owner.',
  'visitorId.required': 'visitorId must be a random UUID.',
  'visitorId.string': 'visitorId must be a random UUID.',
  'visitorId.uuid': 'visitorId must be a random UUID.',
})

export type QuoteInput = Infer<typeof quoteValidator>
export type CheckoutStartInput = Infer<typeof checkoutStartValidator>
