import type { Receipt } from '@joinflow/sdk/browser';

/** An amount as the API shows it, in Kenyan shillings. */
export const money = (amountMinor: number, formatted: string) => ({ amountMinor, currency: 'KES', formatted });

/** A paid month of Silver, as the receipts list and the billing page show it. */
export const RECEIPT: Receipt = {
  id: 7,
  receiptNumber: 'RC-ABCDEFGHJKLMNPQR',
  kind: 'renewal',
  description: 'Silver plan (monthly)',
  planType: 'silver',
  period: 'monthly',
  amount: money(375550, 'KES 3,755.50'),
  periodStart: '2026-03-17T12:00:00.000Z',
  periodEnd: '2026-04-17T12:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
  paidAt: '2026-03-17T12:00:00.000Z',
};
