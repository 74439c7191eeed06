import { Alert, AlertTitle, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { leaveApp } from '../navigation';
import { signInPath } from './returnTo';

export const SIGN_IN_REDIRECT_DELAY_MS = 500;

const UnauthorizedToast = () => (
  <Alert severity="warning" variant="filled" sx={{ minWidth: 300 }}>
    <AlertTitle>Unauthorized</AlertTitle>
    You are logged out. Logging in again...
  </Alert>
);

/**
 * What a signed-out visitor sees on an owner page: a short notice, then the server's sign-in,
 * which brings them back to this page afterwards.
 */
export const SignedOutRedirect = () => {
  const notify = useNotify();
  const { pathname, search } = useLocation();
  const notified = useRef(false);
  const target = signInPath(`${pathname}${search}`);

  useEffect(() => {
    if (!notified.current) {
      notified.current = true;
      notify(<UnauthorizedToast />, { type: 'warning' });
    }
    const timer = setTimeout(() => leaveApp(target), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [notify, target]);

  return (
    <Box
      role="status"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress />
      <Typography color="text.secondary">Taking you to sign in…</Typography>
    </Box>
  );
};
