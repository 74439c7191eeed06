import type { PricePeriod } from '@joinflow/rules/pricing';
import type { SubscriptionStatus } from '@joinflow/sdk/browser';

export const STATUS_LABELS: Record<SubscriptionStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' | 'info' }> = {
  trialing: { label: 'Trial', color: 'info' },
  active: { label: 'Active', color: 'success' },
  past_due: { label: 'Payment failed', color: 'warning' },
  expired: { label: 'Ended', color: 'error' },
  canceled: { label: 'Canceled', color: 'default' },
};

export const PERIOD_LABELS: Record<PricePeriod, string> = { monthly: 'Monthly', annual: 'Annual', one_time: 'One-time' };

const PER_PERIOD: Record<PricePeriod, string> = { monthly: ' a month', annual: ' a year', one_time: ' once' };

export function perPeriod(period: PricePeriod): string {
  return PER_PERIOD[period];
}

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos Australia',
};

/** "visa" → "Visa"; a brand we do not know by name is a card. */
export function cardBrandName(brand: string | null): string {
  return (brand && CARD_BRANDS[brand]) ?? 'Card';
}
