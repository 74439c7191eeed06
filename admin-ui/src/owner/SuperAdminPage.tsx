import AddIcon from '@mui/icons-material/Add';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Card, CardContent, Chip, CircularProgress, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess } from 'react-admin';
import { AccessDenied } from '../admin/AccessDenied';
import { adminApi, type PlanInput } from '../admin/adminApi';
import { OrderContentForm } from '../admin/OrderContentForm';
import { EMPTY_PLAN, PlanForm, planInput } from '../admin/PlanForm';
import { useToast } from '../common/useToast';
import { publicApi } from '../public/api';
import { OwnerPage } from './OwnerPage';

const PLANS_KEY = ['pricing'];

const PricingPlansTab = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: plans, isError } = useQuery({ queryKey: PLANS_KEY, queryFn: publicApi.listPlans, retry: false });

  const refreshPlans = () => queryClient.invalidateQueries({ queryKey: PLANS_KEY });

  const update = (planId: number) => async (plan: PlanInput) => {
    try {
      await adminApi.updatePlan(planId, plan);
      await refreshPlans();
      toast({ title: 'Pricing Updated', description: `${plan.title} has been saved.`, type: 'success' });
      return undefined;
    } catch (error) {
      toast({ description: 'Failed to update pricing plan.', type: 'error' });
      return error;
    }
  };

  const create = async (plan: PlanInput) => {
    try {
      await adminApi.createPlan(plan);
      await refreshPlans();
      toast({ title: 'Plan Created', description: `${plan.title} is now on the order page.`, type: 'success' });
      return undefined;
    } catch (error) {
      toast({ description: 'Failed to create pricing plan.', type: 'error' });
      return error;
    }
  };

  if (isError) return <Alert severity="error">The plans could not be loaded.</Alert>;
  if (!plans) return <Skeleton variant="rounded" height={240} />;
  return (
    <Stack spacing={2}>
      <Box>
        {plans.map((plan) => (
          <Accordion key={plan.id} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-label={`Edit ${plan.title}`}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 700 }}>{plan.title}</Typography>
                <Typography color="text.secondary">{plan.price}</Typography>
                <Chip label={plan.planType} size="small" variant="outlined" />
                {plan.isPopular && <Chip label="Popular" size="small" color="primary" />}
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <PlanForm initial={planInput(plan)} submitLabel="Save Plan" onSubmit={update(plan.id)} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Card variant="outlined" sx={{ borderRadius: 3 }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <AddIcon color="primary" />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Create a plan
            </Typography>
          </Stack>
          <PlanForm initial={EMPTY_PLAN} submitLabel="Create Plan" onSubmit={create} resetOnSuccess />
        </CardContent>
      </Card>
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
