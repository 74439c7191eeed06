import { Typography } from '@mui/material';
import { DataTable, DateField, List, NullableBooleanInput, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { StatusChip, statusChoices } from '../common/StatusChip';
import { AdminPage } from '../admin/AdminLayout';
import { PlanNameField } from '../plans/PlanName';
import { PlanTypeFilterInput } from '../plans/PlanTypeFilterInput';
import { SUBSCRIPTION_STATUS_LABELS } from '../subscriptions/subscriptionStatus';
import { RoleControl, StatusControl } from './UserAccessControls';
import { fullName, type AdminUser } from './types';

export const ROLE_CHOICES = [
  { id: 'user', name: 'User' },
  { id: 'admin', name: 'Admin' },
  { id: 'super_admin', name: 'Super admin' },
];

const filters = [
  <SearchInput key="q" source="q" placeholder="Search name or email" alwaysOn />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn />,
  <PlanTypeFilterInput key="plan" source="plan" label="Plan" alwaysOn />,
  <SelectInput key="status" source="status" label="Subscription" choices={statusChoices(SUBSCRIPTION_STATUS_LABELS)} alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" label="Can sign in" trueLabel="Active" falseLabel="Deactivated" />,
];

const NameCell = () => {
  const user = useRecordContext<AdminUser>();
  return user ? <>{fullName(user)}</> : null;
};

const SubscriptionCell = () => {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  // An account without a plan (a super admin) has no subscription.
  return user.subscriptionStatus ? <StatusChip status={user.subscriptionStatus} labels={SUBSCRIPTION_STATUS_LABELS} /> : <>—</>;
};

const NoMatch = () => (
  <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
    No users match these filters.
  </Typography>
);

/** /admin/users: every account, newest first, searched and filtered; role and status change in place. */
export const UserList = () => (
  <AdminPage title="User Management" subtitle="Roles and access for every account">
    <List<AdminUser>
      resource="users"
      title={false}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false} empty={<NoMatch />}>
        <DataTable.Col source="firstName" label="Name">
          <NameCell />
        </DataTable.Col>
        <DataTable.Col source="email" label="Email" />
        <DataTable.Col source="planType" label="Plan">
          <PlanNameField />
        </DataTable.Col>
        <DataTable.Col source="subscriptionStatus" label="Subscription">
          <SubscriptionCell />
        </DataTable.Col>
        <DataTable.Col source="role" label="Role">
          <RoleControl />
        </DataTable.Col>
        <DataTable.Col source="isActive" label="Active">
          <StatusControl />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="Joined">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  </AdminPage>
);
