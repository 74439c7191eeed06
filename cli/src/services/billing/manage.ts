import type { BillingSummary, JoinFlowClient, PlanChange, PlanChangeParams } from '@joinflow/sdk'
import { renderInfo, renderResult, renderSuccess, withSpinner } from '../../ui/index.js'
import { day, renderBilling } from './show.js'

export interface CancelOptions {
  /** Asks first; absent when the caller already confirmed (`--yes`). */
  confirm?: (billing: BillingSummary) => Promise<boolean>
}

/** Cancels at the end of the period paid for. */
export async function cancelPlan({ confirm }: CancelOptions, client: JoinFlowClient): Promise<BillingSummary> {
  const current = await withSpinner('Loading your plan', () => client.billing.get())
  if (confirm && !(await confirm(current))) {
    renderResult(current, () => renderInfo({ headline: 'Your plan was not canceled.' }))
    return current
  }
  const billing = await withSpinner('Canceling', () => client.billing.cancel())
  renderResult(billing, (canceled) => {
    renderSuccess({ headline: canceled.endsAt ? `Canceled: your plan runs until ${day(canceled.endsAt)} and is not charged again.` : 'Canceled.' })
    renderBilling(canceled)
  })
  return billing
}

export async function resumePlan(client: JoinFlowClient): Promise<BillingSummary> {
  const billing = await withSpinner('Resuming', () => client.billing.resume())
  renderResult(billing, (resumed) => {
    renderSuccess({ headline: 'Resumed: your plan renews as before.' })
    renderBilling(resumed)
  })
  return billing
}

export interface ChangeOptions extends PlanChangeParams {
  /** Shown the cost and asked first; absent when the caller already confirmed (`--yes`). */
  confirm?: (change: PlanChange) => Promise<boolean>
}

/** Upgrades now (charging the saved card the difference) or downgrades at the period end. */
export async function changePlan({ confirm, ...params }: ChangeOptions, client: JoinFlowClient) {
  const preview = await withSpinner('Working out the cost', () => client.billing.previewChange(params))
  if (confirm && !(await confirm(preview))) {
    renderResult({ changed: false, change: preview }, () => renderInfo({ headline: 'Your plan was not changed.' }))
    return { changed: false, change: preview }
  }
  const { change, billing } = await withSpinner('Changing your plan', () => client.billing.changePlan(params))
  renderResult({ changed: true, change, billing }, () => {
    renderSuccess({ headline: change.message, body: [`Paid today: ${change.dueNow.formatted}`] })
    renderBilling(billing)
  })
  return { changed: true, change, billing }
}
