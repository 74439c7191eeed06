import { Grid, Stack } from '@mui/material';
import {
  BooleanInput,
  DeleteButton,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  minValue,
  required,
  useRecordContext,
} from 'react-admin';
import { statusChoices } from '../common/StatusChip';
import { BILLING_PERIOD_CHOICES, SALE_STATUS_LABELS } from './planLabels';
import type { PlanRecord } from './types';

const SALE_STATUS_HELP = 'Hidden: off the order page and checkouts for now. Retired: off sale for good. Subscribers keep the plan either way.';
const RETIRED_HELP = 'Retired for good: its subscribers keep it, and it cannot go back on sale.';

/** Features are typed one per line; the API drops blank lines. */
const featureLines = (features: unknown) => (Array.isArray(features) ? features.join('\n') : features);

/** The fields of a plan; the server's refusals show beside the field they concern. */
export const PlanInputs = () => {
  const plan = useRecordContext<PlanRecord>();
  const retired = plan?.status === 'retired';
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="name" label="Title" validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="planType" label="Plan type" helperText="Lowercase and dashes, such as starter-lite; order links use it" validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <NumberInput source="price" label="Price (USD)" helperText="Whole dollars" validate={[required(), minValue(0)]} step={1} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectInput source="billingPeriod" label="Billing" choices={BILLING_PERIOD_CHOICES} validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <NumberInput source="trialDays" label="Free trial (days)" helperText="0 for no trial" step={1} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <NumberInput source="groupLimit" label="Group limit" helperText="Empty for unlimited groups" step={1} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput source="buttonText" label="Button text" validate={required()} fullWidth />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="status"
          label="Sale status"
          choices={statusChoices(SALE_STATUS_LABELS)}
          helperText={retired ? RETIRED_HELP : SALE_STATUS_HELP}
          disabled={retired}
          validate={required()}
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <TextInput source="description" label="Description" multiline fullWidth />
      </Grid>
      <Grid size={12}>
        <TextInput source="features" label="Features (one per line)" format={featureLines} multiline minRows={3} validate={required()} fullWidth />
      </Grid>
      <Grid size={12}>
        <BooleanInput source="isPopular" label="Mark as popular" />
      </Grid>
    </Grid>
  );
};


/**
 * Save, and Delete for a plan being edited. A row of its own rather than react-admin's toolbar,
 * which sticks to the bottom of small screens over the form.
 */
export const PlanFormToolbar = ({ deletable = false }: { deletable?: boolean }) => {
  const plan = useRecordContext<PlanRecord>();
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', width: '100%', mt: 1 }}>
      <SaveButton />
      {deletable && (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle={`Delete ${plan?.name ?? 'this plan'}?`}
          confirmContent="Only a plan nobody has bought can be deleted. A plan in use can be retired instead."
        />
      )}
    </Stack>
  );
};
