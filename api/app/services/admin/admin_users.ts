/*
 * The super admin's user list: every account with its role, status and
 * plan, in the web app's list protocol. An account without a stored
 * subscription is on the trial it had from its creation, a trial whose
 * end has passed is expired, and a canceled plan is active until its paid
 * period ends: all are worked out in SQL, the way
 * #domain/subscriptions does in code, so the list filters by what it shows.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import User from '#models/user'
import { TRIAL_DAYS, TRIAL_PLAN_TYPE } from '#domain/pricing'
import type { SubscriptionStatus } from '#domain/subscriptions'
import type { ListQuery } from '#services/infra/list_query'
import { containsPattern, filterIds } from '#services/infra/list_filters'
import { derivedTable, findOr404, newestFirstPage } from '#services/admin/admin_pages'
import type { UserListFilter } from '#validators/admin_lists'

const SORTABLE = {
  id: 'id',
  email: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
  role: 'role',
  isActive: 'is_active',
  createdAt: 'created_at',
  planType: 'plan_type',
  subscriptionStatus: 'subscription_status',
}

interface UserRow {
  id: number
  email: string
  first_name: string | null
  last_name: string | null
  role: User['role']
  is_active: boolean
  permissions: string[]
  created_at: Date
  plan_type: string
  subscription_status: SubscriptionStatus
}

function present(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    isSuperAdmin: row.role === 'super_admin',
    isActive: row.is_active,
    permissions: row.permissions,
    createdAt: row.created_at.toISOString(),
    planType: row.plan_type,
    subscriptionStatus: row.subscription_status,
  }
}

/**
 * The account's subscription status at `now`: effectiveStatus of
 * #domain/subscriptions, with implicitTrial for accounts that have no
 * subscription row.
 */
export function subscriptionStatusSql(now: Date) {
  return db.raw(
    `CASE
       WHEN subscriptions.id IS NULL THEN
         CASE WHEN users.created_at + make_interval(days => ?) <= ? THEN 'expired' ELSE 'trialing' END
       WHEN subscriptions.status = 'trialing' AND subscriptions.plan_type = ? AND subscriptions.trial_ends_at <= ? THEN 'expired'
       WHEN subscriptions.status = 'canceled' AND subscriptions.current_period_end > ? THEN 'active'
       ELSE subscriptions.status
     END AS subscription_status`,
    [TRIAL_DAYS, now, TRIAL_PLAN_TYPE, now, now]
  )
}

/** Accounts with their subscription, as one derived table so the list's columns need no prefix. */
function usersQuery(now: Date) {
  const joined = db
    .from('users')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .select(
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.is_active',
      'users.permissions',
      'users.created_at',
      'subscriptions.plan_type AS stored_plan_type',
      'subscriptions.status AS stored_status',
      'subscriptions.current_period_end',
      db.raw('coalesce(subscriptions.plan_type, ?) AS plan_type', [TRIAL_PLAN_TYPE]),
      subscriptionStatusSql(now)
    )
  return derivedTable(joined, 'accounts')
}

/** Where a filter finds the stored subscription's columns: the derived tables' names, or the table's own. */
export interface StoredSubscriptionColumns {
  plan: string
  status: string
  periodEnd: string
}

const DERIVED_COLUMNS: StoredSubscriptionColumns = { plan: 'stored_plan_type', status: 'stored_status', periodEnd: 'current_period_end' }
const TABLE_COLUMNS: StoredSubscriptionColumns = { plan: 'plan_type', status: 'status', periodEnd: 'current_period_end' }

/**
 * Only trials (trialing to expired) and canceled plans (active until the
 * paid period ends) turn from one status into another. Active and canceled
 * are written on the stored columns (an index answers them and the planner
 * can estimate them); trialing and expired also cover accounts without a
 * subscription row, so they are read from the worked-out status; any other
 * status is shown as stored.
 */
export function filterSubscriptionStatus<Row>(
  query: DatabaseQueryBuilderContract<Row>,
  status: string | undefined,
  now: Date,
  columns: StoredSubscriptionColumns = DERIVED_COLUMNS
) {
  if (!status) return
  if (status === 'trialing' || status === 'expired') query.where('subscription_status', status)
  else if (status === 'active') {
    query.where((active) =>
      active.where(columns.status, 'active').orWhere((paid) => paid.where(columns.status, 'canceled').where(columns.periodEnd, '>', now))
    )
  } else if (status === 'canceled') {
    query
      .where(columns.status, 'canceled')
      .where((ended) => ended.whereNull(columns.periodEnd).orWhere(columns.periodEnd, '<=', now))
  } else query.where(columns.status, status)
}

/**
 * Filters on the account itself. q matches the email or the name in any
 * letter case (the trigram indexes of migration 6210 answer it, hence the
 * name written as they index it).
 */
function filterAccounts<Row>(query: DatabaseQueryBuilderContract<Row>, filter: UserListFilter) {
  if (filter.q) {
    const pattern = containsPattern(filter.q)
    query.where((where) => {
      where.whereILike('email', pattern).orWhereRaw(`(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ILIKE ?`, [pattern])
    })
  }
  filterIds(query, filter.id)
  if (filter.role) query.where('role', filter.role)
  if (typeof filter.isActive === 'boolean') query.where('is_active', filter.isActive)
}

/** Filters on the account's plan and subscription status. */
function filterPlan<Row>(query: DatabaseQueryBuilderContract<Row>, filter: UserListFilter, now: Date, columns = DERIVED_COLUMNS) {
  // Accounts without a subscription row are on the trial.
  if (filter.plan === TRIAL_PLAN_TYPE) query.where((trial) => trial.whereNull(columns.plan).orWhere(columns.plan, TRIAL_PLAN_TYPE))
  else if (filter.plan) query.where(columns.plan, filter.plan)
  filterSubscriptionStatus(query, filter.status, now, columns)
}

const hasAccountFilter = (filter: UserListFilter) =>
  !!filter.q || filter.id != null || !!filter.role || typeof filter.isActive === 'boolean'

/**
 * The same accounts as the list finds, counted from one table when one
 * table answers: an account has at most one subscription row, so without a
 * plan or status filter the accounts found are the users found, and with
 * only a bought plan or a status that only a stored row has they are the
 * subscription rows found. Counting 100,000 accounts, or a fifth of them
 * by plan, then reads one index instead of joining every account.
 */
function countQuery(filter: UserListFilter, now: Date) {
  const planFilter = !!filter.plan || !!filter.status
  if (!planFilter) {
    const users = db.from('users')
    filterAccounts(users, filter)
    return users
  }
  const onlyStored = filter.plan !== TRIAL_PLAN_TYPE && filter.status !== 'trialing' && filter.status !== 'expired'
  if (hasAccountFilter(filter) || !onlyStored) return undefined
  const subscriptions = db.from('subscriptions')
  filterPlan(subscriptions, filter, now, TABLE_COLUMNS)
  return subscriptions
}

/** One page of accounts, newest first unless asked otherwise, narrowed by q, role, plan, status and isActive. */
export async function listUsers(list: ListQuery, filter: UserListFilter, now = new Date()) {
  const query = usersQuery(now)
  filterAccounts(query, filter)
  filterPlan(query, filter, now)
  const { rows, ...page } = await newestFirstPage(query, list, SORTABLE, present, { count: countQuery(filter, now) })
  return { users: rows, ...page }
}

export async function findUser(id: unknown) {
  return findOr404(id, 'User', (userId) => User.find(userId))
}

/** The list's row for one account. */
export async function adminUser(user: User, now = new Date()) {
  const row = (await usersQuery(now).where('id', user.id).first()) as UserRow
  return present(row)
}
