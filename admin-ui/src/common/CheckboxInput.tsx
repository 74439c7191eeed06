import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput } from 'react-admin';

interface CheckboxInputProps {
  source: string;
  label: string;
}

/** A yes/no input of a react-admin `<Form>` shown as a checkbox (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label }: CheckboxInputProps) => {
  const { field } = useInput({ source, type: 'checkbox', parse: Boolean, format: Boolean });
  return (
    <FormControlLabel
      control={<Checkbox name={field.name} checked={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />}
      label={label}
    />
  );
};
