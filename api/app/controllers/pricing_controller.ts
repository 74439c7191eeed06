import type { HttpContext } from '@adonisjs/core/http'
import CreatePlan from '#actions/pricing/create_plan'
import UpdatePlan from '#actions/pricing/update_plan'
import { managePricing } from '#abilities/main'
import { createPlanValidator, updatePlanValidator } from '#validators/pricing'
import { editorPlan, findPlan, listPlansOnSale } from '#services/pricing/plans'

/** The plans as the public order page and the super-admin plan editor see them; visitors see only those on sale. */
export default class PricingController {
  async index() {
    return (await listPlansOnSale()).map(editorPlan)
  }

  async store({ bouncer, request, response }: HttpContext) {
    await bouncer.authorize(managePricing)
    const input = await request.validateUsing(createPlanValidator)
    return response.created(editorPlan(await new CreatePlan().handle(input)))
  }

  async update({ bouncer, params, request }: HttpContext) {
    await bouncer.authorize(managePricing)
    const plan = await findPlan(params.id)
    const input = await request.validateUsing(updatePlanValidator, { meta: { planId: plan.id } })
    return editorPlan(await new UpdatePlan().handle(plan, input))
  }
}
