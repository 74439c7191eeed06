import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, CircularProgress, Stack, Step, StepLabel, Stepper } from '@mui/material';
import { parseBilling } from '@joinflow/rules/pricing';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Form, SelectInput, TextInput, useAuthState, useGetIdentity } from 'react-admin';
import { CheckboxInput } from '../common/CheckboxInput';
import { formFieldErrors } from '../common/fieldErrors';
import { FormValueListener } from '../common/FormValueListener';
import { SubmitButton } from '../common/SubmitButton';
import { errorStatus, serverMessage } from '../providers/apiErrors';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useToast } from '../common/useToast';
import { useDocumentTitle } from '../layout/PageHeader';
import type { Identity } from '../providers/authProvider';
import { api } from '../providers/api';
import { CARD_FIELDS, CardFields, cardPayment, type CardValues } from './CardFields';
import { OWNER_EXPIRY_MAX_LENGTH } from './cardFormat';
import { CheckoutFrame } from './CheckoutFrame';
import { OrderSummary } from './OrderSummary';
import { useCheckoutStart } from './useCheckoutStart';
import { useCheckoutAttempt } from './useCheckoutAttempt';
import { useQuote } from './useQuote';

/** The owner checkout's countries (spec section 5), Kenya first and chosen by default. */
export const OWNER_COUNTRIES = ['Kenya', 'United States', 'United Kingdom', 'Canada', 'Australia'] as const;

const STEPS = ['Your details', 'Payment'] as const;

const COUNTRY_CHOICES = OWNER_COUNTRIES.map((name) => ({ id: name, name }));

interface CheckoutValues extends CardValues {
  email?: string | null;
  country?: string;
  subscribeToUpdates?: boolean;
}

const BackButton = ({ onClick }: { onClick: () => void }) => {
  const { isSubmitting } = useFormState();
  return (
    <Button onClick={onClick} disabled={isSubmitting}>
      Back
    </Button>
  );
};

const OwnerCheckout = ({ owner }: { owner: Identity }) => {
  const navigate = useNavigate();
  const toast = useToast();
  const { planType = '' } = useParams();
  const [searchParams] = useSearchParams();
  const billing = parseBilling(searchParams.get('billing'));
  const [step, setStep] = useState(0);
  const [country, setCountry] = useState<string>(OWNER_COUNTRIES[0]);
  const quote = useQuote({ plan: planType, billing, country });
  const attempt = useCheckoutAttempt();
  useCheckoutStart(planType, billing, 'owner');

  // One form for both steps: the details stay in it while the card is asked for.
  const submit = async ({ email, country = OWNER_COUNTRIES[0], subscribeToUpdates = false, ...card }: CheckoutValues) => {
    if (step === 0) {
      if (!email?.trim()) {
        toast({ title: 'Email Required', description: 'Please enter your email address to continue.', type: 'error' });
        return;
      }
      setStep(1);
      return;
    }
    const payment = cardPayment(card);
    if (!payment) {
      toast({ title: 'Error', description: 'Please fill in all payment details.', type: 'error' });
      return;
    }
    try {
      await api.checkout.pay({
        planType: quote.data?.planType ?? planType,
        // The period chosen on the plans page; without it an annual choice was bought as monthly.
        billing,
        planTitle: quote.data?.title ?? planType,
        amount: quote.data?.priceUsd ?? 0,
        userId: Number(owner.id),
        email: (email ?? '').trim(),
        country,
        subscribeToUpdates,
        ...payment,
      }, { idempotencyKey: attempt.key() });
      toast({
        title: 'Payment Successful',
        description: 'Your subscription has been activated. Check your email for confirmation.',
        type: 'success',
        keepOnNextPage: true,
      });
      navigate('/');
    } catch (error) {
      attempt.settle(error);
      // A plan that still runs is changed on the Billing page; the server says so.
      const inForce = errorStatus(error) === 409 ? serverMessage(error) : undefined;
      toast({ title: 'Payment Failed', description: inForce ?? 'There was an issue processing your payment. Please try again.', type: 'error' });
      return formFieldErrors(error, CARD_FIELDS);
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
      <Form
        onSubmit={submit}
        defaultValues={{ email: owner.email, country: OWNER_COUNTRIES[0], subscribeToUpdates: false }}
        noValidate
        disableInvalidFormNotification
      >
        <FormValueListener name="country" onChange={setCountry} />
        {step === 0 ? (
          <Stack spacing={2.5}>
            <TextInput source="email" label="Email" type="email" isRequired variant="outlined" margin="none" helperText={false} />
            <SelectInput source="country" label="Country" choices={COUNTRY_CHOICES} isRequired variant="outlined" margin="none" helperText={false} />
            <CheckboxInput source="subscribeToUpdates" label="Send me product updates by email" />
            <SubmitButton size="large">Continue to payment</SubmitButton>
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            <CardFields expiryMaxLength={OWNER_EXPIRY_MAX_LENGTH} />
            <Box sx={{ display: 'flex', gap: 2 }}>
              <BackButton onClick={() => setStep(0)} />
              <SubmitButton size="large" startIcon={<LockIcon />} busyLabel="Processing…" sx={{ flexGrow: 1 }}>
                Pay and activate
              </SubmitButton>
            </Box>
          </Stack>
        )}
      </Form>
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
