import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useAuthState } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../providers/api';
import { errorMessage } from '../providers/apiErrors';
import { AuthLayout } from './AuthLayout';

// The API's own wording for an unusable link, used when the address has no token at all.
const INVALID_LINK_MESSAGE = 'This verification link is invalid or has expired. Sign in and send yourself a new one.';

type Outcome = { state: 'confirming' } | { state: 'confirmed'; message: string } | { state: 'failed'; message: string };

/**
 * Opened from the confirmation email: `/verify-email?token=...`. The page confirms with a POST
 * (mail scanners that fetch links do not run it), once, as soon as it opens.
 */
export const VerifyEmailPage = () => {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { authenticated } = useAuthState(undefined, false);
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'confirming' } : { state: 'failed', message: INVALID_LINK_MESSAGE });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api.auth
      .verifyEmail(token)
      .then(({ message }) => setOutcome({ state: 'confirmed', message }))
      .catch((error: unknown) => setOutcome({ state: 'failed', message: errorMessage(error) }));
  }, [token]);

  return (
    <AuthLayout title="Confirm your email address">
      {outcome.state === 'confirming' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-label="Confirming" />
          <span>Confirming your email address…</span>
        </Stack>
      )}
      {outcome.state !== 'confirming' && (
        <>
          <Alert severity={outcome.state === 'confirmed' ? 'success' : 'error'}>{outcome.message}</Alert>
          <Button component={Link} to={authenticated ? '/' : '/login'} variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
            {authenticated ? 'Go to your dashboard' : 'Sign in'}
          </Button>
        </>
      )}
    </AuthLayout>
  );
};
