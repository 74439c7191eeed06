import type { PricePeriod } from '@joinflow/rules/pricing';

export type SaleStatus = 'on_sale' | 'hidden' | 'retired';

/** A plan as the plans resource (`GET /api/admin/plans`) shows it. */
export interface PlanRecord {
  id: number;
  planType: string;
  name: string;
  /** Whole US dollars. */
  price: number;
  billingPeriod: PricePeriod;
  description: string;
  trialDays: number;
  /** Connected groups allowed; null is unlimited. */
  groupLimit: number | null;
  buttonText: string;
  isPopular: boolean;
  features: string[];
  status: SaleStatus;
  annualPrice: number | null;
  annualOriginalPrice: number | null;
  sortOrder: number;
  /** Accounts on the plan now. */
  subscribers: number;
  createdAt: string;
}
