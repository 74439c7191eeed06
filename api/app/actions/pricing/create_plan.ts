import Plan, { type SaleStatus } from '#models/plan'
import { TRIAL_DAYS } from '#domain/pricing'
import type { CreatePlanInput, CreatePlanRecordInput } from '#validators/pricing'

export type NewPlan = CreatePlanInput & { saleStatus?: SaleStatus }

/**
 * Adds a plan after the existing ones, on sale unless told otherwise. The
 * trial is the one asked for; left out, subscriptions get the standard
 * trial and one-time plans none.
 */
export default class CreatePlan {
  async handle({ description, billingPeriod = 'monthly', groupLimit, isPopular, trialDays, saleStatus, ...fields }: NewPlan) {
    const last = await Plan.query().max('sort_order as last').first()
    return Plan.create({
      ...fields,
      description: description ?? '',
      billingPeriod,
      trialDays: trialDays ?? (billingPeriod === 'one_time' ? 0 : TRIAL_DAYS),
      isPopular: isPopular ?? false,
      groupLimit: groupLimit ?? null,
      saleStatus: saleStatus ?? 'on_sale',
      sortOrder: Number(last?.$extras.last ?? -1) + 1,
    })
  }

  /** The plans resource calls the title its name and the sale status its status. */
  static fromRecordInput({ name, status, ...fields }: CreatePlanRecordInput): NewPlan {
    return { ...fields, title: name, saleStatus: status }
  }
}
