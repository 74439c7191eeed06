import type { StatusLabel } from '../common/StatusChip';

export const SUBSCRIPTION_STATUS_LABELS: Record<string, StatusLabel> = {
  trialing: { label: 'Trialing', tone: 'blue' },
  active: { label: 'Active', tone: 'green' },
  expired: { label: 'Expired', tone: 'yellow' },
  canceled: { label: 'Canceled', tone: 'red' },
};
