import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import type { Database } from '@adonisjs/lucid/database'
import { BILLING_PERIODS, SALE_STATUSES } from '#models/plan'
import { atLeastOneField, whenSent } from '#validators/helpers'
import { isPlanTypeOnSale, PLAN_NOT_ON_SALE } from '#services/pricing/plans'

const PRICE_MESSAGE = 'The price must be a whole number of dollars, such as $27.'
const FEATURES_MESSAGE = 'Please list at least one feature, one per line.'

/** "$27", "27", " $1,200 " or 27 → whole dollars; anything else is refused. */
const dollarPrice = vine.createRule((value, _options, field) => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)$/.exec(text)
  const dollars = match ? Number(match[1].replaceAll(',', '')) : Number.NaN
  if (!Number.isSafeInteger(dollars) || dollars > 1_000_000) {
    field.report(PRICE_MESSAGE, 'price', field)
    return
  }
  field.mutate(dollars, field)
})

/**
 * The editor sends features as a list; a textarea sends one per line
 * (spec section 5). Either way each is trimmed and blanks are dropped.
 */
const featureList = vine.createRule((value, _options, field) => {
  const lines = typeof value === 'string' ? value.split(/\r?\n/) : Array.isArray(value) ? value : null
  if (!lines || lines.some((line) => typeof line !== 'string')) {
    field.report(FEATURES_MESSAGE, 'features', field)
    return
  }
  const features = (lines as string[]).map((line) => line.trim()).filter(Boolean)
  if (!features.length) field.report(FEATURES_MESSAGE, 'features', field)
  else if (features.some((feature) => feature.length > 200)) {
    field.report('Each feature is at most 200 characters.', 'features', field)
  } else field.mutate(features, field)
})

const messages = new SimpleMessagesProvider({
  'planType.required': 'Please enter a plan type.',
  'planType.string': 'Please enter a plan type.',
  'planType.minLength': 'Please enter a plan type.',
  'planType.maxLength': 'Plan types are at most 60 characters.',
  'planType.regex': 'Plan types use lowercase letters, numbers and dashes, such as starter-lite.',
  'planType.database.unique': 'A plan with this plan type already exists.',
  'title.required': 'Please enter a plan title.',
  'title.string': 'Please enter a plan title.',
  'title.minLength': 'Please enter a plan title.',
  'title.maxLength': 'Plan titles are at most 120 characters.',
  'name.required': 'Please enter a plan name.',
  'name.string': 'Please enter a plan name.',
  'name.minLength': 'Please enter a plan name.',
  'name.maxLength': 'Plan names are at most 120 characters.',
  'price.required': 'Please enter a price.',
  'price.number': PRICE_MESSAGE,
  'price.withoutDecimals': PRICE_MESSAGE,
  'price.min': PRICE_MESSAGE,
  'price.max': PRICE_MESSAGE,
  'trialDays.required': 'Trial days must be a whole number of days.',
  'trialDays.number': 'Trial days must be a whole number of days.',
  'trialDays.withoutDecimals': 'Trial days must be a whole number of days.',
  'trialDays.min': 'Trial days must be a whole number of days.',
  'trialDays.max': 'Trials are at most 365 days.',
  'buttonText.required': 'Please enter the button text.',
  'buttonText.string': 'Please enter the button text.',
  'buttonText.minLength': 'Please enter the button text.',
  'buttonText.maxLength': 'Button texts are at most 60 characters.',
  'features.required': FEATURES_MESSAGE,
  'description.required': 'The description must be text.',
  'description.string': 'The description must be text.',
  'description.maxLength': 'Descriptions are at most 1000 characters.',
  'billingPeriod.required': 'Choose a billing period: monthly, annual or one_time.',
  'billingPeriod.enum': 'Choose a billing period: monthly, annual or one_time.',
  'isPopular.required': 'isPopular must be true or false.',
  'isPopular.boolean': 'isPopular must be true or false.',
  'groupLimit.number': 'The group limit must be a whole number of groups, or empty for unlimited.',
  'groupLimit.withoutDecimals': 'The group limit must be a whole number of groups, or empty for unlimited.',
  'groupLimit.min': 'The group limit must be a whole number of groups, or empty for unlimited.',
  'groupLimit.max': 'The group limit is at most 10,000 groups, or empty for unlimited.',
  'status.required': 'Choose a sale status: on_sale, hidden or retired.',
  'status.enum': 'Choose a sale status: on_sale, hidden or retired.',
  'atLeastOneField': 'Send the field to change.',
})

const planType = () =>
  vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const title = () => vine.string().trim().minLength(1).maxLength(120)
const editorPrice = () =>
  vine
    .any()
    .use(dollarPrice())
    .transform((value) => value as number)
const features = () =>
  vine
    .any()
    .use(featureList())
    .transform((value) => value as string[])
const buttonText = () => vine.string().trim().minLength(1).maxLength(60)
const description = () => vine.string().trim().maxLength(1000)
const billingPeriod = () => vine.enum(BILLING_PERIODS)
const groupLimit = () => vine.number().withoutDecimals().min(1).max(10_000).nullable()
const trialDays = () => vine.number().withoutDecimals().min(0).max(365)
const saleStatus = () => vine.enum(SALE_STATUSES)

/**
 * A plan type a visitor may buy: on sale, or not stored at all (the order
 * pages then fall back to starter-lite, spec section 9). Hidden and retired
 * plans are refused by name.
 */
export const planOnSale = vine.createRule(
  async (value, _options, field) => {
    if (typeof value === 'string' && value && !(await isPlanTypeOnSale(value))) {
      field.report(PLAN_NOT_ON_SALE, 'planOnSale', field)
    }
  },
  { isAsync: true }
)

function planTypeIsFree(planId?: number) {
  return async (db: Database, value: string) => {
    const query = db.from('plans').where('plan_type', value)
    if (planId !== undefined) query.whereNot('id', planId)
    return !(await query.first())
  }
}

/** A new plan's type: unused by any plan. */
const newPlanType = () => planType().unique(planTypeIsFree())
/** A changed plan's type: unused by any other plan. */
const changedPlanType = () =>
  planType()
    .unique((db, value, field) => planTypeIsFree(field.meta.planId)(db, value))
    .optional()
    .requiredWhen(whenSent)

/**
 * What a new plan needs after its type and title, the same for the editor
 * and the plans resource: the price, button text and features, then the
 * optional popular flag, description and billing period. Object order is
 * the order of the field errors returned.
 */
const newPlanFields = () => ({
  price: editorPrice(),
  buttonText: buttonText(),
  features: features(),
  isPopular: vine.boolean().optional(),
  description: description().optional(),
  billingPeriod: billingPeriod().optional(),
})

/** The same fields changed: each may be left out, and one sent must be valid (null is refused). */
const changedPlanFields = () => ({
  price: editorPrice().optional().requiredWhen(whenSent),
  buttonText: buttonText().optional().requiredWhen(whenSent),
  features: features().optional().requiredWhen(whenSent),
  isPopular: vine.boolean().optional().requiredWhen(whenSent),
  description: description().optional().requiredWhen(whenSent),
  billingPeriod: billingPeriod().optional().requiredWhen(whenSent),
})

/** Create plan (spec section 5): planType, title, price, buttonText and features are required. */
export const createPlanValidator = vine.compile(
  vine.object({
    planType: newPlanType(),
    title: title(),
    ...newPlanFields(),
    groupLimit: groupLimit().optional(),
    trialDays: trialDays().optional(),
  })
)
createPlanValidator.messagesProvider = messages

/** The editor shape again, for one plan; what is left out stays as it is. isPopular may be sent as null. */
export const updatePlanValidator = vine.withMetaData<{ planId: number }>().compile(
  vine.object({
    planType: changedPlanType(),
    title: title().optional().requiredWhen(whenSent),
    ...changedPlanFields(),
    isPopular: vine.boolean().optional(),
    groupLimit: groupLimit().optional(),
    trialDays: trialDays().optional().requiredWhen(whenSent),
  })
)
updatePlanValidator.messagesProvider = messages

/**
 * The admin pricing editor sends each edit on its own as soon as it is
 * made; price and trialDays arrive parsed as integers (spec section 5).
 */
const adminPlanFields = {
  name: title().optional().requiredWhen(whenSent),
  price: vine.number().withoutDecimals().min(0).max(1_000_000).optional().requiredWhen(whenSent),
  billingPeriod: billingPeriod().optional().requiredWhen(whenSent),
  description: description().optional().requiredWhen(whenSent),
  trialDays: trialDays().optional().requiredWhen(whenSent),
  buttonText: buttonText().optional().requiredWhen(whenSent),
  isPopular: vine.boolean().optional().requiredWhen(whenSent),
  features: features().optional().requiredWhen(whenSent),
}

export const adminUpdatePlanValidator = vine.compile(
  vine.object(adminPlanFields).use(atLeastOneField({ fields: Object.keys(adminPlanFields) }))
)
adminUpdatePlanValidator.messagesProvider = messages

/**
 * The plans resource: the admin shape (the title is its name, the price
 * whole dollars) with the plan type, group limit and sale status. Create
 * needs what the editor's create needs.
 */
export const createPlanRecordValidator = vine.compile(
  vine.object({
    planType: newPlanType(),
    name: title(),
    ...newPlanFields(),
    trialDays: trialDays().optional(),
    groupLimit: groupLimit().optional(),
    status: saleStatus().optional(),
  })
)
createPlanRecordValidator.messagesProvider = messages

/** A whole record or some of its fields; what is left out stays as it is. */
export const updatePlanRecordValidator = vine.withMetaData<{ planId: number }>().compile(
  vine.object({
    planType: changedPlanType(),
    name: title().optional().requiredWhen(whenSent),
    ...changedPlanFields(),
    trialDays: trialDays().optional().requiredWhen(whenSent),
    groupLimit: groupLimit().optional(),
    status: saleStatus().optional().requiredWhen(whenSent),
  })
)
updatePlanRecordValidator.messagesProvider = messages

export type CreatePlanInput = Infer<typeof createPlanValidator>
export type UpdatePlanInput = Infer<typeof updatePlanValidator>
export type AdminUpdatePlanInput = Infer<typeof adminUpdatePlanValidator>
export type CreatePlanRecordInput = Infer<typeof createPlanRecordValidator>
export type UpdatePlanRecordInput = Infer<typeof updatePlanRecordValidator>
