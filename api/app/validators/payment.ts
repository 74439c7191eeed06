import { randomUUID } from 'node:crypto'
import vine, { errors, SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import { findCountry } from '#domain/pricing'
import { planOnSale } from '#validators/pricing'
import { cardBrand, isExpired, isValidCardNumber, isValidSecurityCode, normaliseCardNumber, parseExpiry } from '#domain/payment_cards'

const MISSING_PAYMENT_DETAILS = 'Please fill in all payment details.'
const MISSING_ORDER_DETAILS = 'Please fill in all required fields.'
const CARD_NUMBER_MESSAGE = 'Please enter a valid card number.'
const EXPIRY_MESSAGE = 'Please enter a valid expiration date (MM/YY).'
const SECURITY_CODE_MESSAGE = 'Please enter a valid security code.'

/** Replaces the typed card number with its digits, or refuses it. */
const cardNumber = vine.createRule((value, _options, field) => {
  if (!isValidCardNumber(value)) {
    field.report(CARD_NUMBER_MESSAGE, 'cardNumber', field)
    return
  }
  field.mutate(normaliseCardNumber(value), field)
})

/** Replaces the expiry text with month and year, refusing unreadable and past dates. */
const expirationDate = vine.createRule((value, _options, field) => {
  const expiry = parseExpiry(value)
  if (!expiry) {
    field.report(EXPIRY_MESSAGE, 'expirationDate', field)
    return
  }
  if (isExpired(expiry, new Date())) {
    field.report('This card has expired.', 'expired', field)
    return
  }
  field.mutate(expiry, field)
})

/** The code's length depends on the card's brand, read from the sibling card number. */
const securityCode = vine.createRule((value, _options, field) => {
  const parent = field.parent as { cardNumber?: unknown }
  const digits = normaliseCardNumber(parent.cardNumber) ?? ''
  if (!isValidSecurityCode(value, cardBrand(digits))) field.report(SECURITY_CODE_MESSAGE, 'securityCode', field)
})

const knownCountry = vine.createRule((value, _options, field) => {
  const country = findCountry(value)
  if (!country) field.report('Please choose a country from the list.', 'country', field)
  else field.mutate(country.name, field)
})

/** The buyer's email and country, as both checkouts and the order's details step take them. */
const buyerFields = () => ({
  email: vine.string().trim().toLowerCase().maxLength(254).email(),
  country: vine
    .string()
    .use(knownCountry())
    .transform((value) => value as string),
})

/**
 * The card fields, in the order their errors are returned. The owner
 * checkout trims the expiry and takes at most 7 characters of it.
 */
const cardFields = (expiry = vine.string()) => ({
  cardNumber: vine
    .string()
    .use(cardNumber())
    .transform((value) => value as string),
  nameOnCard: vine.string().trim().minLength(1).maxLength(120),
  expirationDate: expiry.use(expirationDate()).transform((value) => value as unknown as { month: number; year: number }),
  securityCode: vine.string().trim().use(securityCode()),
})

/** The messages of buyerFields, under `prefix` (the fields' parent path). */
const buyerMessages = (prefix = '') => ({
  [`${prefix}email.required`]: MISSING_ORDER_DETAILS,
  [`${prefix}email.string`]: 'Please enter a valid email address.',
  [`${prefix}email.email`]: 'Please enter a valid email address.',
  [`${prefix}email.maxLength`]: 'Please enter a valid email address.',
  [`${prefix}country.required`]: MISSING_ORDER_DETAILS,
  [`${prefix}country.string`]: 'Please choose a country from the list.',
})

/** The messages of cardFields, under `prefix`. */
const cardMessages = (prefix = '') => ({
  [`${prefix}cardNumber.required`]: MISSING_PAYMENT_DETAILS,
  [`${prefix}cardNumber.string`]: CARD_NUMBER_MESSAGE,
  [`${prefix}nameOnCard.required`]: MISSING_PAYMENT_DETAILS,
  [`${prefix}nameOnCard.string`]: 'Please enter the name on the card.',
  [`${prefix}nameOnCard.minLength`]: MISSING_PAYMENT_DETAILS,
  [`${prefix}nameOnCard.maxLength`]: 'The name on the card is at most 120 characters.',
  [`${prefix}expirationDate.required`]: MISSING_PAYMENT_DETAILS,
  [`${prefix}expirationDate.string`]: EXPIRY_MESSAGE,
  [`${prefix}securityCode.required`]: MISSING_PAYMENT_DETAILS,
  [`${prefix}securityCode.string`]: SECURITY_CODE_MESSAGE,
})

const messages = new SimpleMessagesProvider({
  'orderData.required': MISSING_ORDER_DETAILS,
  'orderData.object': MISSING_ORDER_DETAILS,
  'orderData.plan.object': 'Please choose a plan.',
  'orderData.plan.planType.string': 'Please choose a plan.',
  'orderData.plan.name.string': 'Please choose a plan.',
  'orderData.plan.billing.string': 'Billing is monthly or annual.',
  'orderData.customer.required': MISSING_ORDER_DETAILS,
  'orderData.customer.object': MISSING_ORDER_DETAILS,
  ...buyerMessages('orderData.customer.'),
  'orderData.customer.marketingConsent.boolean': 'marketingConsent must be true or false.',
  'paymentData.required': MISSING_PAYMENT_DETAILS,
  'paymentData.object': MISSING_PAYMENT_DETAILS,
  ...cardMessages('paymentData.'),
})

/**
 * The public flow's payment request (spec section 3): the order data kept
 * in the browser session plus the card fields. Everything is checked again
 * here; prices are not taken from the body at all.
 */
export const processPaymentValidator = vine.compile(
  vine.object({
    orderData: vine.object({
      plan: vine
        .object({
          planType: vine.string().trim().maxLength(60).use(planOnSale()).optional(),
          name: vine.string().trim().maxLength(60).use(planOnSale()).optional(),
          billing: vine.string().trim().maxLength(20).optional(),
        })
        .optional(),
      customer: vine.object({ ...buyerFields(), marketingConsent: vine.boolean().optional() }),
    }),
    paymentData: vine.object(cardFields()),
  })
)
processPaymentValidator.messagesProvider = messages

export type ProcessPaymentInput = Infer<typeof processPaymentValidator>

/**
 * The order's details step (/order2) on its own, with the spec's messages,
 * so a bad address is refused there rather than at the payment step. The
 * payment step checks the same fields again.
 */
export const orderDetailsValidator = vine.compile(
  vine.object({ ...buyerFields(), marketingConsent: vine.boolean().optional() })
)
orderDetailsValidator.messagesProvider = new SimpleMessagesProvider({
  ...buyerMessages(),
  'marketingConsent.boolean': 'marketingConsent must be true or false.',
})

const customerLoginMessages = new SimpleMessagesProvider({
  'email.required': 'Please enter your email and order ID.',
  'email.string': 'Please enter your email and order ID.',
  'email.minLength': 'Please enter your email and order ID.',
  'email.maxLength': 'Please enter a valid email address.',
  'orderId.required': 'Please enter your email and order ID.',
  'orderId.string': 'Please enter your email and order ID.',
  'orderId.minLength': 'Please enter your email and order ID.',
  'orderId.maxLength': 'Please enter a valid order ID.',
})

/** Customer sign-in: both fields required (spec section 5); whether they match is the login's business. */
export const customerLoginValidator = vine.compile(
  vine.object({
    email: vine.string().trim().toLowerCase().minLength(1).maxLength(254),
    orderId: vine.string().trim().toUpperCase().minLength(1).maxLength(40),
  })
)
customerLoginValidator.messagesProvider = customerLoginMessages

export type CustomerLoginInput = Infer<typeof customerLoginValidator>

const ownerCheckoutMessages = new SimpleMessagesProvider({
  'planType.required': 'Please choose a plan.',
  'planType.string': 'Please choose a plan.',
  'planType.minLength': 'Please choose a plan.',
  'planType.maxLength': 'Please choose a plan.',
  'billing.enum': 'Billing is monthly or annual.',
  'userId.number': 'userId must be your account id.',
  ...buyerMessages(),
  'email.required': 'Please enter your email address to continue.',
  'subscribeToUpdates.boolean': 'subscribeToUpdates must be true or false.',
  ...cardMessages(),
  'expirationDate.maxLength': EXPIRY_MESSAGE,
})

/**
 * The owner checkout's payment (spec section 7): planType, planTitle,
 * amount and userId plus the checkout form. The expiry takes MM/YY or
 * MM/YYYY (up to 7 characters). planTitle and amount are accepted and not
 * used: the server prices the plan itself.
 */
export const ownerCheckoutValidator = vine.compile(
  vine.object({
    planType: vine.string().trim().minLength(1).maxLength(60).use(planOnSale()),
    billing: vine.enum(['monthly', 'annual'] as const).optional(),
    planTitle: vine.any().optional(),
    amount: vine.any().optional(),
    userId: vine.number().optional(),
    ...buyerFields(),
    subscribeToUpdates: vine.boolean().optional(),
    ...cardFields(vine.string().trim().maxLength(7)),
  })
)
ownerCheckoutValidator.messagesProvider = ownerCheckoutMessages

export type OwnerCheckoutInput = Infer<typeof ownerCheckoutValidator>

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/

/**
 * The checkout attempt's key from the `Idempotency-Key` header: a retry
 * with it gets the first attempt's outcome. Without one, the attempt gets
 * a key of its own (and no protection against a repeated request).
 */
export function checkoutAttemptKey(header: string | undefined): string {
  if (header === undefined || header === '') return randomUUID()
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw new errors.E_VALIDATION_ERROR([
      {
        field: 'Idempotency-Key',
        message: 'The Idempotency-Key header is 8 to 100 letters, digits or the characters _ . : -, one per checkout attempt.',
        rule: 'regex',
      },
    ])
  }
  return header
}
