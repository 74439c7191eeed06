import type { Billing } from '@joinflow/rules/pricing';
import type { Customer } from '@joinflow/sdk/browser';
import type { OrderCustomer } from './types';

/*
 * What the purchase flow and the customer area keep for the browser session only
 * (spec section 3): closing the browser forgets the order in progress and the customer login.
 */

const ORDER_KEY = 'joinflow.order';
const CUSTOMER_KEY = 'joinflow.customer';
const RECEIPT_KEY = 'joinflow.receipt';
const VISITOR_KEY = 'joinflow.visitorId';
const CHECKOUT_STARTED_KEY = 'joinflow.checkoutStarted';

export interface OrderData {
  plan: { planType: string; name: string; billing: Billing };
  customer: OrderCustomer;
}

/** The email and order ID of the payment just made, so the customer login can offer them. */
export interface Receipt {
  email: string;
  orderId: string;
}

function read<T>(key: string): T | null {
  // The build's prerender renders these pages outside a browser, as a visitor with nothing stored.
  if (typeof sessionStorage === 'undefined') return null;
  const raw = sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

const write = (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify(value));

export const orderSession = {
  readOrder: () => read<OrderData>(ORDER_KEY),
  saveOrder: (order: OrderData) => write(ORDER_KEY, order),
  clearOrder: () => sessionStorage.removeItem(ORDER_KEY),

  readReceipt: () => read<Receipt>(RECEIPT_KEY),
  saveReceipt: (receipt: Receipt) => write(RECEIPT_KEY, receipt),

  readCustomer: () => read<Customer>(CUSTOMER_KEY),
  saveCustomer: (customer: Customer) => write(CUSTOMER_KEY, customer),
  signOutCustomer: () => {
    sessionStorage.removeItem(CUSTOMER_KEY);
    sessionStorage.removeItem(RECEIPT_KEY);
  },

  /** A random id for this browser session, so checkout starts are counted once per visitor. */
  visitorId(): string {
    let id = sessionStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  },

  /** True the first time it is asked in a browser session, false after. */
  claimCheckoutStart(): boolean {
    if (sessionStorage.getItem(CHECKOUT_STARTED_KEY)) return false;
    sessionStorage.setItem(CHECKOUT_STARTED_KEY, '1');
    return true;
  },
};
