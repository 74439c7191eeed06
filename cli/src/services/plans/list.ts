import type { JoinFlowClient, Plan } from '@joinflow/sdk'
import { renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'

const BILLING_LABELS: Record<Plan['billingPeriod'], string> = { monthly: 'monthly', annual: 'annual', one_time: 'one-time' }

export async function listPlans(client: JoinFlowClient): Promise<Plan[]> {
  const plans = await withSpinner('Loading plans', () => client.plans.list())
  renderResult(plans, () => {
    if (plans.length === 0) {
      renderInfo({ headline: 'No plans yet.' })
      return
    }
    renderTable(
      [
        { header: 'ID', value: (plan) => String(plan.id) },
        { header: 'Plan type', value: (plan) => plan.planType },
        { header: 'Title', value: (plan) => plan.title },
        { header: 'Price', value: (plan) => plan.price },
        { header: 'Billing', value: (plan) => BILLING_LABELS[plan.billingPeriod] },
        { header: 'Groups', value: (plan) => (plan.groupLimit === null ? 'unlimited' : String(plan.groupLimit)) },
        { header: 'Popular', value: (plan) => (plan.isPopular ? 'Yes' : '') },
      ],
      plans,
    )
  })
  return plans
}
