import { Typography } from '@mui/material';
import { CreateButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';
import { statusChoices } from '../common/StatusChip';
import { BILLING_PERIOD_CHOICES, SALE_STATUS_LABELS } from './planLabels';
import { PlanTable } from './PlanTable';
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
      <PlanTable rowClick="edit" empty={<NoMatch />} />
    </List>
  </AdminPage>
);
