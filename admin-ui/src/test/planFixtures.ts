import { toMinor } from '@joinflow/rules/money';
import type { PlanRecord } from '../plans/types';
import type { AdminUser } from '../users/types';
import type { Quote } from '@joinflow/sdk/browser';
import type { PricingPlan } from '../public/types';

export function makePlan(overrides: Partial<PricingPlan> = {}): PricingPlan {
  return {
    id: 1,
    planType: 'starter',
    title: 'Starter',
    price: '$27',
    features: ['2 groups', 'Auto-approval rules'],
    buttonText: 'Start Free Trial',
    isPopular: false,
    billingPeriod: 'monthly',
    groupLimit: 2,
    trialDays: 7,
    ...overrides,
  };
}

export const PLANS: PricingPlan[] = [
  makePlan(),
  makePlan({ id: 5, planType: 'silver', title: 'Silver', price: '$29', groupLimit: 3, features: ['Up to 3 groups'] }),
  makePlan({
    id: 6,
    planType: 'lifetime-executive',
    title: 'Lifetime Executive',
    price: '$297',
    billingPeriod: 'one_time',
    groupLimit: null,
    trialDays: 0,
    isPopular: true,
    buttonText: 'Buy Lifetime',
    features: ['Unlimited groups'],
  }),
];

/** A quote; the minor-unit amounts follow the major ones given, as the API derives them. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  const quote = {
    planType: 'silver',
    title: 'Silver',
    period: 'monthly' as const,
    trialDays: 7,
    priceUsd: 29,
    originalPriceUsd: null,
    currency: 'USD',
    price: 29,
    originalPrice: null as number | null,
    dueToday: 0,
    dueLater: 29,
    dueOn: '2026-11-29T10:00:00.000Z' as string | null,
    ...overrides,
  };
  const minor = (amount: number) => toMinor(amount, quote.currency);
  return {
    priceMinor: minor(quote.price),
    originalPriceMinor: quote.originalPrice === null ? null : minor(quote.originalPrice),
    dueTodayMinor: minor(quote.dueToday),
    dueLaterMinor: minor(quote.dueLater),
    ...quote,
  };
}

export function makePlanRecord(overrides: Partial<PlanRecord> = {}): PlanRecord {
  return {
    id: 5,
    planType: 'silver',
    name: 'Silver',
    price: 29,
    billingPeriod: 'monthly',
    description: 'Up to three groups.',
    trialDays: 7,
    groupLimit: 3,
    buttonText: 'Start Free Trial',
    isPopular: false,
    features: ['Up to 3 groups'],
    status: 'on_sale',
    annualPrice: null,
    annualOriginalPrice: null,
    sortOrder: 4,
    subscribers: 2,
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    email: 'owner@example.com',
    firstName: 'Olivia',
    lastName: 'Owner',
    role: 'user',
    isSuperAdmin: false,
    isActive: true,
    permissions: [],
    createdAt: '2025-01-15T10:00:00.000Z',
    planType: 'silver',
    subscriptionStatus: 'trialing',
    ...overrides,
  };
}
