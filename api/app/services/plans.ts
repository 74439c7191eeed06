/*
 * Reading plans and the two shapes the spec's screens use: the super-admin
 * editor (price as text such as $27) and the admin pricing page (price in
 * whole dollars, with trial days and billing period).
 */
import { Exception } from '@adonisjs/core/exceptions'
import Plan from '#models/plan'
import { FALLBACK_PLAN_TYPE, planPrice, type Billing, type PlanPrice } from '#domain/pricing'

export function listPlans() {
  return Plan.query().orderBy('sortOrder', 'asc').orderBy('id', 'asc')
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
 * stored at all.
 */
export async function currentPlanPrice(planType: unknown, billing: Billing): Promise<PlanPrice & { title: string }> {
  const requested = typeof planType === 'string' && planType ? await Plan.findBy('planType', planType) : null
  const stored = requested ?? (await Plan.findBy('planType', FALLBACK_PLAN_TYPE))
  if (!stored) {
    const listed = planPrice(planType, billing)
    return { ...listed, title: listed.planType }
  }
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
