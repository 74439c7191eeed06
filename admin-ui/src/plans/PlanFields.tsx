import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { formatDollars, periodSuffix } from '../public/money';
import { SALE_STATUS_LABELS, groupAllowance } from './planLabels';
import type { PlanRecord } from './types';

export const PlanName = () => {
  const plan = useRecordContext<PlanRecord>();
  if (!plan) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{plan.name}</span>
      {plan.isPopular && <Chip label="Popular" size="small" color="primary" />}
    </Stack>
  );
};

export const PlanPrice = () => {
  const plan = useRecordContext<PlanRecord>();
  return plan ? <>{`${formatDollars(plan.price)}${periodSuffix(plan.billingPeriod)}`}</> : null;
};

export const PlanTrial = () => {
  const plan = useRecordContext<PlanRecord>();
  if (!plan) return null;
  return <>{plan.trialDays > 0 ? `${plan.trialDays} days` : 'None'}</>;
};

export const PlanGroups = () => {
  const plan = useRecordContext<PlanRecord>();
  return plan ? <>{groupAllowance(plan.groupLimit)}</> : null;
};

export const PlanSaleStatus = () => {
  const plan = useRecordContext<PlanRecord>();
  return plan ? <StatusChip status={plan.status} labels={SALE_STATUS_LABELS} /> : null;
};
