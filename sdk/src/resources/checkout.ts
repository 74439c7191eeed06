import { APIResource } from '../resource.js'

/** A random key per checkout attempt (Web Crypto: in Node 20 and in browsers). */
const randomKey = () => globalThis.crypto.randomUUID()
import type { PlanPeriod } from './plans.js'
import type { BillingPeriod, Money, Purchase } from './billing.js'
import type { User } from './auth.js'
import type { SubscriptionStatus } from './subscription.js'

export type Billing = 'monthly' | 'annual'

export interface OrderDetails {
  email: string
  /** A country name or ISO code from the order page's list. */
  country: string
  marketingConsent?: boolean
}

/** What a purchase's emailed link is for. */
export interface PurchaseLink {
  email: string
  /** Whether an account holds the purchase's address (then the link adds the purchase to it; else it sets one up). */
  accountExists: boolean
  claimed: boolean
  expiresAt: string
  purchase: Purchase
}

export interface QuoteParams {
  plan: string
  billing?: Billing
  /** A country name or ISO code; unknown countries are quoted in US dollars. */
  country?: string
}

/** What the server charges for a plan, in the customer's currency. */
export interface Quote {
  planType: string
  title: string
  period: PlanPeriod
  trialDays: number
  priceUsd: number
  originalPriceUsd: number | null
  currency: string
  price: number
  originalPrice: number | null
  dueToday: number
  dueLater: number
  /** The same amounts in exact minor units (cents; whole yen): what screens format. */
  priceMinor: number
  originalPriceMinor: number | null
  dueTodayMinor: number
  dueLaterMinor: number
  /** ISO 8601 date the later amount is charged; null when all is paid today. */
  dueOn: string | null
}

export interface CheckoutStartParams {
  planType: string
  billing: Billing
  flow: 'public' | 'owner'
  /** One id per browser session, so a visitor is counted once. */
  visitorId: string
}

/** The owner checkout. Card details go to the payment gateway and are never stored. */
export interface OwnerPaymentParams {
  planType: string
  /** The period chosen on the plans page. Default monthly. */
  billing?: Billing
  planTitle: string
  amount: number
  userId: number
  email: string
  country: string
  subscribeToUpdates: boolean
  cardNumber: string
  nameOnCard: string
  expirationDate: string
  securityCode: string
}

/** Card details, sent to the payment gateway and never stored. */
export interface CardDetails {
  cardNumber: string
  nameOnCard: string
  /** `MM/YY`. */
  expirationDate: string
  securityCode: string
}

/** The public flow's purchase: it touches no account until the holder of the address claims it. */
export interface PlaceOrderParams {
  orderData: { plan: { planType: string; billing: string }; customer: OrderDetails }
  paymentData: CardDetails
}

export interface PlacedOrder {
  orderId: string
  planType: string
  billing: BillingPeriod
  trialEndsAt: string | null
  /** Major units. */
  dueToday: number
  /** Major units; charged when the trial ends. */
  dueLater: number
  dueTodayMinor: number
  dueLaterMinor: number
  currency: string
}

/** A purchaser's own view of their order, signed in with its email and order ID. */
export interface Customer {
  firstName: string | null
  lastName: string | null
  email: string
  orderId: string
  planType: string
  planTitle: string
  billing: BillingPeriod
  price: Money
  status: SubscriptionStatus
  trialEndsAt: string | null
  renewsAt: string | null
  /** Whether the purchase is in an account yet. */
  accountSetUp: boolean
  /** Whether an account holds the purchase's address. */
  accountExists: boolean
}

export interface PurchaseAccountParams {
  /** The purchase link's token. */
  token: string
  password: string
  firstName: string
  lastName: string
}

export interface OwnerPaymentResult {
  orderId: string
  planType: string
  status: string
  trialEndsAt: string | null
}

export class Checkout extends APIResource {
  /** Public. */
  quote({ plan, billing = 'monthly', country }: QuoteParams): Promise<Quote> {
    const query: Record<string, string> = { plan, billing }
    if (country) query.country = country
    return this.client.get<Quote>('/api/pricing/quote', { query })
  }

  /** Public; counts toward the conversion figure of the admin dashboard. */
  async start(body: CheckoutStartParams): Promise<void> {
    await this.client.post('/api/checkout/start', body)
  }

  /**
   * Buys a plan for the signed-in owner's own account; a decline is an APIError with status 402.
   * One idempotency key per call (or the one given): the SDK's retries of a dropped connection,
   * and a caller's own retry with the same key, charge once.
   */
  async pay(body: OwnerPaymentParams, { idempotencyKey = randomKey() }: { idempotencyKey?: string } = {}): Promise<OwnerPaymentResult> {
    const response = await this.client.request({ method: 'POST', path: '/api/payment/process', body, idempotencyKey })
    return response.body as OwnerPaymentResult
  }

  /**
   * Public: the order page's purchase; a decline is an APIError with status 402. Retried with the
   * same idempotency key (one per call, or the one given), it charges once.
   */
  async placeOrder(body: PlaceOrderParams, { idempotencyKey = randomKey() }: { idempotencyKey?: string } = {}): Promise<PlacedOrder> {
    const response = await this.client.request({ method: 'POST', path: '/api/process-payment', body, idempotencyKey })
    return response.body as PlacedOrder
  }

  /** Public: a purchaser signs in to their order with its email and order ID. */
  customerLogin(body: { email: string; orderId: string }): Promise<Customer> {
    return this.client.post<Customer>('/api/customer/login', body)
  }

  /** Public: sets up the account a purchase bought, from its emailed link, and signs this client in. The link works once. */
  setUpAccount(body: PurchaseAccountParams): Promise<User> {
    return this.client.post<User>('/api/purchase-link/account', body)
  }

  /** Public: the details step's own check (email and country), with the messages the payment would give. */
  checkDetails(body: OrderDetails): Promise<Required<OrderDetails>> {
    return this.client.post<Required<OrderDetails>>('/api/order/details', body)
  }

  /** Public: what the link emailed with a purchase is for (its token from the link's query). */
  purchaseLink(token: string): Promise<PurchaseLink> {
    return this.client.post<PurchaseLink>('/api/purchase-link', { token })
  }

  /** Public: emails the purchase's address a new link to set up its account; the link never comes back here. */
  sendAccountLink(body: { email: string; orderId: string }): Promise<{ sentTo: string; accountExists: boolean }> {
    return this.client.post('/api/customer/account-link', body)
  }
}
