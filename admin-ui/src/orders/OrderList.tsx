import { Typography } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { statusChoices } from '../common/StatusChip';
import { PlanNameField } from '../plans/PlanName';
import { PlanTypeFilterInput } from '../plans/PlanTypeFilterInput';
import { ORDER_STATUS_LABELS, OrderAmount, OrderStatusChip } from './OrderFields';
import type { AdminOrder } from './types';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search email, order ID or name" alwaysOn />,
  <PlanTypeFilterInput key="plan" source="plan" label="Plan" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices(ORDER_STATUS_LABELS)} alwaysOn />,
];

const Buyer = () => {
  const order = useRecordContext<AdminOrder>();
  return order ? <>{[order.firstName, order.lastName].filter(Boolean).join(' ') || '—'}</> : null;
};

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
    {text}
  </Typography>
);

/** /admin/orders: every order, newest first. */
export const OrderList = () => (
  <AdminPage title="Orders" subtitle="Every purchase, from the order pages and the owner checkout">
    <List<AdminOrder> resource="orders" title={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false} empty={<Empty text="No orders yet." />}>
      <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty text="No orders match these filters." />}>
        <DataTable.Col source="orderId" label="Order ID" />
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="lastName" label="Name">
          <Buyer />
        </DataTable.Col>
        <DataTable.Col source="planType" label="Plan">
          <PlanNameField />
        </DataTable.Col>
        <DataTable.Col source="amountUsdCents" label="Amount">
          <OrderAmount />
        </DataTable.Col>
        <DataTable.Col source="status" label="Status">
          <OrderStatusChip />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="Placed">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  </AdminPage>
);
