import { Alert, Box, Button, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../providers/api';
import { AuthLayout } from './AuthLayout';
import { NewPasswordInput } from '../common/accountInputs';
import { submitWithFailure } from '../common/fieldErrors';

// The API's own wording for a missing or expired token, used when the link has no token at all.
const INVALID_LINK_MESSAGE = 'This reset link is invalid or has expired.';

const RequestNewLink = () => (
  <Box sx={{ mt: 3, textAlign: 'center' }}>
    <MuiLink component={Link} to="/forgot-password" variant="body2">
      Request a new reset link
    </MuiLink>
  </Box>
);

/** Opened from the password-reset email: `/reset-password?token=...`. */
export const ResetPasswordPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(token ? null : INVALID_LINK_MESSAGE);

  const submit = submitWithFailure(['password'], setFailure, async (values: Record<string, string>) => {
    const { message } = await api.auth.resetPassword({ token: token ?? '', password: values.password });
    setDoneMessage(message);
  });

  if (doneMessage) {
    return (
      <AuthLayout title="Choose a new password">
        <Alert severity="success">{doneMessage}</Alert>
        <Button component={Link} to="/login" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
          Sign in
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password">
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {token && (
        <Form onSubmit={submit} noValidate>
          <NewPasswordInput label="New password" />
          <Box sx={{ mt: 2 }}>
            <SaveButton label="Set new password" icon={<></>} fullWidth size="large" />
          </Box>
        </Form>
      )}
      {failure && <RequestNewLink />}
    </AuthLayout>
  );
};
