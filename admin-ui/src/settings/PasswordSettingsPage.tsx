import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { OwnerPage } from '../owner/OwnerPage';
import { api } from '../providers/api';
import { errorMessage, fieldErrors } from '../providers/apiErrors';

interface Outcome {
  severity: 'success' | 'error';
  message: string;
}

/**
 * The signed-in owner's password. Changing it signs out every other session and revokes every API
 * token; the answer says how many, and the page says it in full so nothing is a surprise later.
 */
export const PasswordSettingsPage = () => {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (password.length < 8) return setErrors({ password: 'Password must be at least 8 characters.' });
    if (password !== confirmation) return setErrors({ confirmation: 'The two new passwords are not the same.' });
    setErrors({});
    setSaving(true);
    try {
      const { message } = await api.auth.changePassword({ ...(currentPassword ? { currentPassword } : {}), password });
      setOutcome({ severity: 'success', message });
      setCurrentPassword('');
      setPassword('');
      setConfirmation('');
    } catch (error) {
      const byField = fieldErrors(error);
      if (byField) setErrors(byField);
      else setOutcome({ severity: 'error', message: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <OwnerPage title="Password" subtitle="Change the password you sign in with">
      <Card component="section" aria-labelledby="password-title" variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
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
          <Stack spacing={2}>
            <TextField
              label="Current password"
              type="password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              error={Boolean(errors.currentPassword)}
              helperText={errors.currentPassword ?? 'Leave it empty if you signed up with Google, Facebook or another provider and have no password yet.'}
            />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password ?? 'At least 8 characters'}
            />
            <TextField
              label="New password again"
              type="password"
              autoComplete="new-password"
              required
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={Boolean(errors.confirmation)}
              helperText={errors.confirmation}
            />
            <div>
              <Button type="submit" variant="contained" disabled={saving}>
                Change password
              </Button>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </OwnerPage>
  );
};
