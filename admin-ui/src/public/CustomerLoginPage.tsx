import { Alert, AlertTitle, Button, Card, CardContent, CircularProgress, Container, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../layout/PageHeader';
import { api } from '../providers/api';
import { errorStatus } from '../providers/apiErrors';
import { OrderIdCard } from './OrderIdCard';
import { orderSession } from './orderSession';
import { PublicPage } from './PublicHeader';

const LOGIN_FAILED = { title: 'Login Failed', text: 'Invalid email or order ID. Please check your credentials.' };
const LOGIN_ERROR = { title: 'Login Error', text: 'An error occurred during login. Please try again.' };

/** /customer-login: purchasers sign in with their email and order ID. */
export const CustomerLoginPage = () => {
  useDocumentTitle('Customer Login');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const receipt = orderSession.readReceipt();
  const [email, setEmail] = useState(searchParams.get('email') ?? receipt?.email ?? '');
  const [orderId, setOrderId] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<typeof LOGIN_FAILED | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      orderSession.saveCustomer(await api.checkout.customerLogin({ email: email.trim(), orderId: orderId.trim() }));
      navigate('/customer-dashboard');
    } catch (error) {
      // Any refusal from the server is a wrong pair; only a call that never got an answer is an error.
      setFailure(errorStatus(error) !== undefined ? LOGIN_FAILED : LOGIN_ERROR);
      setPending(false);
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
            {receipt && receipt.email === email.trim() && (
              <Stack sx={{ mb: 3 }}>
                <OrderIdCard orderId={receipt.orderId} />
              </Stack>
            )}
            <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit}>
              {failure && (
                <Alert severity="error">
                  <AlertTitle>{failure.title}</AlertTitle>
                  {failure.text}
                </Alert>
              )}
              <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
              <TextField
                label="Order ID"
                required
                placeholder="JF-XXXXXXXXXXXXXXXX"
                value={orderId}
                onChange={(event) => setOrderId(event.target.value)}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={pending || !email.trim() || !orderId.trim()}
                startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                Sign In
              </Button>
              <Button component={Link} to="/order">
                Choose a plan
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Container>
    </PublicPage>
  );
};
