import { Stack } from '@mui/material';
import { COUNTRIES, FALLBACK_PLAN_TYPE, parseBilling } from '@joinflow/rules/pricing';
import { useState } from 'react';
import { Form, SelectInput, TextInput } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CheckboxInput } from '../common/CheckboxInput';
import { formFailure } from '../common/fieldErrors';
import { FormValueListener } from '../common/FormValueListener';
import { SubmitButton } from '../common/SubmitButton';
import { useDocumentTitle } from '../layout/PageHeader';
import { CheckoutFrame } from './CheckoutFrame';
import { api } from '../providers/api';
import { orderSession } from './orderSession';
import { OrderSummary } from './OrderSummary';
import { useCheckoutStart } from './useCheckoutStart';
import { useQuote } from './useQuote';

const DETAILS_FIELDS = ['email', 'country', 'marketingConsent'];
const COUNTRY_CHOICES = COUNTRIES.map(({ name }) => ({ id: name, name }));

interface DetailsValues {
  email?: string | null;
  country?: string | null;
  marketingConsent?: boolean;
}

/** /order2: who is buying and where from; the summary follows the country's currency. */
export const OrderDetailsPage = () => {
  useDocumentTitle('Your details');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const stored = orderSession.readOrder();
  const planType = searchParams.get('plan') || stored?.plan.planType || FALLBACK_PLAN_TYPE;
  const billing = parseBilling(searchParams.get('billing') ?? stored?.plan.billing);
  const resumed = stored?.plan.planType === planType ? stored.customer : undefined;
  const [defaultValues] = useState<DetailsValues>({
    email: resumed?.email ?? '',
    country: resumed?.country ?? '',
    marketingConsent: resumed?.marketingConsent ?? false,
  });
  const [country, setCountry] = useState(defaultValues.country);

  const quote = useQuote({ plan: planType, billing, country: country || undefined });
  useCheckoutStart(planType, billing, 'public');

  // This step's own fields are checked by the server, with the messages the payment step would give.
  const submit = async ({ email, country, marketingConsent = false }: DetailsValues) => {
    let checked;
    try {
      checked = await api.checkout.checkDetails({ email: (email ?? '').trim(), country: country ?? '', marketingConsent });
    } catch (error) {
      const failure = formFailure(error, DETAILS_FIELDS);
      return failure.fieldErrors ?? { email: failure.message };
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
      <Form onSubmit={submit} defaultValues={defaultValues} noValidate disableInvalidFormNotification>
        <FormValueListener name="country" onChange={setCountry} />
        <Stack spacing={2.5}>
          <TextInput
            source="email"
            label="Email"
            type="email"
            autoComplete="email"
            isRequired
            variant="outlined"
            margin="none"
            helperText="We send your order ID and receipt here."
          />
          <SelectInput source="country" label="Country" choices={COUNTRY_CHOICES} isRequired variant="outlined" margin="none" helperText={false} />
          <CheckboxInput source="marketingConsent" label="Send me product updates and offers by email" />
          <SubmitButton size="large" requires={['email', 'country']}>Continue</SubmitButton>
        </Stack>
      </Form>
    </CheckoutFrame>
  );
};
