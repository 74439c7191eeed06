import type { HttpContext } from '@adonisjs/core/http'
import CreatePlan from '#actions/pricing/create_plan'
import UpdatePlan from '#actions/pricing/update_plan'
import DeletePlan from '#actions/pricing/delete_plan'
import { managePricing } from '#abilities/main'
import { createPlanRecordValidator, updatePlanRecordValidator } from '#validators/pricing'
import { planListFilterValidator, validListFilter } from '#validators/admin_lists'
import { findPlan, findPlanRecord, listPlanRecords } from '#services/pricing/plans'
import { contentRange, parseListQuery } from '#services/infra/list_query'

/** The plans resource: every plan, on sale or not, with its group limit, trial and subscribers. */
export default class AdminPlansController {
  async index({ bouncer, request, response }: HttpContext) {
    await bouncer.authorize(managePricing)
    const list = parseListQuery(request.qs())
    const { plans, total, range } = await listPlanRecords(list, await validListFilter(planListFilterValidator, list))
    response.header('Content-Range', contentRange('plans', range.start, plans.length, total))
    return plans
  }

  async show({ bouncer, params }: HttpContext) {
    await bouncer.authorize(managePricing)
    return findPlanRecord(params.planId)
  }

  async store({ bouncer, request, response }: HttpContext) {
    await bouncer.authorize(managePricing)
    const input = await request.validateUsing(createPlanRecordValidator)
    const plan = await new CreatePlan().handle(CreatePlan.fromRecordInput(input))
    return response.created(await findPlanRecord(plan.id))
  }

  async update({ bouncer, params, request }: HttpContext) {
    await bouncer.authorize(managePricing)
    const plan = await findPlan(params.planId)
    const input = await request.validateUsing(updatePlanRecordValidator, { meta: { planId: plan.id } })
    await new UpdatePlan().handle(plan, UpdatePlan.fromRecordInput(input))
    return findPlanRecord(plan.id)
  }

  async destroy({ bouncer, params }: HttpContext) {
    await bouncer.authorize(managePricing)
    const plan = await findPlan(params.planId)
    const record = await findPlanRecord(plan.id)
    await new DeletePlan().handle(plan)
    return record
  }
}
