/*
 * A plan's price for a subscription: in the currency it was bought in, for
 * the period chosen, from the plan as the super admin last set it.
 */
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import Plan from '#models/plan'
import { convertUsdCentsTo } from '#domain/pricing'
import type { Period } from '#domain/billing'

export interface SubscriptionPrice {
  planType: string
  title: string
  period: Period
  priceMinor: number
  priceUsdCents: number
  /** The plan's monthly list price in US cents, which ranks plans for upgrades and downgrades. */
  monthlyUsdCents: number
  groupLimit: number | null
}

/** The stored plan's price for `period` (a plan without an annual price bills monthly); null for an unknown plan. */
export async function subscriptionPrice(planType: string, period: Period, currency: string, client?: QueryClientContract) {
  const plan = await Plan.query({ client }).where('planType', planType).first()
  if (!plan) return null
  const annual = period === 'annual' && plan.annualPrice !== null
  const chosen: Period = plan.billingPeriod === 'one_time' ? 'one_time' : annual ? 'annual' : 'monthly'
  const usdCents = (annual ? plan.annualPrice! : plan.price) * 100
  return {
    planType: plan.planType,
    title: plan.title,
    period: chosen,
    priceMinor: convertUsdCentsTo(usdCents, currency),
    priceUsdCents: usdCents,
    monthlyUsdCents: plan.price * 100,
    groupLimit: plan.groupLimit,
  } satisfies SubscriptionPrice
}
