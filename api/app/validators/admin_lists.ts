/*
 * What each of the super admin's lists may be filtered by. The list
 * protocol (#services/infra/list_query) reads `filter` as any JSON object; these
 * validators hold it to the fields the list knows, so a misspelt or unknown
 * filter is a 422 naming it instead of being ignored and answering
 * everything.
 */
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import type { Infer, SchemaTypes } from '@vinejs/vine/types'
import { BILLING_PERIODS, SALE_STATUSES } from '#models/plan'
import { SUBSCRIPTION_STATUSES } from '#models/subscription'
import { ORDER_STATUSES } from '#models/order'
import type { ListQuery } from '#services/infra/list_query'

/** Refuses filter fields the list does not know. */
const knownFilters = vine.createRule((value, options: { fields: readonly string[] }, field) => {
  if (typeof value !== 'object' || value === null) return
  for (const name of Object.keys(value)) {
    if (!options.fields.includes(name)) {
      field.report(`This list cannot be filtered by "${name}". It can be filtered by ${options.fields.join(', ')}.`, 'knownFilters', field)
      return
    }
  }
})

const messages: Record<string, string> = {
  'filter.object': 'The filter parameter must be a JSON object.',
  'filter.q.string': 'The search (q) is text.',
  'filter.q.maxLength': 'The search (q) is at most 200 characters.',
  'filter.id.array': 'The id filter is a list of ids.',
  'filter.id.maxLength': 'The id filter lists at most 500 ids.',
  'filter.id.*.number': 'The id filter is a list of ids.',
  'filter.id.*.withoutDecimals': 'The id filter is a list of ids.',
  'filter.id.*.positive': 'The id filter is a list of ids.',
  'filter.role.enum': 'The role filter is user, admin or super_admin.',
  'filter.plan.string': 'The plan filter is a plan type such as silver.',
  'filter.plan.maxLength': 'The plan filter is a plan type such as silver.',
  'filter.status.string': 'The status filter is text.',
  'filter.status.maxLength': 'The status filter is at most 20 characters.',
  'filter.isActive.boolean': 'The isActive filter is true or false.',
  'filter.billingPeriod.enum': 'The billingPeriod filter is monthly, annual or one_time.',
  'filter.userId.number': 'The userId filter is an account id.',
  'filter.userId.withoutDecimals': 'The userId filter is an account id.',
  'filter.userId.positive': 'The userId filter is an account id.',
}

/** "a, b or c" */
const oneOf = (choices: readonly string[]) => `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`

function filterValidator<Properties extends Record<string, SchemaTypes>>(
  properties: Properties,
  statuses?: readonly string[]
) {
  const validator = vine.compile(
    vine.object({
      filter: vine.object(properties).use(knownFilters({ fields: Object.keys(properties) })),
    })
  )
  validator.messagesProvider = new SimpleMessagesProvider({
    ...messages,
    ...(statuses ? { 'filter.status.enum': `The status filter is ${oneOf(statuses)}.` } : {}),
  })
  return validator
}

const search = () => vine.string().trim().maxLength(200).optional()
const ids = () => vine.array(vine.number().withoutDecimals().positive()).maxLength(500).optional()
const planType = () => vine.string().trim().maxLength(60).optional()

export const userListFilterValidator = filterValidator({
  q: search(),
  id: ids(),
  role: vine.enum(['user', 'admin', 'super_admin'] as const).optional(),
  plan: planType(),
  status: vine.enum(SUBSCRIPTION_STATUSES).optional(),
  isActive: vine.boolean({ strict: true }).optional(),
}, SUBSCRIPTION_STATUSES)

export const planListFilterValidator = filterValidator({
  q: search(),
  id: ids(),
  status: vine.enum(SALE_STATUSES).optional(),
  billingPeriod: vine.enum(BILLING_PERIODS).optional(),
}, SALE_STATUSES)

export const orderListFilterValidator = filterValidator({
  q: search(),
  id: ids(),
  plan: planType(),
  status: vine.enum(ORDER_STATUSES).optional(),
  userId: vine.number().withoutDecimals().positive().optional(),
}, ORDER_STATUSES)

export const subscriptionListFilterValidator = filterValidator({
  q: search(),
  id: ids(),
  plan: planType(),
  status: vine.enum(SUBSCRIPTION_STATUSES).optional(),
  userId: vine.number().withoutDecimals().positive().optional(),
}, SUBSCRIPTION_STATUSES)


/** The list's filter, checked against what the list knows. */
export async function validListFilter<Filter>(
  validator: { validate(data: unknown): Promise<{ filter: Filter }> },
  list: ListQuery
): Promise<Filter> {
  return (await validator.validate({ filter: list.filter })).filter
}

export type UserListFilter = Infer<typeof userListFilterValidator>['filter']
export type PlanListFilter = Infer<typeof planListFilterValidator>['filter']
export type OrderListFilter = Infer<typeof orderListFilterValidator>['filter']
export type SubscriptionListFilter = Infer<typeof subscriptionListFilterValidator>['filter']
