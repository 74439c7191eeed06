import type { PricePeriod } from '@joinflow/rules/pricing';
import type { SubscriptionStatus } from '../public/api';

/** An amount the API computed: exact minor units, and the words every screen writes it with. */
export interface Money {
  amountMinor: number;
  currency: string;
  formatted: string;
}

export interface BillingSummary {
  planType: string;
  planTitle: string;
  status: SubscriptionStatus;
  period: PricePeriod | null;
  price: Money | null;
  trialEndsAt: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  renewsAt: string | null;
  endsAt: string | null;
  pastDue: { since: string | null; failedAttempts: number; nextRetryAt: string | null } | null;
  pendingChange: { planType: string; planTitle: string; period: PricePeriod; effectiveAt: string | null } | null;
  paymentMethod: { brand: string | null; last4: string; expMonth: number | null; expYear: number | null } | null;
  renewedBy: 'stripe' | 'joinflow' | null;
  groupLimit: number | null;
  groupsUsed: number;
  automationPaused: boolean;
  pausedReason: string | null;
}

export interface Receipt {
  id: number;
  receiptNumber: string;
  kind: 'purchase' | 'renewal' | 'upgrade';
  description: string;
  planType: string;
  period: PricePeriod;
  amount: Money;
  periodStart: string | null;
  periodEnd: string | null;
  card: { brand: string | null; last4: string } | null;
  paidAt: string;
}

export interface PrintableReceipt extends Receipt {
  billedTo: { name: string | null; email: string };
  seller: string;
}

export interface PlanChange {
  kind: 'upgrade' | 'downgrade';
  planType: string;
  planTitle: string;
  period: PricePeriod;
  price: Money;
  credit: Money;
  dueNow: Money;
  effectiveAt: string;
  renewsAt: string | null;
  message: string;
}

export interface PlanChoice {
  planType: string;
  billing: 'monthly' | 'annual';
}
