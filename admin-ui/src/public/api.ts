import type { PricePeriod } from '@joinflow/rules/pricing';
import { API_URL, httpClient } from '../providers/httpClient';

/** A plan as `GET /api/pricing` lists it (the super-admin editor's shape). */
export interface PricingPlan {
  id: number;
  planType: string;
  title: string;
  /** Text such as "$27", as the super admin edits it. */
  price: string;
  features: string[];
  buttonText: string;
  isPopular: boolean;
  billingPeriod: PricePeriod;
  groupLimit: number | null;
  /** Free days before the first charge; 0 is none. */
  trialDays: number;
  annualPrice?: number | null;
  annualOriginalPrice?: number | null;
}

export interface OrderPageContent {
  mainHeading: string;
  subtitle: string;
}

/** What the server will charge for a plan, in the customer's currency. */
export interface Quote {
  planType: string;
  title: string;
  period: PricePeriod;
  trialDays: number;
  priceUsd: number;
  originalPriceUsd: number | null;
  currency: string;
  price: number;
  originalPrice: number | null;
  dueToday: number;
  dueLater: number;
  /** The same amounts in exact minor units (cents; whole yen): what the pages format. */
  priceMinor: number;
  originalPriceMinor: number | null;
  dueTodayMinor: number;
  dueLaterMinor: number;
  /** ISO date the later amount is charged; null when everything is paid today. */
  dueOn: string | null;
}

export interface QuoteRequest {
  plan: string;
  billing: string;
  country?: string;
}

export interface OrderCustomer {
  email: string;
  country: string;
  marketingConsent: boolean;
}

export interface PaymentDetails {
  cardNumber: string;
  nameOnCard: string;
  expirationDate: string;
  securityCode: string;
}

export interface PlacedOrder {
  orderId: string;
  planType: string;
  billing: PricePeriod;
  trialEndsAt: string | null;
  dueToday: number;
  dueLater: number;
  dueTodayMinor: number;
  dueLaterMinor: number;
  currency: string;
}

/** The purchaser's own view of their order, from `POST /api/customer/login`. */
export interface Customer {
  firstName: string | null;
  lastName: string | null;
  email: string;
  orderId: string;
  planType: string;
  planTitle: string;
  billing: PricePeriod;
  price: { amountMinor: number; currency: string; formatted: string };
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  renewsAt: string | null;
  /** Whether the purchase is in an account yet. */
  accountSetUp: boolean;
  accountExists: boolean;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'expired' | 'canceled';

export interface Subscription {
  planType: string;
  planTitle: string;
  status: SubscriptionStatus;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  groupLimit: number | null;
  groupsUsed: number;
  automationPaused: boolean;
  pausedReason: string | null;
}

/** A public purchase made with an address, as the account and the emailed link show it. */
export interface Purchase {
  orderId: string;
  planType: string;
  planTitle: string;
  billing: PricePeriod;
  status: 'pending' | 'paid' | 'trial' | 'failed';
  trialEndsAt: string | null;
  createdAt: string;
}

/** What the link emailed with a purchase is for. */
export interface PurchaseLink {
  email: string;
  accountExists: boolean;
  claimed: boolean;
  expiresAt: string;
  purchase: Purchase;
}

export interface OwnerPayment extends PaymentDetails {
  planType: string;
  billing: 'monthly' | 'annual';
  planTitle: string;
  amount: number;
  userId: number;
  email: string;
  country: string;
  subscribeToUpdates: boolean;
}

export interface OwnerPaymentResult {
  orderId: string;
  planType: string;
  status: string;
  trialEndsAt: string | null;
}

async function call<T>(path: string, method = 'GET', body?: unknown, headers?: Record<string, string>): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    ...(headers && { headers: new Headers({ Accept: 'application/json', ...headers }) }),
  });
  return json as T;
}

/** The calls of the plan, purchase and customer pages. */
export const publicApi = {
  listPlans: () => call<PricingPlan[]>('/pricing'),
  getOrderPageContent: () => call<OrderPageContent>('/content/page/order'),
  getQuote: ({ plan, billing, country }: QuoteRequest) => {
    const query = new URLSearchParams({ plan, billing });
    if (country) query.set('country', country);
    return call<Quote>(`/pricing/quote?${query}`);
  },
  startCheckout: (body: { planType: string; billing: string; flow: 'public' | 'owner'; visitorId: string }) =>
    call<void>('/checkout/start', 'POST', body),
  /** `attemptKey` is one checkout attempt's: sent again with a retry, it gets the first answer instead of a second charge. */
  processPayment: (
    orderData: { plan: { planType: string; billing: string }; customer: OrderCustomer },
    paymentData: PaymentDetails,
    attemptKey: string,
  ) => call<PlacedOrder>('/process-payment', 'POST', { orderData, paymentData }, { 'Idempotency-Key': attemptKey }),
  customerLogin: (email: string, orderId: string) => call<Customer>('/customer/login', 'POST', { email, orderId }),
  sendAccountLink: (email: string, orderId: string) =>
    call<{ sentTo: string; accountExists: boolean }>('/customer/account-link', 'POST', { email, orderId }),
  checkOrderDetails: (details: OrderCustomer) => call<OrderCustomer>('/order/details', 'POST', details),
  setUpAccount: (setup: { token: string; password: string; firstName: string; lastName: string }) =>
    call<unknown>('/purchase-link/account', 'POST', setup),
  getSubscription: () => call<Subscription>('/subscription'),
  payAsOwner: (payment: OwnerPayment, attemptKey: string) =>
    call<OwnerPaymentResult>('/payment/process', 'POST', payment, { 'Idempotency-Key': attemptKey }),
  purchaseLink: (token: string) => call<PurchaseLink>('/purchase-link', 'POST', { token }),
  claimPurchase: (claim: { token: string } | { orderId: string }) =>
    call<{ purchase: Purchase; subscription: Subscription }>('/billing/claim', 'POST', claim),
};
