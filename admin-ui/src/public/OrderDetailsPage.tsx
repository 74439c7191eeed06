import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { COUNTRIES, FALLBACK_PLAN_TYPE, parseBilling } from '@joinflow/rules/pricing';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../layout/PageHeader';
import { CheckoutFrame } from './CheckoutFrame';
import { errorMessage, fieldErrors } from '../providers/apiErrors';
import { api } from '../providers/api';
import { orderSession } from './orderSession';
import { OrderSummary } from './OrderSummary';
import { useCheckoutStart } from './useCheckoutStart';
import { useQuote } from './useQuote';

const MISSING_FIELDS = 'Please fill in all required fields';

/** /order2: who is buying and where from; the summary follows the country's currency. */
export const OrderDetailsPage = () => {
  useDocumentTitle('Your details');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const stored = orderSession.readOrder();
  const planType = searchParams.get('plan') || stored?.plan.planType || FALLBACK_PLAN_TYPE;
  const billing = parseBilling(searchParams.get('billing') ?? stored?.plan.billing);
  const resumed = stored?.plan.planType === planType ? stored.customer : undefined;

  const [email, setEmail] = useState(resumed?.email ?? '');
  const [country, setCountry] = useState(resumed?.country ?? '');
  const [marketingConsent, setMarketingConsent] = useState(resumed?.marketingConsent ?? false);
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);

  const quote = useQuote({ plan: planType, billing, country: country || undefined });
  useCheckoutStart(planType, billing, 'public');

  const complete = email.trim() !== '' && country !== '';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      setMissing(true);
      return;
    }
    // This step's own fields are checked here, with the messages the payment step would give.
    setChecking(true);
    setErrors({});
    let checked;
    try {
      checked = await api.checkout.checkDetails({ email: email.trim(), country, marketingConsent });
    } catch (error) {
      setErrors(fieldErrors(error) ?? { email: errorMessage(error) });
      setChecking(false);
      return;
    }
    orderSession.saveOrder({
      plan: { planType: quote.data?.planType ?? planType, name: quote.data?.title ?? planType, billing },
      customer: { email: checked.email, country: checked.country, marketingConsent },
    });
    navigate('/order3');
  };

  return (
    <CheckoutFrame
      step="Step 1 of 2"
      title="Your details"
      summary={<OrderSummary quote={quote.data} isError={quote.isError} error={quote.error} />}
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit}>
        {missing && !complete && <Alert severity="warning">{MISSING_FIELDS}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ?? 'We send your order ID and receipt here.'}
        />
        <TextField
          select
          label="Country"
          required
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          error={Boolean(errors.country)}
          helperText={errors.country}
        >
          {COUNTRIES.map(({ name }) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={marketingConsent} onChange={(event) => setMarketingConsent(event.target.checked)} />}
          label="Send me product updates and offers by email"
        />
        <Button type="submit" variant="contained" size="large" disabled={!complete || checking}>
          Continue
        </Button>
      </Stack>
    </CheckoutFrame>
  );
};
