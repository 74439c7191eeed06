import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useToast } from '../common/useToast';
import { fullPageCentred } from '../layout/fullPageCentred';
import { leaveApp } from '../navigation';
import { signInPath } from './returnTo';

export const SIGN_IN_REDIRECT_DELAY_MS = 500;

/**
 * What a signed-out visitor sees on an owner page: a short notice, then the server's sign-in,
 * which brings them back to this page afterwards.
 */
export const SignedOutRedirect = () => {
  const toast = useToast();
  const { pathname, search } = useLocation();
  const notified = useRef(false);
  const target = signInPath(`${pathname}${search}`);

  useEffect(() => {
    if (!notified.current) {
      notified.current = true;
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', type: 'warning' });
    }
    const timer = setTimeout(() => leaveApp(target), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [toast, target]);

  return (
    <Box
      role="status"
      sx={{ ...fullPageCentred, gap: 2 }}
    >
      <CircularProgress />
      <Typography color="text.secondary">Taking you to sign in…</Typography>
    </Box>
  );
};
