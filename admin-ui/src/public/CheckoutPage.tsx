import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Checkbox, CircularProgress, FormControlLabel, MenuItem, Stack, Step, StepLabel, Stepper, TextField } from '@mui/material';
import { parseBilling } from '@joinflow/rules/pricing';
import { useState, type FormEvent } from 'react';
import { useAuthState, useGetIdentity } from 'react-admin';
import { errorStatus, serverMessage } from '../providers/apiErrors';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useToast } from '../common/useToast';
import { useDocumentTitle } from '../layout/PageHeader';
import type { Identity } from '../providers/authProvider';
import type { CardDetails as PaymentDetails } from '@joinflow/sdk/browser';
import { api } from '../providers/api';
import { CardFields, EMPTY_PAYMENT, paymentComplete } from './CardFields';
import { OWNER_EXPIRY_MAX_LENGTH, cardNumberForPayment } from './cardFormat';
import { CheckoutFrame } from './CheckoutFrame';
import { OrderSummary } from './OrderSummary';
import { useCheckoutStart } from './useCheckoutStart';
import { useCheckoutAttempt } from './useCheckoutAttempt';
import { useQuote } from './useQuote';

/** The owner checkout's countries (spec section 5), Kenya first and chosen by default. */
export const OWNER_COUNTRIES = ['Kenya', 'United States', 'United Kingdom', 'Canada', 'Australia'] as const;

const STEPS = ['Your details', 'Payment'] as const;

const OwnerCheckout = ({ owner }: { owner: Identity }) => {
  const navigate = useNavigate();
  const toast = useToast();
  const { planType = '' } = useParams();
  const [searchParams] = useSearchParams();
  const billing = parseBilling(searchParams.get('billing'));
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState(owner.email);
  const [country, setCountry] = useState<string>(OWNER_COUNTRIES[0]);
  const [subscribeToUpdates, setSubscribeToUpdates] = useState(false);
  const [payment, setPayment] = useState<PaymentDetails>(EMPTY_PAYMENT);
  const [processing, setProcessing] = useState(false);
  const quote = useQuote({ plan: planType, billing, country });
  const attempt = useCheckoutAttempt();
  useCheckoutStart(planType, billing, 'owner');

  const toPayment = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: 'Email Required', description: 'Please enter your email address to continue.', type: 'error' });
      return;
    }
    setStep(1);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!paymentComplete(payment)) {
      toast({ title: 'Error', description: 'Please fill in all payment details.', type: 'error' });
      return;
    }
    setProcessing(true);
    try {
      await api.checkout.pay({
        planType: quote.data?.planType ?? planType,
        // The period chosen on the plans page; without it an annual choice was bought as monthly.
        billing,
        planTitle: quote.data?.title ?? planType,
        amount: quote.data?.priceUsd ?? 0,
        userId: Number(owner.id),
        email: email.trim(),
        country,
        subscribeToUpdates,
        ...payment,
        cardNumber: cardNumberForPayment(payment.cardNumber),
      }, { idempotencyKey: attempt.key() });
      toast({
        title: 'Payment Successful',
        description: 'Your subscription has been activated. Check your email for confirmation.',
        type: 'success',
      });
      navigate('/');
    } catch (error) {
      attempt.settle(error);
      // A plan that still runs is changed on the Billing page; the server says so.
      const inForce = errorStatus(error) === 409 ? serverMessage(error) : undefined;
      toast({ title: 'Payment Failed', description: inForce ?? 'There was an issue processing your payment. Please try again.', type: 'error' });
      setProcessing(false);
    }
  };

  return (
    <CheckoutFrame step={`Step ${step + 1} of 2`} title={STEPS[step]} summary={<OrderSummary quote={quote.data} isError={quote.isError} error={quote.error} />}>
      <Stepper activeStep={step} sx={{ mb: 4 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 ? (
        <Stack component="form" noValidate spacing={2.5} onSubmit={toPayment}>
          <TextField label="Email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
          <TextField select label="Country" value={country} onChange={(event) => setCountry(event.target.value)}>
            {OWNER_COUNTRIES.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={subscribeToUpdates} onChange={(event) => setSubscribeToUpdates(event.target.checked)} />}
            label="Send me product updates by email"
          />
          <Button type="submit" variant="contained" size="large">
            Continue to payment
          </Button>
        </Stack>
      ) : (
        <Stack component="form" noValidate spacing={2.5} onSubmit={pay}>
          <CardFields value={payment} onChange={setPayment} disabled={processing} expiryMaxLength={OWNER_EXPIRY_MAX_LENGTH} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button onClick={() => setStep(0)} disabled={processing}>
              Back
            </Button>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={processing}
              sx={{ flexGrow: 1 }}
              startIcon={processing ? <CircularProgress size={18} color="inherit" /> : <LockIcon />}
            >
              {processing ? 'Processing…' : 'Pay and activate'}
            </Button>
          </Box>
        </Stack>
      )}
    </CheckoutFrame>
  );
};

const Loading = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);

/** /checkout/:planType, for signed-in owners buying or upgrading; anyone else is sent home. */
export const CheckoutPage = () => {
  useDocumentTitle('Checkout');
  const { isPending, authenticated } = useAuthState();
  const { identity } = useGetIdentity();
  if (isPending) return <Loading />;
  if (!authenticated) return <Navigate to="/" replace />;
  if (!identity) return <Loading />;
  return <OwnerCheckout owner={identity as Identity} />;
};
