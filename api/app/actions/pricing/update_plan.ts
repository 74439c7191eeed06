import type Plan from '#models/plan'
import type { AdminUpdatePlanInput, UpdatePlanInput } from '#validators/pricing'

/** The fields either pricing editor may change; what is left out stays as it is. */
export type PlanChanges = UpdatePlanInput & Pick<AdminUpdatePlanInput, 'trialDays'>

/** Changes a plan from the super-admin editor or the admin pricing page. */
export default class UpdatePlan {
  async handle(plan: Plan, changes: PlanChanges) {
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    plan.merge(defined)
    await plan.save()
    return plan
  }

  /** The admin page calls the title its name. */
  static fromAdminInput({ name, ...changes }: AdminUpdatePlanInput): PlanChanges {
    return { ...changes, title: name }
  }
}
