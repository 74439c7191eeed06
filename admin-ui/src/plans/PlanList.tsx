import { Typography } from '@mui/material';
import { CreateButton, DataTable, DateField, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { statusChoices } from '../common/StatusChip';
import { PlanGroups, PlanName, PlanPrice, PlanSaleStatus, PlanTrial } from './PlanFields';
import { BILLING_PERIOD_CHOICES, SALE_STATUS_LABELS } from './planLabels';
import type { PlanRecord } from './types';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search title or plan type" alwaysOn />,
  <SelectInput key="status" source="status" label="Sale status" choices={statusChoices(SALE_STATUS_LABELS)} alwaysOn />,
  <SelectInput key="billingPeriod" source="billingPeriod" label="Billing" choices={BILLING_PERIOD_CHOICES} alwaysOn />,
];

const NoMatch = () => (
  <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
    No plans match these filters.
  </Typography>
);

/** /admin/plans (and the spec's /admin/pricing-editor): every plan, on sale or not, newest first. */
export const PlanList = () => (
  <AdminPage title="Pricing Plans" subtitle="Prices, trials, group limits, and what is on sale">
    <List<PlanRecord>
      resource="plans"
      title={false}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton label="Create a plan" />
        </TopToolbar>
      }
    >
      <DataTable rowClick="edit" bulkActionButtons={false} empty={<NoMatch />}>
        <DataTable.Col source="name" label="Plan">
          <PlanName />
        </DataTable.Col>
        <DataTable.Col source="planType" label="Plan type" />
        <DataTable.Col source="price" label="Price">
          <PlanPrice />
        </DataTable.Col>
        <DataTable.Col source="trialDays" label="Free trial">
          <PlanTrial />
        </DataTable.Col>
        <DataTable.Col source="groupLimit" label="Groups">
          <PlanGroups />
        </DataTable.Col>
        <DataTable.Col source="status" label="Sale status">
          <PlanSaleStatus />
        </DataTable.Col>
        <DataTable.NumberCol source="subscribers" label="Subscribers" disableSort />
        <DataTable.Col source="createdAt" label="Created">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  </AdminPage>
);
