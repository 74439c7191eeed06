/*
 * The super admin's read of every order and subscription, in the web app's
 * list protocol. Both read what the tables hold, with no rule of their own
 * beyond the subscription status the users list shows too.
 */
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import type { ListQuery } from '#services/infra/list_query'
import { filterIds, filterSearch } from '#services/infra/list_filters'
import { filterSubscriptionStatus, subscriptionStatusSql } from '#services/admin/admin_users'
import { derivedTable, findOr404, newestFirstPage } from '#services/admin/admin_pages'
import type { OrderListFilter, SubscriptionListFilter } from '#validators/admin_lists'

const iso = (value: Date | null) => (value ? value.toISOString() : null)

function presentOrder(order: Order) {
  return {
    id: order.id,
    orderId: order.publicId,
    userId: order.userId,
    email: order.email,
    firstName: order.firstName,
    lastName: order.lastName,
    country: order.country,
    marketingConsent: order.marketingConsent,
    planType: order.planType,
    billing: order.billing,
    amountUsdCents: order.amountUsdCents,
    amountLocal: order.amountLocal,
    currency: order.currency,
    dueTodayCents: order.dueTodayCents,
    trialEndsAt: order.trialEndsAt?.toISO() ?? null,
    status: order.status,
    cardBrand: order.cardBrand,
    cardLast4: order.cardLast4,
    cardExpMonth: order.cardExpMonth,
    cardExpYear: order.cardExpYear,
    createdAt: order.createdAt.toISO(),
  }
}

const ORDER_SORTABLE = {
  id: 'id',
  orderId: 'public_id',
  email: 'email',
  planType: 'plan_type',
  status: 'status',
  amountUsdCents: 'amount_usd_cents',
  createdAt: 'created_at',
}

/** One page of orders, newest first unless asked otherwise; q matches the email, the order ID or the name. */
export async function listOrders(list: ListQuery, filter: OrderListFilter) {
  const query = db.from('orders').select('*')
  filterSearch(query, filter.q, ['email', 'public_id', 'first_name', 'last_name'])
  filterIds(query, filter.id)
  if (filter.plan) query.where('plan_type', filter.plan)
  if (filter.status) query.where('status', filter.status)
  if (filter.userId) query.where('user_id', filter.userId)
  const { rows, ...page } = await newestFirstPage(query, list, ORDER_SORTABLE, (row) =>
    presentOrder(Order.$createFromAdapterResult(row)!)
  )
  return { orders: rows, ...page }
}

export async function findOrder(id: unknown) {
  return presentOrder(await findOr404(id, 'Order', (orderId) => Order.find(orderId)))
}

interface SubscriptionRow {
  id: number
  user_id: number
  email: string
  plan_type: string
  subscription_status: string
  trial_ends_at: Date | null
  current_period_end: Date | null
  order_id: number | null
  created_at: Date
  updated_at: Date | null
}

function presentSubscription(row: SubscriptionRow) {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    planType: row.plan_type,
    status: row.subscription_status,
    trialEndsAt: iso(row.trial_ends_at),
    currentPeriodEnd: iso(row.current_period_end),
    orderId: row.order_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

/** Subscriptions with their account's email, as one derived table so the list's columns need no prefix. */
function subscriptionsQuery(now: Date) {
  const joined = db
    .from('subscriptions')
    .join('users', 'users.id', 'subscriptions.user_id')
    .select(
      'subscriptions.id',
      'subscriptions.user_id',
      'users.email',
      'subscriptions.plan_type',
      'subscriptions.status AS stored_status',
      subscriptionStatusSql(now),
      'subscriptions.trial_ends_at',
      'subscriptions.current_period_end',
      'subscriptions.order_id',
      'subscriptions.created_at',
      'subscriptions.updated_at'
    )
  return derivedTable(joined, 'subscription_rows')
}

const SUBSCRIPTION_SORTABLE = {
  id: 'id',
  email: 'email',
  planType: 'plan_type',
  status: 'subscription_status',
  trialEndsAt: 'trial_ends_at',
  currentPeriodEnd: 'current_period_end',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
}

/** One page of subscriptions, newest first unless asked otherwise; q matches the account's email. */
export async function listSubscriptions(list: ListQuery, filter: SubscriptionListFilter, now = new Date()) {
  const query = subscriptionsQuery(now)
  filterSearch(query, filter.q, ['email'])
  filterIds(query, filter.id)
  if (filter.plan) query.where('plan_type', filter.plan)
  filterSubscriptionStatus(query, filter.status, now)
  if (filter.userId) query.where('user_id', filter.userId)
  const { rows, ...page } = await newestFirstPage(query, list, SUBSCRIPTION_SORTABLE, presentSubscription)
  return { subscriptions: rows, ...page }
}

export async function findSubscription(id: unknown, now = new Date()) {
  const row = await findOr404(id, 'Subscription', (subscriptionId) => subscriptionsQuery(now).where('id', subscriptionId).first())
  return presentSubscription(row as SubscriptionRow)
}
