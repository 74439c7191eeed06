import { formatMoney as formatMinor, toMinor } from '@joinflow/rules/money';
import type { PricePeriod } from '@joinflow/rules/pricing';

export { formatMinor };

/** An amount the API still sends in major units (the admin figures' dollars), written by the one money formatter. */
export function formatMoney(amount: number, currency: string): string {
  return formatMinor(toMinor(amount, currency), currency);
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
