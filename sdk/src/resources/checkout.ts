import { APIResource } from '../resource.js'

/** A random key per checkout attempt (Web Crypto: in Node 20 and in browsers). */
const randomKey = () => globalThis.crypto.randomUUID()
import type { PlanPeriod } from './plans.js'
import type { Purchase } from './billing.js'

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
