import { API_URL, httpClient } from '../providers/httpClient';
import type { Purchase } from '../public/api';
import type { BillingSummary, PlanChange, PlanChoice, PrintableReceipt, Receipt } from './types';

async function call<T>(path: string, method = 'GET', body?: unknown, headers?: Record<string, string>): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(headers && { headers: new Headers({ Accept: 'application/json', ...headers }) }),
  });
  return json as T;
}

export const billingKeys = {
  summary: ['billing'] as const,
  receipts: ['billing', 'receipts'] as const,
  receipt: (id: string) => ['billing', 'receipts', id] as const,
  purchases: ['billing', 'purchases'] as const,
};

/** The owner's billing calls. */
export const billingApi = {
  summary: () => call<BillingSummary>('/billing'),
  receipts: () => call<Receipt[]>('/billing/receipts'),
  receipt: (id: string) => call<PrintableReceipt>(`/billing/receipts/${encodeURIComponent(id)}`),
  purchases: () => call<{ emailVerified: boolean; purchases: Purchase[] }>('/billing/purchases'),
  claim: (orderId: string) => call<unknown>('/billing/claim', 'POST', { orderId }),
  previewChange: (choice: PlanChoice) => call<PlanChange>('/billing/change-plan/preview', 'POST', choice),
  /** `attemptKey` makes a retried upgrade charge once. */
  changePlan: (choice: PlanChoice, attemptKey: string) =>
    call<{ change: PlanChange; billing: BillingSummary }>('/billing/change-plan', 'POST', choice, { 'Idempotency-Key': attemptKey }),
  cancel: () => call<BillingSummary>('/billing/cancel', 'POST'),
  resume: () => call<BillingSummary>('/billing/resume', 'POST'),
};
