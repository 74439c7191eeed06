import { MenuItem, TextField } from '@mui/material';
import type { DeliveryTrigger } from './types';

export const TriggerSelect = ({ value, onChange }: { value: DeliveryTrigger; onChange: (value: DeliveryTrigger) => void }) => (
  <TextField
    select
    label="Send members"
    value={value}
    onChange={(event) => onChange(event.target.value as DeliveryTrigger)}
    fullWidth
  >
    <MenuItem value="approved">When they are approved</MenuItem>
    <MenuItem value="captured">As soon as their request is captured</MenuItem>
  </TextField>
);
