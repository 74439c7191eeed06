import {
  Alert,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Grid,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../common/useToast';
import { AdminPage } from './AdminLayout';
import { adminApi, type AdminPlan, type AdminPlanField } from './adminApi';
import { InlineTextField } from './InlineTextField';

const BILLING_PERIODS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
  { value: 'one_time', label: 'One-time' },
] as const;

const ADMIN_PLANS_KEY = ['admin', 'pricing'];

/** Whole numbers only (spec section 5): anything else is refused before it is sent. */
function parseWholeNumber(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number.parseInt(text, 10) : null;
}

function useSavePlanField() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return async <F extends AdminPlanField>(plan: AdminPlan, field: F, value: AdminPlan[F]): Promise<boolean> => {
    try {
      const saved = await adminApi.updateAdminPlan(plan.id, field, value);
      queryClient.setQueryData<AdminPlan[]>(ADMIN_PLANS_KEY, (plans) => plans?.map((row) => (row.id === saved.id ? saved : row)));
      queryClient.invalidateQueries({ queryKey: ['pricing'] });
      toast({ title: 'Pricing Updated', description: `${saved.name} has been saved.`, type: 'success' });
      return true;
    } catch {
      toast({ description: 'Failed to update pricing plan.', type: 'error' });
      return false;
    }
  };
}

const PlanEditor = ({ plan }: { plan: AdminPlan }) => {
  const save = useSavePlanField();
  const toast = useToast();
  const saveNumber = (field: 'price' | 'trialDays') => async (text: string) => {
    const value = parseWholeNumber(text);
    if (value === null) {
      toast({ description: 'Failed to update pricing plan.', type: 'error' });
      return false;
    }
    return save(plan, field, value);
  };

  return (
    <Card component="section" aria-label={`${plan.name} plan`} sx={{ borderRadius: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {plan.name}
          </Typography>
          {plan.isPopular && <Chip label="Popular" color="primary" size="small" />}
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <InlineTextField fullWidth label="Name" value={plan.name} onCommit={(value) => save(plan, 'name', value.trim())} />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <InlineTextField
              fullWidth
              label="Price (USD)"
              value={String(plan.price)}
              onCommit={saveNumber('price')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <TextField
              select
              fullWidth
              label="Billing period"
              value={plan.billingPeriod}
              onChange={(event) => save(plan, 'billingPeriod', event.target.value as AdminPlan['billingPeriod'])}
            >
              {BILLING_PERIODS.map(({ value, label }) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <InlineTextField
              fullWidth
              label="Trial days"
              value={String(plan.trialDays)}
              onCommit={saveNumber('trialDays')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <FormControlLabel
              control={<Switch checked={plan.isPopular} onChange={(event) => save(plan, 'isPopular', event.target.checked)} />}
              label="Popular"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <InlineTextField
              fullWidth
              label="Button text"
              value={plan.buttonText}
              onCommit={(value) => save(plan, 'buttonText', value.trim())}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <InlineTextField
              fullWidth
              label="Description"
              value={plan.description}
              onCommit={(value) => save(plan, 'description', value.trim())}
            />
          </Grid>
          <Grid size={12}>
            <InlineTextField
              fullWidth
              multiline
              minRows={3}
              label="Features (one per line)"
              value={plan.features.join('\n')}
              onCommit={(value) => save(plan, 'features', value.split('\n').map((line) => line.trim()).filter(Boolean))}
            />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
};

/** /admin/pricing-editor: every plan, each change saved the moment a field is left. */
export const PricingEditorPage = () => {
  const { data: plans, isError } = useQuery({ queryKey: ADMIN_PLANS_KEY, queryFn: adminApi.listAdminPlans, retry: false });
  return (
    <AdminPage title="Pricing Plans" subtitle="Changes are saved as soon as you leave a field">
      {isError && <Alert severity="error">The plans could not be loaded.</Alert>}
      <Stack spacing={2}>
        {plans
          ? plans.map((plan) => <PlanEditor key={plan.id} plan={plan} />)
          : !isError && [0, 1, 2].map((row) => <Skeleton key={row} variant="rounded" height={220} />)}
      </Stack>
    </AdminPage>
  );
};
