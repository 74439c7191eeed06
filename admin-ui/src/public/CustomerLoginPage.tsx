import { Alert, AlertTitle, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SubmitButton } from '../common/SubmitButton';
import { useDocumentTitle } from '../layout/PageHeader';
import { api } from '../providers/api';
import { errorStatus } from '../providers/apiErrors';
import { OrderIdCard } from './OrderIdCard';
import { orderSession } from './orderSession';
import { PublicPage } from './PublicHeader';

const LOGIN_FAILED = { title: 'Login Failed', text: 'Invalid email or order ID. Please check your credentials.' };
const LOGIN_ERROR = { title: 'Login Error', text: 'An error occurred during login. Please try again.' };

interface CustomerLoginValues {
  email?: string | null;
  orderId?: string | null;
}

/** The order ID just bought, shown while the form holds the address it was bought with. */
const ReceiptCard = ({ receipt }: { receipt: ReturnType<typeof orderSession.readReceipt> }) => {
  const email = useWatch<CustomerLoginValues, 'email'>({ name: 'email' });
  if (!receipt || receipt.email !== (email ?? '').trim()) return null;
  return (
    <Stack sx={{ mb: 3 }}>
      <OrderIdCard orderId={receipt.orderId} />
    </Stack>
  );
};

/** /customer-login: purchasers sign in with their email and order ID. */
export const CustomerLoginPage = () => {
  useDocumentTitle('Customer Login');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const receipt = orderSession.readReceipt();
  const [defaultValues] = useState<CustomerLoginValues>({ email: searchParams.get('email') ?? receipt?.email ?? '', orderId: '' });
  const [failure, setFailure] = useState<typeof LOGIN_FAILED | null>(null);

  const handleSubmit = async ({ email, orderId }: CustomerLoginValues) => {
    setFailure(null);
    try {
      orderSession.saveCustomer(await api.checkout.customerLogin({ email: (email ?? '').trim(), orderId: (orderId ?? '').trim() }));
      navigate('/customer-dashboard');
    } catch (error) {
      // Any refusal from the server is a wrong pair; only a call that never got an answer is an error.
      setFailure(errorStatus(error) !== undefined ? LOGIN_FAILED : LOGIN_ERROR);
    }
  };

  return (
    <PublicPage>
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Card sx={{ borderRadius: 3 }}>
          <CardContent sx={{ p: { xs: 3, md: 4 } }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Customer Login
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              Sign in with the email you ordered with and your order ID.
            </Typography>
            <Form onSubmit={handleSubmit} defaultValues={defaultValues} noValidate disableInvalidFormNotification>
              <ReceiptCard receipt={receipt} />
              <Stack spacing={2.5}>
                {failure && (
                  <Alert severity="error">
                    <AlertTitle>{failure.title}</AlertTitle>
                    {failure.text}
                  </Alert>
                )}
                <TextInput source="email" label="Email" type="email" autoComplete="email" isRequired variant="outlined" margin="none" helperText={false} />
                <TextInput
                  source="orderId"
                  label="Order ID"
                  isRequired
                  placeholder="JF-XXXXXXXXXXXXXXXX"
                  variant="outlined"
                  margin="none"
                  helperText={false}
                />
                <SubmitButton size="large" requires={['email', 'orderId']}>Sign In</SubmitButton>
                <Button component={Link} to="/order">
                  Choose a plan
                </Button>
              </Stack>
            </Form>
          </CardContent>
        </Card>
      </Container>
    </PublicPage>
  );
};
