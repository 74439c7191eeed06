import { APIResource } from '../resource.js'
import type {
  AccountLinkParams,
  AccountLinkSent,
  CheckedOrderDetails,
  CheckoutStartParams,
  Customer,
  CustomerLoginParams,
  OrderDetails,
  OwnerPaymentParams,
  OwnerPaymentResult,
  PlaceOrderParams,
  PlacedOrder,
  PurchaseAccountParams,
  PurchaseLink,
  Quote,
  QuoteParams,
  User,
} from '../types.js'

/** A random key per checkout attempt (Web Crypto: in Node 20 and in browsers). */
const randomKey = () => globalThis.crypto.randomUUID()

export class Checkout extends APIResource {
  /** Public. A plan left out or unknown is quoted as starter-lite, an unknown country in US dollars. */
  quote({ plan, billing = 'monthly', country }: QuoteParams = {}): Promise<Quote> {
    const query: Record<string, string> = { billing }
    if (plan) query.plan = plan
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
  customerLogin(body: CustomerLoginParams): Promise<Customer> {
    return this.client.post<Customer>('/api/customer/login', body)
  }

  /** Public: sets up the account a purchase bought, from its emailed link, and signs this client in. The link works once. */
  setUpAccount(body: PurchaseAccountParams): Promise<User> {
    return this.client.post<User>('/api/purchase-link/account', body)
  }

  /** Public: the details step's own check (email and country), with the messages the payment would give. */
  checkDetails(body: OrderDetails): Promise<CheckedOrderDetails> {
    return this.client.post<CheckedOrderDetails>('/api/order/details', body)
  }

  /** Public: what the link emailed with a purchase is for (its token from the link's query). */
  purchaseLink(token: string): Promise<PurchaseLink> {
    return this.client.post<PurchaseLink>('/api/purchase-link', { token })
  }

  /** Public: emails the purchase's address a new link to set up its account; the link never comes back here. */
  sendAccountLink(body: AccountLinkParams): Promise<AccountLinkSent> {
    return this.client.post<AccountLinkSent>('/api/customer/account-link', body)
  }
}
