import type { StatusLabel } from '../common/StatusChip';

export const SALE_STATUS_LABELS: Record<string, StatusLabel> = {
  on_sale: { label: 'On sale', tone: 'green' },
  hidden: { label: 'Hidden from sale', tone: 'yellow' },
  retired: { label: 'Retired', tone: 'grey' },
};

export const BILLING_PERIOD_CHOICES = [
  { id: 'monthly', name: 'Monthly' },
  { id: 'annual', name: 'Annual' },
  { id: 'one_time', name: 'One-time' },
];

/** "Up to 3 groups", "1 group", "Unlimited groups": what a plan card says a plan allows. */
export function groupAllowance(groupLimit: number | null): string {
  if (groupLimit === null) return 'Unlimited groups';
  return groupLimit === 1 ? '1 group' : `Up to ${groupLimit} groups`;
}

/** "14-day free trial", or nothing for a plan without a trial. */
export function trialText(trialDays: number): string | null {
  return trialDays > 0 ? `${trialDays}-day free trial` : null;
}
