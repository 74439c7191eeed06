/*
 * The super admin's user list: every account with its role, status and
 * plan, in the web app's list protocol. An account without a stored
 * subscription is on the trial it had from its creation, a trial whose
 * end has passed is expired, and a canceled plan is active until its paid
 * period ends: all are worked out in SQL, the way
 * #domain/subscriptions does in code, so the list filters by what it shows.
 */
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import User from '#models/user'
import { TRIAL_DAYS, TRIAL_PLAN_TYPE } from '#domain/pricing'
import type { SubscriptionStatus } from '#domain/subscriptions'
import { applyListQuery, type ListQuery } from '#services/infra/list_query'
import { containsPattern, filterIds } from '#services/infra/list_filters'
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
      db.raw('coalesce(subscriptions.plan_type, ?) AS plan_type', [TRIAL_PLAN_TYPE]),
      subscriptionStatusSql(now)
    )
  return db.from(joined.as('accounts')).select('*')
}

/**
 * Only trials (trialing to expired) and canceled plans (active until the
 * paid period ends) turn from one status into another; any other status is
 * shown as stored, so it is filtered on the stored column, which an index
 * answers.
 */
export function filterSubscriptionStatus<Row>(query: DatabaseQueryBuilderContract<Row>, status: string | undefined) {
  if (!status) return
  if (status === 'trialing' || status === 'expired' || status === 'canceled') query.where('subscription_status', status)
  else if (status === 'active') query.where((active) => active.where('stored_status', 'active').orWhere('stored_status', 'canceled'))
    .where('subscription_status', 'active')
  else query.where('stored_status', status)
}

/**
 * One page of accounts, newest first unless asked otherwise. Filter q
 * matches the email or the name in any letter case (the trigram indexes of
 * migration 6210 answer it, hence the name written as they index it);
 * role, plan, status and isActive narrow it.
 */
export async function listUsers(list: ListQuery, filter: UserListFilter, now = new Date()) {
  const query = usersQuery(now)
  if (filter.q) {
    const pattern = containsPattern(filter.q)
    query.where((where) => {
      where.whereILike('email', pattern).orWhereRaw(`(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) ILIKE ?`, [pattern])
    })
  }
  filterIds(query, filter.id)
  if (filter.role) query.where('role', filter.role)
  // Accounts without a subscription row are on the trial.
  if (filter.plan === TRIAL_PLAN_TYPE) query.where((trial) => trial.whereNull('stored_plan_type').orWhere('stored_plan_type', TRIAL_PLAN_TYPE))
  else if (filter.plan) query.where('stored_plan_type', filter.plan)
  filterSubscriptionStatus(query, filter.status)
  if (typeof filter.isActive === 'boolean') query.where('is_active', filter.isActive)
  const { rows, total, range } = await applyListQuery<UserRow>(query, list, SORTABLE, { field: 'createdAt', order: 'DESC' })
  return { users: rows.map(present), total, range }
}

export async function findUser(id: unknown) {
  const userId = Number(id)
  const user = Number.isSafeInteger(userId) && userId > 0 ? await User.find(userId) : null
  if (!user) throw new Exception('User not found.', { status: 404, code: 'E_NOT_FOUND' })
  return user
}

/** The list's row for one account. */
export async function adminUser(user: User, now = new Date()) {
  const row = (await usersQuery(now).where('id', user.id).first()) as UserRow
  return present(row)
}
