import type { HttpContext } from '@adonisjs/core/http'
import UpdatePlan from '#actions/pricing/update_plan'
import { managePricing } from '#abilities/main'
import { adminUpdatePlanValidator } from '#validators/pricing'
import { adminPlan, findPlan, listPlans } from '#services/pricing/plans'

/** The admin pricing page: every plan with its integer price and trial, edited one field at a time. */
export default class AdminPricingController {
  async index({ bouncer }: HttpContext) {
    await bouncer.authorize(managePricing)
    return (await listPlans()).map(adminPlan)
  }

  async update({ bouncer, params, request }: HttpContext) {
    await bouncer.authorize(managePricing)
    const plan = await findPlan(params.planId)
    const input = await request.validateUsing(adminUpdatePlanValidator)
    return adminPlan(await new UpdatePlan().handle(plan, UpdatePlan.fromAdminInput(input)))
  }
}
