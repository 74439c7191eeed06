import { APIResource } from '../resource.js'
import type {
  BillingSummary,
  ClaimParams,
  ClaimResult,
  PlanChange,
  PlanChangeParams,
  PlanChangeResult,
  PrintableReceipt,
  Receipt,
  UnclaimedPurchases,
} from '../types.js'

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
    return response.body as PlanChangeResult
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
