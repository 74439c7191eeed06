import { WHOLE_UNIT_CURRENCIES, type PricePeriod } from '@joinflow/pricing';

/** An amount the server computed, in its currency: cents only where the currency has them in use. */
export function formatMoney(amount: number, currency: string): string {
  const digits = WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** Whole US dollars as the plan cards show them: $27, $1,200. */
export function formatDollars(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

const PERIOD_SUFFIX: Record<PricePeriod, string> = {
  monthly: '/month',
  annual: '/year',
  one_time: ' one-time',
};

export function periodSuffix(period: PricePeriod): string {
  return PERIOD_SUFFIX[period];
}

/** "November 29, 2026" for an ISO date or timestamp. */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
