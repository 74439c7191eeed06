import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useAuthState, useGetIdentity } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { signInPath } from '../auth/returnTo';
import { submitWithFailure } from '../common/fieldErrors';
import { NewPasswordInput, PersonNameInputs } from '../common/accountInputs';
import { SubmitButton } from '../common/SubmitButton';
import { useDocumentTitle } from '../layout/PageHeader';
import { leaveApp } from '../navigation';
import { errorMessage } from '../providers/apiErrors';
import type { PurchaseLink } from '@joinflow/sdk/browser';
import { api } from '../providers/api';
import { PublicPage } from './PublicHeader';

const Frame = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <PublicPage>
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Container>
  </PublicPage>
);

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** The signed-in holder of the address adds the purchase; anyone else is told whose it is. */
const Claim = ({ link, token, signedInAs }: { link: PurchaseLink; token: string; signedInAs: string | null }) => {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success">
          <AlertTitle>Added to your account</AlertTitle>
          Your account is on the {link.purchase.planTitle} plan now.
        </Alert>
        <Button component={Link} to="/billing" variant="contained">
          See your billing
        </Button>
      </Stack>
    );
  }
  if (signedInAs === null && !link.accountExists) return <SetUpForm link={link} token={token} />;
  if (signedInAs === null) {
    return (
      <Stack spacing={2.5}>
        <Typography>
          This purchase was made with {link.email}, which already has a JoinFlow account. Sign in with it to add the purchase.
        </Typography>
        <Button href={signInPath(currentPath())} variant="contained">
          Sign in as {link.email}
        </Button>
      </Stack>
    );
  }
  if (signedInAs.toLowerCase() !== link.email.toLowerCase()) {
    return (
      <Alert severity="warning">
        <AlertTitle>This purchase is for another address</AlertTitle>
        You are signed in as {signedInAs}. Sign out, then open this link again and sign in as {link.email}.
      </Alert>
    );
  }
  const claim = async () => {
    setPending(true);
    setFailure(null);
    try {
      await api.billing.claim({ token });
      setDone(true);
    } catch (error) {
      setFailure(errorMessage(error));
      setPending(false);
    }
  };
  return (
    <Stack spacing={2.5}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Typography>Add this purchase to your account, {link.email}.</Typography>
      <Button
        variant="contained"
        onClick={claim}
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Add to my account
      </Button>
    </Stack>
  );
};

const SET_UP_FIELDS = ['firstName', 'lastName', 'password'];

interface SetUpValues {
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
}

/** No account has the address yet: a password makes one, on the purchased plan, and signs it in. */
const SetUpForm = ({ link, token }: { link: PurchaseLink; token: string }) => {
  const [failure, setFailure] = useState<string | null>(null);

  const submit = submitWithFailure(SET_UP_FIELDS, setFailure, async ({ firstName, lastName, password }: SetUpValues) => {
    await api.checkout.setUpAccount({ token, password: password ?? '', firstName: (firstName ?? '').trim(), lastName: (lastName ?? '').trim() });
    // A page load, so the app starts again with the new session.
    leaveApp('/billing');
  });

  return (
    <Form onSubmit={submit} record={{ email: link.email }} noValidate disableInvalidFormNotification>
      <Stack spacing={2.5}>
        <Typography>
          Set up your JoinFlow account with {link.email}. It starts on the {link.purchase.planTitle} plan you bought.
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextInput source="email" label="Email" disabled variant="outlined" margin="none" helperText={false} />
        <PersonNameInputs spacing={2} margin="none" />
        {/* The server says what is wrong with a short password, in the spec's words. */}
        <NewPasswordInput helperText="At least 8 characters." validate={[]} isRequired margin="none" />
        <SubmitButton size="large" requires={SET_UP_FIELDS}>Create my account</SubmitButton>
      </Stack>
    </Form>
  );
};

/** /account-setup?token=…: the link emailed with a public purchase hands it to the holder of its address. */
export const AccountSetupPage = () => {
  useDocumentTitle('Your purchase');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { isPending: authPending, authenticated } = useAuthState(undefined, false);
  const { identity, isPending: identityPending } = useGetIdentity();
  const link = useQuery({
    queryKey: ['purchase-link', token],
    queryFn: () => api.checkout.purchaseLink(token),
    enabled: token !== '',
    retry: false,
  });

  if (token === '' || link.isError) {
    return (
      <Frame title="This link does not work">
        <Alert severity="error">
          {token === '' ? 'The link is incomplete. Open it again from your order email.' : errorMessage(link.error)}
        </Alert>
        <Button component={Link} to="/customer-login" sx={{ mt: 2 }}>
          Customer Login
        </Button>
      </Frame>
    );
  }
  if (!link.data || authPending || (authenticated && identityPending)) {
    return (
      <Frame title="Your purchase">
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </Frame>
    );
  }
  const view = link.data;
  return (
    <Frame title={`Your ${view.purchase.planTitle} purchase`}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Order {view.purchase.orderId}
      </Typography>
      {view.claimed ? (
        <Alert severity="info">This purchase is already in an account. Sign in with {view.email} to use it.</Alert>
      ) : (
        <Claim link={view} token={token} signedInAs={authenticated ? ((identity?.email as string | undefined) ?? null) : null} />
      )}
    </Frame>
  );
};
