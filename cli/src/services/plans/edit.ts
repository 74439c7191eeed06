import type { JoinFlowClient, Plan, PlanUpdateParams } from '@joinflow/sdk'
import { renderResult, renderSuccess, withSpinner } from '../../ui/index.js'

export interface EditPlanOptions {
  id: number
  changes: PlanUpdateParams
}

/** Changes only the fields given; the server keeps the rest. */
export async function editPlan({ id, changes }: EditPlanOptions, client: JoinFlowClient): Promise<Plan> {
  const plan = await withSpinner('Saving the plan', () => client.plans.update(id, changes))
  renderResult(plan, () =>
    renderSuccess({
      headline: `Updated plan "${plan.title}" (ID ${plan.id}).`,
      body: [`${plan.price} · ${plan.features.length} features · ${plan.isPopular ? 'marked popular' : 'not marked popular'}`],
    }),
  )
  return plan
}
