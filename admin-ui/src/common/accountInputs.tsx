import { Stack, type StackProps } from '@mui/material';
import { minLength, PasswordInput, required, TextInput, type PasswordInputProps } from 'react-admin';

type Margin = 'none' | 'dense';

const NAME_REQUIRED = [required()];
const NEW_PASSWORD = [required(), minLength(8)];

/** First and last name side by side (stacked on phones), as sign-up and account set-up ask for them. */
export const PersonNameInputs = ({ spacing = { xs: 0, sm: 2 }, margin = 'dense' }: { spacing?: StackProps['spacing']; margin?: Margin }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={spacing}>
    <TextInput source="firstName" label="First name" autoComplete="given-name" validate={NAME_REQUIRED} variant="outlined" margin={margin} fullWidth />
    <TextInput source="lastName" label="Last name" autoComplete="family-name" validate={NAME_REQUIRED} variant="outlined" margin={margin} fullWidth />
  </Stack>
);

/** A password being chosen: at least 8 characters, the browser offered to generate and keep it. */
export const NewPasswordInput = (props: Partial<PasswordInputProps>) => (
  <PasswordInput
    source="password"
    label="Password"
    autoComplete="new-password"
    helperText="At least 8 characters"
    validate={NEW_PASSWORD}
    variant="outlined"
    fullWidth
    {...props}
  />
);
