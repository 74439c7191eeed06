import { useRecordContext } from 'react-admin';
import { StatusChip, type StatusLabel } from '../common/StatusChip';
import { formatMoney } from '../public/money';
import type { AdminOrder } from './types';

export const ORDER_STATUS_LABELS: Record<string, StatusLabel> = {
  paid: { label: 'Paid', tone: 'green' },
  trial: { label: 'Trial, card saved', tone: 'blue' },
  failed: { label: 'Failed', tone: 'red' },
};

export const OrderStatusChip = () => {
  const order = useRecordContext<AdminOrder>();
  return order ? <StatusChip status={order.status} labels={ORDER_STATUS_LABELS} /> : null;
};

/** The plan's price as the purchaser saw it, with the US dollars it stands for when they differ. */
export function orderAmount(order: Pick<AdminOrder, 'amountLocal' | 'currency' | 'amountUsdCents'>): string {
  const local = formatMoney(order.amountLocal, order.currency);
  return order.currency === 'USD' ? local : `${local} (${formatMoney(order.amountUsdCents / 100, 'USD')})`;
}

export const OrderAmount = () => {
  const order = useRecordContext<AdminOrder>();
  return order ? <>{orderAmount(order)}</> : null;
};
