import { Button, Link as MuiLink, Stack } from '@mui/material';
import { useAuthState } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSignOut } from '../auth/useSignOut';
import { AuthLayout } from './AuthLayout';

/**
 * Where GET /api/logout leads. Opening an address signs nobody out (another site could make a
 * browser open it); the button posts the sign-out with the XSRF header.
 */
export const SignOutPage = () => {
  const { isPending, authenticated } = useAuthState(undefined, false);
  const signOut = useSignOut();

  if (isPending) return null;
  if (!authenticated) {
    return (
      <AuthLayout title="You are signed out">
        <MuiLink component={Link} to="/login">
          Sign in
        </MuiLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Sign out of JoinFlow?" subtitle="You will need to sign in again to use your account on this browser.">
      <Stack direction="row" spacing={2}>
        <Button variant="contained" size="large" onClick={signOut}>
          Sign out
        </Button>
        <Button component={Link} to="/" size="large">
          Stay signed in
        </Button>
      </Stack>
    </AuthLayout>
  );
};
