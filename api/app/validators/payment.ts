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

const messages = new SimpleMessagesProvider({
  'orderData.required': MISSING_ORDER_DETAILS,
  'orderData.object': MISSING_ORDER_DETAILS,
  'orderData.plan.object': 'Please choose a plan.',
  'orderData.plan.planType.string': 'Please choose a plan.',
  'orderData.plan.name.string': 'Please choose a plan.',
  'orderData.plan.billing.string': 'Billing is monthly or annual.',
  'orderData.customer.required': MISSING_ORDER_DETAILS,
  'orderData.customer.object': MISSING_ORDER_DETAILS,
  'orderData.customer.email.required': MISSING_ORDER_DETAILS,
  'orderData.customer.email.string': 'Please enter a valid email address.',
  'orderData.customer.email.email': 'Please enter a valid email address.',
  'orderData.customer.email.maxLength': 'Please enter a valid email address.',
  'orderData.customer.country.required': MISSING_ORDER_DETAILS,
  'orderData.customer.country.string': 'Please choose a country from the list.',
  'orderData.customer.marketingConsent.boolean': 'marketingConsent must be true or false.',
  'paymentData.required': MISSING_PAYMENT_DETAILS,
  'paymentData.object': MISSING_PAYMENT_DETAILS,
  'paymentData.cardNumber.required': MISSING_PAYMENT_DETAILS,
  'paymentData.cardNumber.string': CARD_NUMBER_MESSAGE,
  'paymentData.nameOnCard.required': MISSING_PAYMENT_DETAILS,
  'paymentData.nameOnCard.string': 'Please enter the name on the card.',
  'paymentData.nameOnCard.minLength': MISSING_PAYMENT_DETAILS,
  'paymentData.nameOnCard.maxLength': 'The name on the card is at most 120 characters.',
  'paymentData.expirationDate.required': MISSING_PAYMENT_DETAILS,
  'paymentData.expirationDate.string': EXPIRY_MESSAGE,
  'paymentData.securityCode.required': MISSING_PAYMENT_DETAILS,
  'paymentData.securityCode.string': SECURITY_CODE_MESSAGE,
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
      customer: vine.object({
        email: vine.string().trim().toLowerCase().maxLength(254).email(),
        country: vine
          .string()
          .use(knownCountry())
          .transform((value) => value as string),
        marketingConsent: vine.boolean().optional(),
      }),
    }),
    paymentData: vine.object({
      cardNumber: vine
        .string()
        .use(cardNumber())
        .transform((value) => value as string),
      nameOnCard: vine.string().trim().minLength(1).maxLength(120),
      expirationDate: vine
        .string()
        .use(expirationDate())
        .transform((value) => value as unknown as { month: number; year: number }),
      securityCode: vine.string().trim().use(securityCode()),
    }),
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
  vine.object({
    email: vine.string().trim().toLowerCase().maxLength(254).email(),
    country: vine
      .string()
      .use(knownCountry())
      .transform((value) => value as string),
    marketingConsent: vine.boolean().optional(),
  })
)
orderDetailsValidator.messagesProvider = new SimpleMessagesProvider({
  'email.required': MISSING_ORDER_DETAILS,
  'email.string': 'Please enter a valid email address.',
  'email.email': 'Please enter a valid email address.',
  'email.maxLength': 'Please enter a valid email address.',
  'country.required': MISSING_ORDER_DETAILS,
  'country.string': 'Please choose a country from the list.',
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
  'email.required': 'Please enter your email address to continue.',
  'email.string': 'Please enter a valid email address.',
  'email.email': 'Please enter a valid email address.',
  'email.maxLength': 'Please enter a valid email address.',
  'country.required': MISSING_ORDER_DETAILS,
  'country.string': 'Please choose a country from the list.',
  'subscribeToUpdates.boolean': 'subscribeToUpdates must be true or false.',
  'cardNumber.required': MISSING_PAYMENT_DETAILS,
  'cardNumber.string': CARD_NUMBER_MESSAGE,
  'nameOnCard.required': MISSING_PAYMENT_DETAILS,
  'nameOnCard.string': 'Please enter the name on the card.',
  'nameOnCard.minLength': MISSING_PAYMENT_DETAILS,
  'nameOnCard.maxLength': 'The name on the card is at most 120 characters.',
  'expirationDate.required': MISSING_PAYMENT_DETAILS,
  'expirationDate.string': EXPIRY_MESSAGE,
  'expirationDate.maxLength': EXPIRY_MESSAGE,
  'securityCode.required': MISSING_PAYMENT_DETAILS,
  'securityCode.string': SECURITY_CODE_MESSAGE,
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
    email: vine.string().trim().toLowerCase().maxLength(254).email(),
    country: vine
      .string()
      .use(knownCountry())
      .transform((value) => value as string),
    subscribeToUpdates: vine.boolean().optional(),
    cardNumber: vine
      .string()
      .use(cardNumber())
      .transform((value) => value as string),
    nameOnCard: vine.string().trim().minLength(1).maxLength(120),
    expirationDate: vine
      .string()
      .trim()
      .maxLength(7)
      .use(expirationDate())
      .transform((value) => value as unknown as { month: number; year: number }),
    securityCode: vine.string().trim().use(securityCode()),
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
