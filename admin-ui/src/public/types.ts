import type { OrderDetails, Plan } from '@joinflow/sdk/browser';

/** A plan as the plan cards show it: the public list's shape, or a plan record that also knows its annual price. */
export type PricingPlan = Plan & { annualPrice?: number | null; annualOriginalPrice?: number | null };

/** The order page's details step, as the order keeps it between pages. */
export type OrderCustomer = Required<OrderDetails>;
