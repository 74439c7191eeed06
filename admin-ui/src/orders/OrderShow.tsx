import { Card, CardContent, Grid } from '@mui/material';
import { DateField, ReferenceField, ShowBase, TextField, useRecordContext } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { cardBrandName } from '../billing/labels';
import { Detail } from '../common/Detail';
import { PlanNameField } from '../plans/PlanName';
import { formatMoney } from '../public/money';
import { OrderAmount, OrderStatusChip } from './OrderFields';
import type { AdminOrder } from './types';

const Order = () => {
  const order = useRecordContext<AdminOrder>();
  if (!order) return null;
  return (
    <AdminPage title={`Order ${order.orderId}`} subtitle={order.email}>
      <Card sx={{ borderRadius: 3 }}>
        <CardContent>
          <Grid container spacing={2}>
            <Detail label="Status">
              <OrderStatusChip />
            </Detail>
            <Detail label="Plan">
              <PlanNameField /> ({order.billing.replace('_', '-')})
            </Detail>
            <Detail label="Price">
              <OrderAmount />
            </Detail>
            <Detail label="Charged today">{formatMoney(order.dueTodayCents / 100, 'USD')}</Detail>
            <Detail label="Trial ends">
              <DateField source="trialEndsAt" emptyText="No trial" />
            </Detail>
            <Detail label="Placed">
              <DateField source="createdAt" showTime />
            </Detail>
            <Detail label="Purchaser">
              {[order.firstName, order.lastName].filter(Boolean).join(' ') || '—'} · {order.email}
            </Detail>
            <Detail label="Country">{order.country}</Detail>
            <Detail label="Product updates by email">{order.marketingConsent ? 'Yes' : 'No'}</Detail>
            <Detail label="Card">
              {cardBrandName(order.cardBrand)} ending in {order.cardLast4}, expires {String(order.cardExpMonth).padStart(2, '0')}/{order.cardExpYear}
            </Detail>
            <Detail label="Account">
              <ReferenceField source="userId" reference="users" link="show" emptyText="Not linked to an account yet">
                <TextField source="email" />
              </ReferenceField>
            </Detail>
          </Grid>
        </CardContent>
      </Card>
    </AdminPage>
  );
};

/** /admin/orders/:id/show: one order, read-only. */
export const OrderShow = () => (
  <ShowBase resource="orders">
    <Order />
  </ShowBase>
);
