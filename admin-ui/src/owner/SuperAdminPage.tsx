import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Skeleton,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessDenied } from '../admin/AccessDenied';
import { OrderContentForm } from '../admin/OrderContentForm';
import { StatusChip } from '../common/StatusChip';
import { SALE_STATUS_LABELS, groupAllowance } from '../plans/planLabels';
import type { PlanRecord } from '../plans/types';
import { formatDollars, periodSuffix } from '../public/money';
import { OwnerPage } from './OwnerPage';

/** Every plan at a glance; each is edited, hidden or retired in the admin area's plans list. */
const PricingPlansTab = () => {
  const { data: plans, isError } = useGetList<PlanRecord>('plans', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  if (isError) return <Alert severity="error">The plans could not be loaded.</Alert>;
  if (!plans) return <Skeleton variant="rounded" height={240} />;
  return (
    <Stack spacing={2}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Pricing plans">
          <TableHead>
            <TableRow>
              <TableCell>Plan</TableCell>
              <TableCell>Price</TableCell>
              <TableCell>Free trial</TableCell>
              <TableCell>Groups</TableCell>
              <TableCell>Sale status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {plans.map((plan) => (
              <TableRow key={plan.id}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
                    <Chip label={plan.planType} size="small" variant="outlined" />
                  </Stack>
                </TableCell>
                <TableCell>{`${formatDollars(plan.price)}${periodSuffix(plan.billingPeriod)}`}</TableCell>
                <TableCell>{plan.trialDays > 0 ? `${plan.trialDays} days` : 'None'}</TableCell>
                <TableCell>{groupAllowance(plan.groupLimit)}</TableCell>
                <TableCell>
                  <StatusChip status={plan.status} labels={SALE_STATUS_LABELS} />
                </TableCell>
                <TableCell align="right">
                  <Button component={Link} to={`/admin/plans/${plan.id}`} aria-label={`Edit ${plan.name}`}>
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box>
        <Button component={Link} to="/admin/plans/create" variant="contained" startIcon={<AddIcon />}>
          Create a plan
        </Button>
      </Box>
    </Stack>
  );
};

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
