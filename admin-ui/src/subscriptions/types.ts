export type SubscriptionStatus = 'trialing' | 'active' | 'expired' | 'canceled';

/** A subscription as `GET /api/admin/subscriptions` lists it. */
export interface AdminSubscription {
  id: number;
  userId: number;
  email: string;
  planType: string;
  /** A trial whose end has passed is expired. */
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  orderId: number | null;
  createdAt: string;
  updatedAt: string | null;
}
