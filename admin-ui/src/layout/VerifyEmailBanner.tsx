import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { api } from '../providers/api';
import { errorMessage } from '../providers/apiErrors';
import type { Identity } from '../providers/authProvider';

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'done'; message: string; failed: boolean };

/**
 * Shown on every owner page until the account's address is confirmed: until then it cannot be an
 * admin, join a provider sign-in or take a purchase made with that email.
 */
export const VerifyEmailBanner = () => {
  const { identity } = useGetIdentity();
  const user = identity as Identity | undefined;
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  if (!user || user.isEmailVerified !== false) return null;

  const resend = async () => {
    setSending({ state: 'sending' });
    try {
      const { message } = await api.auth.resendVerificationEmail();
      setSending({ state: 'done', message, failed: false });
    } catch (error) {
      setSending({ state: 'done', message: errorMessage(error), failed: true });
    }
  };

  return (
    <Alert
      severity={sending.state === 'done' && sending.failed ? 'error' : 'warning'}
      // Lined up with the pages below it, which keep the same side padding.
      sx={{ mt: 2, mx: { xs: 1, sm: 2 }, overflowWrap: 'anywhere' }}
    >
      <AlertTitle>Confirm your email address</AlertTitle>
      {sending.state === 'done'
        ? sending.message
        : `We sent a link to ${user.email}. Open it to confirm the address: until then, plans bought with this email, sign-in with Google or another provider, and admin rights cannot be added to this account.`}
      <Box sx={{ mt: 1 }}>
        <Button color="inherit" variant="outlined" size="small" onClick={resend} disabled={sending.state === 'sending'}>
          Send a new link
        </Button>
      </Box>
    </Alert>
  );
};
