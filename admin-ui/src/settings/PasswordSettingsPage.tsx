import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput } from 'react-admin';
import { SubmitButton } from '../common/SubmitButton';
import { OwnerPage } from '../owner/OwnerPage';
import { api } from '../providers/api';
import { errorMessage, fieldErrors } from '../providers/apiErrors';

interface Outcome {
  severity: 'success' | 'error';
  message: string;
}

interface PasswordDraft {
  currentPassword?: string | null;
  password?: string | null;
  confirmation?: string | null;
}

/**
 * The signed-in owner's password. Changing it signs out every other session and revokes every API
 * token; the answer says how many, and the page says it in full so nothing is a surprise later.
 */
export const PasswordSettingsPage = () => {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new form after each change, so the three fields start empty again.
  const [formKey, setFormKey] = useState(0);

  // What submit returns are field messages, which the form shows beside each input.
  const submit = async ({ currentPassword, password, confirmation }: PasswordDraft) => {
    setOutcome(null);
    if ((password ?? '').length < 8) return { password: 'Password must be at least 8 characters.' };
    if (password !== confirmation) return { confirmation: 'The two new passwords are not the same.' };
    try {
      const { message } = await api.auth.changePassword({ ...(currentPassword ? { currentPassword } : {}), password: password ?? '' });
      setOutcome({ severity: 'success', message });
      setFormKey((key) => key + 1);
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField) return byField;
      setOutcome({ severity: 'error', message: errorMessage(error) });
    }
  };

  return (
    <OwnerPage title="Password" subtitle="Change the password you sign in with">
      <Card component="section" aria-labelledby="password-title" variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography id="password-title" component="h2" variant="h6">
            Change password
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            Every other browser signed in to your account is signed out, and every API token is revoked: you
            will create new ones for the CLI and scripts, and connect the Chrome extension again. This browser
            stays signed in.
          </Typography>
          {outcome && (
            <Alert severity={outcome.severity} sx={{ mb: 2 }} role={outcome.severity === 'error' ? 'alert' : 'status'}>
              {outcome.message}
            </Alert>
          )}
          <Form key={formKey} onSubmit={submit} noValidate>
            <Stack spacing={1}>
              <PasswordInput
                source="currentPassword"
                label="Current password"
                autoComplete="current-password"
                helperText="Leave it empty if you signed up with Google, Facebook or another provider and have no password yet."
              />
              <PasswordInput source="password" label="New password" autoComplete="new-password" isRequired helperText="At least 8 characters" />
              <PasswordInput source="confirmation" label="New password again" autoComplete="new-password" isRequired helperText={false} />
              <div>
                <SubmitButton>Change password</SubmitButton>
              </div>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </OwnerPage>
  );
};
