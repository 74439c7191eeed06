import { Card, CardContent, Grid } from '@mui/material';
import { DateField, ReferenceField, ShowBase, TextField, useRecordContext } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { Detail } from '../common/Detail';
import { PlanNameField, usePlanName } from '../plans/PlanName';
import { SubscriptionStatusCell } from './SubscriptionList';
import type { AdminSubscription } from './types';

const Subscription = () => {
  const subscription = useRecordContext<AdminSubscription>();
  const planName = usePlanName(subscription?.planType);
  if (!subscription) return null;
  return (
    <AdminPage title={`Subscription of ${subscription.email}`} subtitle={planName}>
      <Card sx={{ borderRadius: 3 }}>
        <CardContent>
          <Grid container spacing={2}>
            <Detail label="Account">
              <ReferenceField source="userId" reference="users" link="show">
                <TextField source="email" />
              </ReferenceField>
            </Detail>
            <Detail label="Plan">
              <PlanNameField />
            </Detail>
            <Detail label="Status">
              <SubscriptionStatusCell />
            </Detail>
            <Detail label="Trial ends">
              <DateField source="trialEndsAt" showTime emptyText="—" />
            </Detail>
            <Detail label="Paid period ends">
              <DateField source="currentPeriodEnd" showTime emptyText="—" />
            </Detail>
            <Detail label="Bought with">
              <ReferenceField source="orderId" reference="orders" link="show" emptyText="No order">
                <TextField source="orderId" />
              </ReferenceField>
            </Detail>
            <Detail label="Started">
              <DateField source="createdAt" showTime />
            </Detail>
            <Detail label="Last changed">
              <DateField source="updatedAt" showTime emptyText="—" />
            </Detail>
          </Grid>
        </CardContent>
      </Card>
    </AdminPage>
  );
};

/** /admin/subscriptions/:id/show: one subscription, read-only. */
export const SubscriptionShow = () => (
  <ShowBase resource="subscriptions">
    <Subscription />
  </ShowBase>
);
