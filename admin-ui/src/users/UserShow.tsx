import { Alert, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTable,
  DateField,
  EditButton,
  ReferenceManyField,
  ShowBase,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { Detail } from '../common/Detail';
import { StatusChip } from '../common/StatusChip';
import { PlanNameField } from '../plans/PlanName';
import { SubscriptionStatusCell } from '../subscriptions/SubscriptionList';
import { OrderAmount, OrderStatusChip } from '../orders/OrderFields';
import { SUBSCRIPTION_STATUS_LABELS } from '../subscriptions/subscriptionStatus';
import { SuperAdminBadge } from './UserAccessControls';
import { fullName, type AdminUser } from './types';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card sx={{ borderRadius: 3, mt: 2 }}>
    <CardContent>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const None = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ py: 1 }}>
    {text}
  </Typography>
);

const Account = () => {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  return (
    <AdminPage title={fullName(user) === '—' ? user.email : fullName(user)} subtitle={user.email}>
      <TopToolbar>{!user.isSuperAdmin && <EditButton label="Edit role and access" />}</TopToolbar>
      {user.isSuperAdmin && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Super admins' role and status cannot be changed.
        </Alert>
      )}
      <Card sx={{ borderRadius: 3 }}>
        <CardContent>
          <Grid container spacing={2}>
            <Detail label="Email">{user.email}</Detail>
            <Detail label="Role">{user.isSuperAdmin ? <SuperAdminBadge /> : user.role === 'admin' ? 'Admin' : 'User'}</Detail>
            <Detail label="Can sign in">{user.isActive ? 'Yes' : 'No, deactivated'}</Detail>
            <Detail label="Permissions">
              {user.permissions.length ? (
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {user.permissions.map((permission) => (
                    <Chip key={permission} label={permission} size="small" variant="outlined" />
                  ))}
                </Stack>
              ) : (
                'None'
              )}
            </Detail>
            <Detail label="Plan">
              <PlanNameField />
            </Detail>
            <Detail label="Subscription">
              {user.subscriptionStatus ? <StatusChip status={user.subscriptionStatus} labels={SUBSCRIPTION_STATUS_LABELS} /> : '—'}
            </Detail>
            <Detail label="Joined">
              <DateField source="createdAt" showTime />
            </Detail>
          </Grid>
        </CardContent>
      </Card>
      <Section title="Subscription">
        <ReferenceManyField reference="subscriptions" target="userId" empty={<None text="No stored subscription: the account is on the trial it had from sign-up." />}>
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="planType" label="Plan">
              <PlanNameField />
            </DataTable.Col>
            <DataTable.Col source="status" label="Status">
              <SubscriptionStatusCell />
            </DataTable.Col>
            <DataTable.Col source="trialEndsAt" label="Trial ends">
              <DateField source="trialEndsAt" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="currentPeriodEnd" label="Period ends">
              <DateField source="currentPeriodEnd" emptyText="—" />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </Section>
      <Section title="Orders">
        <ReferenceManyField reference="orders" target="userId" sort={{ field: 'createdAt', order: 'DESC' }} empty={<None text="No orders." />}>
          <DataTable rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="orderId" label="Order ID" />
            <DataTable.Col source="planType" label="Plan">
              <PlanNameField />
            </DataTable.Col>
            <DataTable.Col source="amountLocal" label="Amount">
              <OrderAmount />
            </DataTable.Col>
            <DataTable.Col source="status" label="Status">
              <OrderStatusChip />
            </DataTable.Col>
            <DataTable.Col source="createdAt" label="Placed">
              <DateField source="createdAt" />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </Section>
    </AdminPage>
  );
};

/** /admin/users/:id/show: the account, its subscription and its orders. */
export const UserShow = () => (
  <ShowBase resource="users">
    <Account />
  </ShowBase>
);
