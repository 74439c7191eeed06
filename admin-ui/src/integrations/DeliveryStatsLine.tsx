import { Typography } from '@mui/material';
import { timeAgo } from '../common/time';
import type { DeliveryStats } from './types';

/** Delivered, failed and waiting counts, and when the last member arrived. */
export const DeliveryStatsLine = ({ stats, lastDeliveryAt }: { stats: DeliveryStats; lastDeliveryAt: string | null }) => (
  <Typography variant="caption" color="text.secondary">
    {stats.delivered} delivered · {stats.failed} failed · {stats.pending} waiting
    {lastDeliveryAt ? ` · last ${timeAgo(lastDeliveryAt)}` : ''}
  </Typography>
);
