/*
 * Reading plans and the two shapes the spec's screens use: the super-admin
 * editor (price as text such as $27) and the admin pricing page (price in
 * whole dollars, with trial days and billing period).
 */
import { Exception } from '@adonisjs/core/exceptions'
import Plan from '#models/plan'

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
