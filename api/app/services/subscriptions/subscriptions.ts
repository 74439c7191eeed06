/*
 * Reading an owner's subscription: its plan, what that plan allows, and
 * whether automation is paused because a trial ended unpaid.
 */
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Plan from '#models/plan'
import { clock } from '#services/infra/clock'
import { groupLimitFor, TRIAL_DAYS, TRIAL_GROUP_LIMIT, TRIAL_PLAN_TITLE, TRIAL_PLAN_TYPE } from '#domain/pricing'
import {
  PAUSED_REASONS,
  effectiveStatus,
  groupLimitMessage,
  implicitTrial,
  pausedReason,
  type SubscriptionFacts,
  type SubscriptionStatus,
} from '#domain/subscriptions'

export class PlanLimitException extends Exception {
  static status = 403
  static code = 'E_PLAN_LIMIT'
}

interface AccountRow {
  role: string
  created_at: Date
  plan_type: string | null
  status: SubscriptionStatus | null
  trial_ends_at: Date | null
  current_period_end: Date | null
}

export interface AccountPlan {
  isSuperAdmin: boolean
  subscription: SubscriptionFacts
  currentPeriodEnd: Date | null
}

/** The account's role and subscription in one query; null when there is no such account. */
export async function accountPlan(userId: number, client: QueryClientContract = db.connection()): Promise<AccountPlan | null> {
  const row: AccountRow | null = await client
    .from('users')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .where('users.id', userId)
    .select(
      'users.role',
      'users.created_at',
      'subscriptions.plan_type',
      'subscriptions.status',
      'subscriptions.trial_ends_at',
      'subscriptions.current_period_end'
    )
    .first()
  if (!row) return null
  const subscription: SubscriptionFacts =
    row.status && row.plan_type
      ? { planType: row.plan_type, status: row.status, trialEndsAt: row.trial_ends_at, currentPeriodEnd: row.current_period_end }
      : implicitTrial(row.created_at, TRIAL_DAYS)
  return { isSuperAdmin: row.role === 'super_admin', subscription, currentPeriodEnd: row.current_period_end }
}

/** Why the rules may not decide this owner's requests now, or null while automation runs. */
export async function automationPausedReason(userId: number, client: QueryClientContract, now = clock.now()) {
  const plan = await accountPlan(userId, client)
  return plan ? pausedReason(plan.subscription, plan.isSuperAdmin, now) : null
}

/** The plan's title and group limit (null is unlimited), as a super admin last set them. */
export async function planAllowance(planType: string, client: QueryClientContract = db.connection()) {
  if (planType === TRIAL_PLAN_TYPE) return { title: TRIAL_PLAN_TITLE, groupLimit: TRIAL_GROUP_LIMIT }
  const plan = await Plan.query({ client }).where('planType', planType).first()
  return plan
    ? { title: plan.title, groupLimit: plan.groupLimit }
    : { title: planType, groupLimit: groupLimitFor(planType) }
}

export async function groupsUsed(userId: number, client: QueryClientContract = db.connection()) {
  const row = await client.from('groups').where('user_id', userId).count('* as total').first()
  return Number(row?.total ?? 0)
}

const iso = (date: Date | null) => (date ? DateTime.fromJSDate(date).toUTC().toISO() : null)

/** GET /api/subscription: the owner's plan, its limit and use, and whether automation is paused. */
export async function subscriptionSummary(userId: number, now = clock.now()) {
  const plan = (await accountPlan(userId))!
  const { subscription } = plan
  const allowance = await planAllowance(subscription.planType)
  const reason = pausedReason(subscription, plan.isSuperAdmin, now)
  return {
    planType: subscription.planType,
    planTitle: allowance.title,
    status: effectiveStatus(subscription, now),
    trialEndsAt: iso(subscription.trialEndsAt),
    currentPeriodEnd: iso(plan.currentPeriodEnd),
    groupLimit: plan.isSuperAdmin ? null : allowance.groupLimit,
    groupsUsed: await groupsUsed(userId),
    automationPaused: reason !== null,
    pausedReason: reason,
  }
}

/**
 * Refuses one more group past the plan's limit (super admins have none).
 * Run inside the transaction that connects the group: the owner's lock
 * makes two connections at once count each other.
 */
export async function ensureRoomForGroup(userId: number, client: QueryClientContract) {
  await client.rawQuery('SELECT pg_advisory_xact_lock(?, ?)', [GROUP_LIMIT_LOCK, userId])
  const plan = await accountPlan(userId, client)
  if (!plan || plan.isSuperAdmin) return
  // A plan whose renewal failed after every retry leaves the account read-only: everything kept, nothing added.
  if (pausedReason(plan.subscription, false, clock.now()) === PAUSED_REASONS.unpaid) throw new PlanLimitException(PAUSED_REASONS.unpaid)
  const allowance = await planAllowance(plan.subscription.planType, client)
  if (allowance.groupLimit === null) return
  if ((await groupsUsed(userId, client)) < allowance.groupLimit) return
  throw new PlanLimitException(groupLimitMessage(allowance.title, plan.subscription.planType, allowance.groupLimit))
}

/** Namespace of the per-owner advisory lock taken while connecting a group. */
const GROUP_LIMIT_LOCK = 7_420_301
