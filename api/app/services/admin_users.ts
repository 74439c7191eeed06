/*
 * The super admin's user list: every account with its role, status and
 * subscription, in the web app's list protocol.
 */
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { TRIAL_DAYS } from '#domain/pricing'
import { effectiveStatus, implicitTrial, type SubscriptionStatus } from '#domain/subscriptions'
import { applyList, defineList, type ListQuery } from '#services/list_query'

export const USER_LIST = defineList({
  resource: 'users',
  sorts: {
    id: 'id',
    email: 'email',
    firstName: 'first_name',
    lastName: 'last_name',
    role: 'role',
    isActive: 'is_active',
    createdAt: 'created_at',
    planType: 'plan_type',
  },
  defaultSort: { field: 'id', order: 'ASC' },
  filters: { q: 'text' },
})

interface UserRow {
  id: number
  email: string
  first_name: string | null
  last_name: string | null
  role: User['role']
  is_active: boolean
  permissions: string[]
  created_at: Date
  plan_type: string | null
  status: SubscriptionStatus | null
  trial_ends_at: Date | null
}

function present(row: UserRow, now: Date) {
  const subscription =
    row.status && row.plan_type
      ? { planType: row.plan_type, status: row.status, trialEndsAt: row.trial_ends_at }
      : implicitTrial(row.created_at, TRIAL_DAYS)
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
    planType: subscription.planType,
    subscriptionStatus: effectiveStatus(subscription, now),
  }
}

/** Accounts with their subscription, as one derived table so the list's columns need no prefix. */
function usersQuery() {
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
      'subscriptions.plan_type',
      'subscriptions.status',
      'subscriptions.trial_ends_at'
    )
  return db.from(joined.as('accounts')).select('*')
}

/** One page of accounts; filter q matches the email or the name, in any letter case. */
export async function listUsers(list: ListQuery, now = new Date()) {
  const query = usersQuery()
  const q = typeof list.filter.q === 'string' ? list.filter.q.trim() : ''
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    query.where((where) => {
      where
        .whereILike('email', like)
        .orWhereRaw(`concat_ws(' ', first_name, last_name) ILIKE ?`, [like])
    })
  }
  const { rows, total, range } = await applyList<UserRow>(query, list, USER_LIST)
  return { users: rows.map((row) => present(row, now)), total, range }
}

export async function findUser(id: unknown) {
  const userId = Number(id)
  const user = Number.isSafeInteger(userId) && userId > 0 ? await User.find(userId) : null
  if (!user) throw new Exception('User not found.', { status: 404, code: 'E_NOT_FOUND' })
  return user
}

/** The list's row for one account, after a change. */
export async function adminUser(user: User, now = new Date()) {
  const row = (await usersQuery().where('id', user.id).first()) as UserRow
  return present(row, now)
}
