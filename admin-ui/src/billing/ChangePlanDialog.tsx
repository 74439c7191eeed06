import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../common/useToast';
import { errorMessage } from '../providers/apiErrors';
import { useCheckoutAttempt } from '../public/useCheckoutAttempt';
import { hasAnnualPrice } from '../public/planDisplay';
import { api } from '../providers/api';
import type { BillingSummary, PlanChangeParams as PlanChoice } from '@joinflow/sdk/browser';

interface ChangePlanDialogProps {
  open: boolean;
  billing: BillingSummary;
  onClose: () => void;
  onChanged: (billing: BillingSummary) => void;
}

/** Choose a plan and how it is billed, see what it costs today and from when, then confirm. */
export const ChangePlanDialog = ({ open, billing, onClose, onChanged }: ChangePlanDialogProps) => {
  const toast = useToast();
  const attempt = useCheckoutAttempt();
  const [period, setPeriod] = useState<'monthly' | 'annual'>(billing.period === 'annual' ? 'annual' : 'monthly');
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [saving, setSaving] = useState(false);
  const plans = useQuery({ queryKey: ['pricing', 'plans'], queryFn: () => api.plans.list(), enabled: open });
  const preview = useQuery({
    queryKey: ['billing', 'preview', choice?.planType, choice?.billing],
    queryFn: () => api.billing.previewChange(choice!),
    enabled: open && choice !== null,
    retry: false,
  });
  const recurring = (plans.data ?? []).filter((plan) => plan.billingPeriod !== 'one_time');

  const confirm = async () => {
    if (!choice) return;
    setSaving(true);
    try {
      const { change, billing: changed } = await api.billing.changePlan(choice, { idempotencyKey: attempt.key() });
      toast({ title: change.kind === 'upgrade' ? 'Plan upgraded' : 'Plan change scheduled', description: change.message, type: 'success' });
      onChanged(changed);
      setChoice(null);
    } catch (error) {
      attempt.settle(error);
      toast({ title: 'Plan not changed', description: errorMessage(error), type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="change-plan-title">
      <DialogTitle id="change-plan-title">Change plan</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={period}
            onChange={(_event, value) => {
              if (!value) return;
              setPeriod(value);
              setChoice((current) => (current ? { ...current, billing: value } : current));
            }}
            aria-label="Billing"
          >
            <ToggleButton value="monthly">Monthly</ToggleButton>
            <ToggleButton value="annual">Annual</ToggleButton>
          </ToggleButtonGroup>
          {plans.isPending ? (
            <CircularProgress aria-label="Loading plans" />
          ) : (
            <List aria-label="Plans">
              {recurring.map((plan) => {
                const billed = period === 'annual' && hasAnnualPrice(plan) ? 'annual' : 'monthly';
                const current = plan.planType === billing.planType && billed === billing.period;
                return (
                  <ListItemButton
                    key={plan.planType}
                    selected={choice?.planType === plan.planType}
                    disabled={current}
                    onClick={() => setChoice({ planType: plan.planType, billing: billed })}
                  >
                    <ListItemText
                      primary={`${plan.title}${billed === 'annual' ? ' (annual)' : ''}${current ? ' · your plan' : ''}`}
                      secondary={plan.groupLimit === null ? 'Unlimited groups' : `Up to ${plan.groupLimit} ${plan.groupLimit === 1 ? 'group' : 'groups'}`}
                    />
                  </ListItemButton>
                );
              })}
            </List>
          )}
          {choice && preview.isPending && <CircularProgress size={20} aria-label="Working out the cost" />}
          {choice && preview.isError && <Alert severity="warning">{errorMessage(preview.error)}</Alert>}
          {choice && preview.data && (
            <Alert severity="info" role="status">
              <Typography sx={{ fontWeight: 700 }}>Due today: {preview.data.dueNow.formatted}</Typography>
              {preview.data.message}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Close
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={!preview.data || saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {preview.data?.kind === 'downgrade' ? 'Schedule the change' : 'Confirm change'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
