import { Box, Grid } from '@mui/material';
import type { CardDetails as PaymentDetails } from '@joinflow/sdk/browser';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import {
  CARD_NUMBER_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  SECURITY_CODE_MAX_LENGTH,
  cardNumberForPayment,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
} from './cardFormat';

/** The card fields' input names, as the API names them in a payment. */
export const CARD_FIELDS = ['cardNumber', 'nameOnCard', 'expirationDate', 'securityCode'] as const;

export type CardValues = Partial<Record<keyof PaymentDetails, string | null>>;

/** Every card field filled in, ready to send: the number without the spaces added for reading. */
export function cardPayment(values: CardValues): PaymentDetails | undefined {
  const payment = Object.fromEntries(CARD_FIELDS.map((field) => [field, values[field] ?? ''])) as PaymentDetails;
  if (Object.values(payment).some((value) => value.trim() === '')) return undefined;
  return { ...payment, cardNumber: cardNumberForPayment(payment.cardNumber) };
}

const numeric = (maxLength: number) => ({ htmlInput: { inputMode: 'numeric', maxLength } }) as const;

const CardInput = (props: TextInputProps) => (
  <TextInput variant="outlined" margin="none" fullWidth isRequired helperText={false} parse={String} {...props} />
);

interface CardFieldsProps {
  /** The owner checkout allows a longer expiry (MM/YYYY). */
  expiryMaxLength?: number;
}

/**
 * The four card fields of a react-admin `<Form>`, formatted as they are typed and off while the
 * form is sent. Their values live only in the form: nothing here is kept once the page closes.
 */
export const CardFields = ({ expiryMaxLength = EXPIRY_MAX_LENGTH }: CardFieldsProps) => {
  const { isSubmitting } = useFormState();
  // A fieldset rather than each input's `disabled`: react-hook-form leaves disabled inputs out of what is submitted.
  return (
    <Box component="fieldset" disabled={isSubmitting} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Grid container spacing={2}>
        <Grid size={12}>
          <CardInput
            source="cardNumber"
            label="Card number"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            parse={formatCardNumber}
            slotProps={numeric(CARD_NUMBER_MAX_LENGTH)}
          />
        </Grid>
        <Grid size={12}>
          <CardInput source="nameOnCard" label="Name on card" autoComplete="cc-name" />
        </Grid>
        <Grid size={6}>
          <CardInput
            source="expirationDate"
            label="Expiry date"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            parse={(value: string) => formatExpiry(value, expiryMaxLength)}
            slotProps={numeric(expiryMaxLength)}
          />
        </Grid>
        <Grid size={6}>
          <CardInput
            source="securityCode"
            label="Security code"
            autoComplete="cc-csc"
            placeholder="CVC"
            parse={formatSecurityCode}
            slotProps={numeric(SECURITY_CODE_MAX_LENGTH)}
          />
        </Grid>
      </Grid>
    </Box>
  );
};
