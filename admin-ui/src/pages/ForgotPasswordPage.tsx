import { Alert, Box, Link as MuiLink } from '@mui/material';
import { useState } from 'react';
import { email as validEmail, Form, required, SaveButton, TextInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { api } from '../providers/api';
import { AuthLayout } from './AuthLayout';
import { submitWithFailure } from '../common/fieldErrors';

export const ForgotPasswordPage = () => {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = submitWithFailure(['email'], setFailure, async (values: Record<string, string>) => {
    const { message } = await api.auth.requestPasswordReset(values.email);
    setSentMessage(message);
  });

  return (
    <AuthLayout title="Reset your password" subtitle="We will email you a link to choose a new password.">
      {sentMessage ? (
        <Alert severity="success">{sentMessage}</Alert>
      ) : (
        <>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Form onSubmit={submit} noValidate>
            <TextInput
              source="email"
              label="Email"
              type="email"
              autoComplete="email"
              validate={[required(), validEmail()]}
              variant="outlined"
              fullWidth
            />
            <SaveButton label="Send reset link" icon={<></>} fullWidth size="large" />
          </Form>
        </>
      )}
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <MuiLink component={Link} to="/login" variant="body2">
          Back to sign in
        </MuiLink>
      </Box>
    </AuthLayout>
  );
};
