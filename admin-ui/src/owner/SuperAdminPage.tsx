import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Card, CardContent, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useCanAccess, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessDenied } from '../admin/AccessDenied';
import { OrderContentForm } from '../admin/OrderContentForm';
import { PlanTable } from '../plans/PlanTable';
import type { PlanRecord } from '../plans/types';
import { OwnerPage } from './OwnerPage';

const EditPlanLink = () => {
  const plan = useRecordContext<PlanRecord>();
  if (!plan) return null;
  return (
    <Button component={Link} to={`/admin/plans/${plan.id}`} aria-label={`Edit ${plan.name}`}>
      Edit
    </Button>
  );
};

/** Every plan in the admin area's own table; each is edited, hidden or retired in the admin area. */
const PricingPlansTab = () => (
  <Stack spacing={2}>
    <ListBase<PlanRecord> resource="plans" perPage={100} sort={{ field: 'sortOrder', order: 'ASC' }} disableSyncWithLocation>
      <Box sx={{ overflowX: 'auto' }}>
        <PlanTable rowClick={false}>
          <DataTable.Col label="" align="right">
            <EditPlanLink />
          </DataTable.Col>
        </PlanTable>
      </Box>
    </ListBase>
    <Box>
      <Button component={Link} to="/admin/plans/create" variant="contained" startIcon={<AddIcon />}>
        Create a plan
      </Button>
    </Box>
  </Stack>
);

const TABS = ['Page Content', 'Pricing Plans'] as const;

const Panel = () => {
  const [tab, setTab] = useState(0);
  return (
    <OwnerPage title="Super Admin Panel" subtitle="Manage page content and pricing plans">
      <Card sx={{ borderRadius: 3 }}>
        <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
          {TABS.map((label) => (
            <Tab key={label} label={label} />
          ))}
        </Tabs>
        <CardContent sx={{ p: 3 }}>{tab === 0 ? <OrderContentForm /> : <PricingPlansTab />}</CardContent>
      </Card>
    </OwnerPage>
  );
};

/** /super-admin: the order page's headings and the plans, for super admins only. */
export const SuperAdminPage = () => {
  const { canAccess, isPending } = useCanAccess({ action: 'list', resource: 'super-admin' });
  if (isPending) {
    return (
      <Box sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (!canAccess) return <AccessDenied message="You don't have permission to access this page." redirectTo="/" />;
  return <Panel />;
};
