import { PRICE_LIST, type Billing, type PricePeriod } from '@joinflow/rules/pricing';
import type { PricingPlan } from './types';
import { formatDollars } from './money';

export interface PlanPriceDisplay {
  price: string;
  period: PricePeriod;
  /** The undiscounted yearly figure, shown struck through. */
  originalPrice?: string;
}

function annualPrices(plan: PricingPlan): { price: number; originalPrice: number | null } | null {
  if (plan.annualPrice != null) return { price: plan.annualPrice, originalPrice: plan.annualOriginalPrice ?? null };
  const annual = Object.hasOwn(PRICE_LIST, plan.planType) ? PRICE_LIST[plan.planType].annual : undefined;
  return annual ? { price: annual.price, originalPrice: annual.originalPrice } : null;
}

export function hasAnnualPrice(plan: PricingPlan): boolean {
  return plan.billingPeriod === 'monthly' && annualPrices(plan) !== null;
}

/** The billing a plan is bought with when the page's switch shows `billing`. */
export function billingFor(plan: PricingPlan, billing: Billing): Billing {
  return billing === 'annual' && hasAnnualPrice(plan) ? 'annual' : 'monthly';
}

/** The price a plan card shows: the super admin's own text, or the yearly figure when chosen. */
export function planPriceDisplay(plan: PricingPlan, billing: Billing): PlanPriceDisplay {
  const annual = billingFor(plan, billing) === 'annual' ? annualPrices(plan) : null;
  if (annual) {
    return {
      price: formatDollars(annual.price),
      period: 'annual',
      originalPrice: annual.originalPrice ? formatDollars(annual.originalPrice) : undefined,
    };
  }
  return { price: plan.price, period: plan.billingPeriod };
}

/** Where choosing a plan leads: the public details step, or the owner checkout when signed in. */
export function planChoicePath(plan: PricingPlan, billing: Billing, signedIn: boolean): string {
  const chosenBilling = billingFor(plan, billing);
  if (signedIn) return `/checkout/${encodeURIComponent(plan.planType)}?billing=${chosenBilling}`;
  const query = new URLSearchParams({ plan: plan.planType, billing: chosenBilling });
  return `/order2?${query}`;
}
