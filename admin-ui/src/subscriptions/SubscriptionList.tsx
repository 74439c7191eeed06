import { Typography } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { StatusChip, statusChoices } from '../common/StatusChip';
import { PlanNameField } from '../plans/PlanName';
import { PlanTypeFilterInput } from '../plans/PlanTypeFilterInput';
import { SUBSCRIPTION_STATUS_LABELS } from './subscriptionStatus';
import type { AdminSubscription } from './types';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search the account's email" alwaysOn />,
  <PlanTypeFilterInput key="plan" source="plan" label="Plan" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices(SUBSCRIPTION_STATUS_LABELS)} alwaysOn />,
];

export const SubscriptionStatusCell = () => {
  const subscription = useRecordContext<AdminSubscription>();
  return subscription ? <StatusChip status={subscription.status} labels={SUBSCRIPTION_STATUS_LABELS} /> : null;
};

const Empty = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
    {text}
  </Typography>
);

/** /admin/subscriptions: every account's plan, newest first. */
export const SubscriptionList = () => (
  <AdminPage title="Subscriptions" subtitle="Every account's plan and where it stands">
    <List<AdminSubscription>
      resource="subscriptions"
      title={false}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={<Empty text="No subscriptions yet." />}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<Empty text="No subscriptions match these filters." />}>
        <DataTable.Col source="email" label="Account" />
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
        <DataTable.Col source="createdAt" label="Started">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  </AdminPage>
);
