import type { BillingSummary, JoinFlowClient } from '@joinflow/sdk'
import { renderDetails, renderInfo, renderResult, withSpinner } from '../../ui/index.js'

const PERIODS: Record<string, string> = { monthly: 'monthly', annual: 'annual', one_time: 'one-time' }
const PER_PERIOD: Record<string, string> = { monthly: ' a month', annual: ' a year', one_time: ' once' }
const STATUSES: Record<BillingSummary['status'], string> = {
  trialing: 'trial',
  active: 'active',
  past_due: 'payment failed, being retried',
  expired: 'ended',
  canceled: 'canceled',
}

/** "17 April 2026", the day of an ISO timestamp in UTC. */
export function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}

export function renderBilling(billing: BillingSummary): void {
  const rows: [string, string][] = [
    ['Plan', billing.planTitle],
    ['Status', `${STATUSES[billing.status]}${billing.cancelAtPeriodEnd ? ', canceled at the period end' : ''}`],
    ['Price', billing.price && billing.period ? `${billing.price.formatted}${PER_PERIOD[billing.period]}` : 'free'],
    ['Billing', billing.period ? PERIODS[billing.period] : 'free trial'],
  ]
  if (billing.renewsAt) rows.push([billing.status === 'trialing' ? 'First charge' : 'Renews', day(billing.renewsAt)])
  else if (billing.endsAt) rows.push([['expired', 'canceled'].includes(billing.status) ? 'Ended' : 'Ends', day(billing.endsAt)])
  if (billing.pastDue?.nextRetryAt) rows.push(['Next try', day(billing.pastDue.nextRetryAt)])
  if (billing.pendingChange) {
    rows.push(['Changes to', `${billing.pendingChange.planTitle} (${PERIODS[billing.pendingChange.period]})${billing.pendingChange.effectiveAt ? ` on ${day(billing.pendingChange.effectiveAt)}` : ''}`])
  }
  if (billing.paymentMethod) rows.push(['Card', `${billing.paymentMethod.brand ?? 'card'} ending in ${billing.paymentMethod.last4}`])
  rows.push(['Groups', `${billing.groupsUsed} of ${billing.groupLimit ?? 'unlimited'}`])
  renderDetails(rows)
  if (billing.pausedReason) renderInfo({ headline: billing.pausedReason })
}

/** The plan as the web app's Billing page shows it. */
export async function showBilling(client: JoinFlowClient): Promise<BillingSummary> {
  const billing = await withSpinner('Loading your plan', () => client.billing.get())
  renderResult(billing, renderBilling)
  return billing
}
