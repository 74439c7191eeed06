import Plan from '#models/plan'
import { TRIAL_DAYS } from '#domain/pricing'
import type { CreatePlanInput } from '#validators/pricing'

/** Adds a plan after the existing ones; subscriptions get the standard trial, one-time plans none. */
export default class CreatePlan {
  async handle({ description, billingPeriod = 'monthly', groupLimit, isPopular, ...fields }: CreatePlanInput) {
    const last = await Plan.query().max('sort_order as last').first()
    return Plan.create({
      ...fields,
      description: description ?? '',
      billingPeriod,
      trialDays: billingPeriod === 'one_time' ? 0 : TRIAL_DAYS,
      isPopular: isPopular ?? false,
      groupLimit: groupLimit ?? null,
      sortOrder: Number(last?.$extras.last ?? -1) + 1,
    })
  }
}
