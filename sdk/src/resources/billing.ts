import { APIResource } from '../resource.js'
import type { SubscriptionStatus, SubscriptionSummary } from './subscription.js'

export type BillingPeriod = 'monthly' | 'annual' | 'one_time'

/** An amount in integer minor units of its currency, and the words every screen writes it with. */
export interface Money {
  amountMinor: number
  currency: string
  /** "KES 3,755.50" */
  formatted: string
}

/** The owner's plan as the Billing page shows it. */
export interface BillingSummary {
  planType: string
  planTitle: string
  status: SubscriptionStatus
  /** null during the free trial. */
  period: BillingPeriod | null
  /** What each period costs; null during the free trial. */
  price: Money | null
  trialEndsAt: string | null
  currentPeriodStart: string | null
  currentPeriodEnd: string | null
  cancelAtPeriodEnd: boolean
  /** The next charge, while the plan renews. */
  renewsAt: string | null
  /** When the plan stops: a canceled plan's period end, the free trial's end, or when it ended. */
  endsAt: string | null
  pastDue: { since: string | null; failedAttempts: number; nextRetryAt: string | null } | null
  pendingChange: { planType: string; planTitle: string; period: BillingPeriod; effectiveAt: string | null } | null
  paymentMethod: { brand: string | null; last4: string; expMonth: number | null; expYear: number | null } | null
  renewedBy: 'stripe' | 'joinflow' | null
  groupLimit: number | null
  groupsUsed: number
  automationPaused: boolean
  pausedReason: string | null
}

export interface Receipt {
  id: number
  receiptNumber: string
  kind: 'purchase' | 'renewal' | 'upgrade'
  description: string
  planType: string
  period: BillingPeriod
  amount: Money
  periodStart: string | null
  periodEnd: string | null
  card: { brand: string | null; last4: string } | null
  paidAt: string
}

export interface PrintableReceipt extends Receipt {
  billedTo: { name: string | null; email: string }
  seller: string
}

export interface PlanChangeParams {
  planType: string
  billing: 'monthly' | 'annual'
}

/** An upgrade starts today and charges `dueNow`; a downgrade starts at the period end and charges nothing now. */
export interface PlanChange {
  kind: 'upgrade' | 'downgrade'
  planType: string
  planTitle: string
  period: BillingPeriod
  price: Money
  credit: Money
  dueNow: Money
  effectiveAt: string
  renewsAt: string | null
  message: string
}

/** A public purchase made with the owner's email address. */
export interface Purchase {
  orderId: string
  planType: string
  planTitle: string
  billing: 'monthly' | 'annual' | 'one_time'
  status: 'pending' | 'paid' | 'trial' | 'failed'
  /** ISO 8601; null when the plan was paid in full today. */
  trialEndsAt: string | null
  createdAt: string
}

export interface UnclaimedPurchases {
  /** Purchases are listed, and can be claimed by order ID, only once the account's email is verified. */
  emailVerified: boolean
  purchases: Purchase[]
}

/** One of the two: the order ID (verified email needed) or the token of the link emailed with the purchase. */
export type ClaimParams = { orderId: string; token?: never } | { token: string; orderId?: never }

export interface ClaimResult {
  purchase: Purchase
  subscription: SubscriptionSummary
}

/** The signed-in owner's billing. */
export class OwnerBilling extends APIResource {
  get(): Promise<BillingSummary> {
    return this.client.get<BillingSummary>('/api/billing')
  }

  /** Every charge taken, newest first. */
  receipts(): Promise<Receipt[]> {
    return this.client.get<Receipt[]>('/api/billing/receipts')
  }

  receipt(id: number): Promise<PrintableReceipt> {
    return this.client.get<PrintableReceipt>(`/api/billing/receipts/${id}`)
  }

  /** What a change would cost today and when it takes effect; changes nothing. */
  previewChange(params: PlanChangeParams): Promise<PlanChange> {
    return this.client.post<PlanChange>('/api/billing/change-plan/preview', params)
  }

  /**
   * Upgrades now or downgrades at the period end; a declined card is an APIError with status 402.
   * One idempotency key per call (or the one given), so a retried upgrade charges once.
   */
  async changePlan(params: PlanChangeParams, { idempotencyKey = globalThis.crypto.randomUUID() }: { idempotencyKey?: string } = {}) {
    const response = await this.client.request({ method: 'POST', path: '/api/billing/change-plan', body: params, idempotencyKey })
    return response.body as { change: PlanChange; billing: BillingSummary }
  }

  /** Cancels at the end of the period paid for. */
  cancel(): Promise<BillingSummary> {
    return this.client.post<BillingSummary>('/api/billing/cancel')
  }

  /** Takes back a cancellation before the period ends. */
  resume(): Promise<BillingSummary> {
    return this.client.post<BillingSummary>('/api/billing/resume')
  }

  /** Public purchases made with the owner's email and not yet added to any account. */
  purchases(): Promise<UnclaimedPurchases> {
    return this.client.get<UnclaimedPurchases>('/api/billing/purchases')
  }

  /** Adds a purchase to the account; a 409 APIError when a bought plan still runs on it. */
  claim(params: ClaimParams): Promise<ClaimResult> {
    return this.client.post<ClaimResult>('/api/billing/claim', params)
  }
}
