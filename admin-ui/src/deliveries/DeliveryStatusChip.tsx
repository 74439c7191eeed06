import { Chip, type ChipProps } from '@mui/material';
import type { DeliveryStatus } from './types';

const LOOK: Record<DeliveryStatus, { label: string; color: ChipProps['color'] }> = {
  queued: { label: 'Queued', color: 'default' },
  delivering: { label: 'Delivering', color: 'info' },
  delivered: { label: 'Delivered', color: 'success' },
  retrying: { label: 'Retrying', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
  skipped: { label: 'Skipped', color: 'default' },
};

export const deliveryStatusLabel = (status: DeliveryStatus) => LOOK[status]?.label ?? status;

export const DeliveryStatusChip = ({ status, label }: { status: DeliveryStatus; label?: string }) => (
  <Chip size="small" color={LOOK[status]?.color ?? 'default'} label={label ?? deliveryStatusLabel(status)} />
);

/** Statuses a person may send again by hand. */
export const RETRYABLE: readonly DeliveryStatus[] = ['failed', 'retrying', 'skipped'];
