import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import Plan from '#models/plan'
import { isBuiltInPlan } from '#services/infra/reference_data'
import { planUsage } from '#services/pricing/plans'

export class PlanNotDeletableException extends Exception {
  static status = 409
  static code = 'E_PLAN_IN_USE'
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/**
 * Deletes a plan nobody has used. A plan with accounts or orders on it is
 * retired instead, so they keep it; a built-in plan would be seeded again
 * at the next start, so it is hidden or retired instead.
 */
export default class DeletePlan {
  async handle(plan: Plan) {
    if (isBuiltInPlan(plan.planType)) {
      throw new PlanNotDeletableException(
        `${plan.title} is a built-in plan and cannot be deleted. Hide it or retire it instead to take it off sale.`,
        { code: 'E_PLAN_BUILT_IN' }
      )
    }
    await db.transaction(async (trx) => {
      // The row lock makes a second delete, or an edit of the plan type, wait for this one.
      const locked = await Plan.query({ client: trx }).where('id', plan.id).forUpdate().firstOrFail()
      const usage = await planUsage(locked.planType, trx)
      if (usage.subscriptions > 0 || usage.orders > 0) {
        const uses = [
          usage.subscriptions > 0 ? `${count(usage.subscriptions, 'account is', 'accounts are')} on it` : null,
          usage.orders > 0 ? `${count(usage.orders, 'order', 'orders')} bought it` : null,
        ].filter(Boolean)
        throw new PlanNotDeletableException(
          `${locked.title} cannot be deleted: ${uses.join(' and ')}. Retire it instead: the accounts on it keep it and nobody new can buy it.`
        )
      }
      await locked.useTransaction(trx).delete()
    })
    return plan
  }
}
