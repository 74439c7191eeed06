import { errors } from '@vinejs/vine'
import type Plan from '#models/plan'
import type { SaleStatus } from '#models/plan'
import { isBuiltInPlan } from '#services/infra/reference_data'
import { planUsage } from '#services/pricing/plans'
import type { AdminUpdatePlanInput, UpdatePlanInput, UpdatePlanRecordInput } from '#validators/pricing'

/** The fields any plan editor may change; what is left out stays as it is. */
export type PlanChanges = UpdatePlanInput & { saleStatus?: SaleStatus }

function refuse(field: string, message: string, rule: string): never {
  throw new errors.E_VALIDATION_ERROR([{ field, message, rule }])
}

/**
 * Changes a plan from the super-admin editor, the admin pricing page or the
 * plans resource. Accounts and orders find their plan by its plan type, so
 * a plan in use, or a built-in one (seeded again under its type at every
 * start), keeps its type. A retired plan stays retired.
 */
export default class UpdatePlan {
  async handle(plan: Plan, changes: PlanChanges) {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as PlanChanges
    if (defined.planType !== undefined && defined.planType !== plan.planType) await this.ensureTypeCanChange(plan)
    if (defined.saleStatus !== undefined && defined.saleStatus !== plan.saleStatus && plan.saleStatus === 'retired') {
      refuse('status', 'A retired plan stays retired. Create a new plan to sell it again.', 'retired')
    }
    plan.merge(defined)
    await plan.save()
    return plan
  }

  private async ensureTypeCanChange(plan: Plan) {
    if (isBuiltInPlan(plan.planType)) {
      refuse('planType', `${plan.title} is a built-in plan, so its plan type cannot change.`, 'builtInPlanType')
    }
    const usage = await planUsage(plan.planType)
    if (usage.subscriptions > 0 || usage.orders > 0) {
      refuse('planType', `${plan.title} has accounts or orders on it, which find it by its plan type, so the type cannot change.`, 'planTypeInUse')
    }
  }

  /** The admin page calls the title its name. */
  static fromAdminInput({ name, ...changes }: AdminUpdatePlanInput): PlanChanges {
    return { ...changes, title: name }
  }

  /** The plans resource calls the title its name and the sale status its status. */
  static fromRecordInput({ name, status, ...changes }: UpdatePlanRecordInput): PlanChanges {
    return { ...changes, title: name, saleStatus: status }
  }
}
