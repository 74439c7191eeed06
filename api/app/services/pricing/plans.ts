/*
 * Reading plans and the shapes the screens use: the super-admin editor and
 * the public order page (price as text such as $27), the admin pricing page
 * (price in whole dollars, with trial days and billing period), and the
 * super admin's plans resource (the admin shape with its plan type, group
 * limit, sale status and subscribers).
 */
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Plan from '#models/plan'
import { FALLBACK_PLAN_TYPE, planPrice, type Billing, type PlanPrice } from '#domain/pricing'
import { applyListQuery, type ListQuery } from '#services/infra/list_query'
import { filterIds, filterSearch } from '#services/infra/list_filters'
import type { PlanListFilter } from '#validators/admin_lists'

/** Every plan, in the order the pricing pages show them. */
export function listPlans() {
  return Plan.query().orderBy('sortOrder', 'asc').orderBy('id', 'asc')
}

/** What visitors may buy: the plans on sale. */
export function listPlansOnSale() {
  return listPlans().where('saleStatus', 'on_sale')
}

export const PLAN_NOT_ON_SALE = 'This plan is no longer on sale. Please choose another plan on the Pricing page.'

export class PlanNotOnSaleException extends Exception {
  static status = 422
  static code = 'E_PLAN_NOT_ON_SALE'
  static message = PLAN_NOT_ON_SALE
}

export async function findPlan(id: unknown) {
  const planId = Number(id)
  const plan = Number.isSafeInteger(planId) && planId > 0 ? await Plan.find(planId) : null
  if (!plan) throw new Exception('Pricing plan not found.', { status: 404, code: 'E_NOT_FOUND' })
  return plan
}

export function editorPlan(plan: Plan) {
  return {
    id: plan.id,
    planType: plan.planType,
    title: plan.title,
    price: `$${plan.price}`,
    features: plan.features,
    buttonText: plan.buttonText,
    isPopular: plan.isPopular,
    billingPeriod: plan.billingPeriod,
    groupLimit: plan.groupLimit,
    trialDays: plan.trialDays,
  }
}

export function adminPlan(plan: Plan) {
  return {
    id: plan.id,
    name: plan.title,
    price: plan.price,
    billingPeriod: plan.billingPeriod,
    description: plan.description,
    trialDays: plan.trialDays,
    buttonText: plan.buttonText,
    isPopular: plan.isPopular,
    features: plan.features,
  }
}

/**
 * What a plan costs today and its title: the plan as a super admin last
 * edited it (price, annual price, trial days), so what the pages show and
 * what is charged follow the pricing editor. A plan type that is not stored
 * falls back to starter-lite, and the price list answers when no plan is
 * stored at all. A plan hidden from sale or retired is refused: it is
 * never quoted or sold again, though the accounts on it keep it.
 */
export async function currentPlanPrice(planType: unknown, billing: Billing): Promise<PlanPrice & { title: string }> {
  const requested = typeof planType === 'string' && planType ? await Plan.findBy('planType', planType) : null
  const stored = requested ?? (await Plan.findBy('planType', FALLBACK_PLAN_TYPE))
  if (!stored) {
    const listed = planPrice(planType, billing)
    return { ...listed, title: listed.planType }
  }
  if (stored.saleStatus !== 'on_sale') throw new PlanNotOnSaleException()
  const annual = billing === 'annual' && stored.annualPrice !== null
  return {
    planType: stored.planType,
    title: stored.title,
    period: annual ? 'annual' : stored.billingPeriod,
    price: annual ? stored.annualPrice! : stored.price,
    ...(annual && stored.annualOriginalPrice !== null ? { originalPrice: stored.annualOriginalPrice } : {}),
    trialDays: stored.trialDays,
  }
}

/** Whether a plan type may be bought: stored and on sale, or not stored at all (it falls back to starter-lite). */
export async function isPlanTypeOnSale(planType: string, client: QueryClientContract = db.connection()) {
  const row = await client.from('plans').where('plan_type', planType).select('sale_status').first()
  return !row || row.sale_status === 'on_sale'
}

/** How much a plan is used: the accounts on it (any status) and the orders that bought it. */
export async function planUsage(planType: string, client: QueryClientContract = db.connection()) {
  const { rows } = await client.rawQuery(
    `SELECT (SELECT count(*) FROM subscriptions WHERE plan_type = :planType)::int AS subscriptions,
            (SELECT count(*) FROM orders WHERE plan_type = :planType)::int AS orders`,
    { planType }
  )
  return rows[0] as { subscriptions: number; orders: number }
}

/** The plans resource's record: the admin shape, plus what the super admin manages beyond it. */
function planRecord(plan: Plan) {
  return {
    ...adminPlan(plan),
    planType: plan.planType,
    groupLimit: plan.groupLimit,
    status: plan.saleStatus,
    annualPrice: plan.annualPrice,
    annualOriginalPrice: plan.annualOriginalPrice,
    sortOrder: plan.sortOrder,
    /** Accounts on the plan now: trialing or paid, not expired or canceled. */
    subscribers: Number(plan.$extras.subscribers ?? 0),
    createdAt: plan.createdAt.toISO(),
  }
}

const PLAN_SORTABLE = {
  id: 'id',
  name: 'title',
  planType: 'plan_type',
  price: 'price',
  billingPeriod: 'billing_period',
  trialDays: 'trial_days',
  groupLimit: 'group_limit',
  status: 'sale_status',
  sortOrder: 'sort_order',
  createdAt: 'created_at',
}

function planRecordsQuery() {
  return db
    .from('plans')
    .select(
      'plans.*',
      db.raw(
        `(SELECT count(*) FROM subscriptions WHERE subscriptions.plan_type = plans.plan_type
           AND subscriptions.status NOT IN ('expired', 'canceled'))::int AS subscribers`
      )
    )
}

/** One page of the plans resource: newest first unless asked otherwise. */
export async function listPlanRecords(list: ListQuery, filter: PlanListFilter) {
  const query = planRecordsQuery()
  filterSearch(query, filter.q, ['plan_type', 'title'])
  filterIds(query, filter.id)
  if (filter.status) query.where('sale_status', filter.status)
  if (filter.billingPeriod) query.where('billing_period', filter.billingPeriod)
  const { rows, total, range } = await applyListQuery(query, list, PLAN_SORTABLE, { field: 'createdAt', order: 'DESC' })
  return { plans: rows.map((row) => planRecord(Plan.$createFromAdapterResult(row)!)), total, range }
}

/** One plan of the resource, with its subscribers. */
export async function findPlanRecord(id: unknown) {
  const plan = await findPlan(id)
  const row = await planRecordsQuery().where('id', plan.id).firstOrFail()
  return planRecord(Plan.$createFromAdapterResult(row)!)
}
