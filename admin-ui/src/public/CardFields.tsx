import { Box, Grid } from '@mui/material';
import type { CardDetails as PaymentDetails } from '@joinflow/sdk/browser';
import { TextInput } from 'react-admin';
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

interface CardInputSpec {
  source: (typeof CARD_FIELDS)[number];
  label: string;
  autoComplete: string;
  /** Grid columns out of 12. */
  width: number;
  placeholder?: string;
  /** The typing aid of a digits field, and the longest text it allows. */
  format?: (text: string) => string;
  maxLength?: number;
}

const cardInputs = (expiryMaxLength: number): CardInputSpec[] => [
  { source: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', width: 12, placeholder: '1234 5678 9012 3456', format: formatCardNumber, maxLength: CARD_NUMBER_MAX_LENGTH },
  { source: 'nameOnCard', label: 'Name on card', autoComplete: 'cc-name', width: 12 },
  { source: 'expirationDate', label: 'Expiry date', autoComplete: 'cc-exp', width: 6, placeholder: 'MM/YY', format: (text) => formatExpiry(text, expiryMaxLength), maxLength: expiryMaxLength },
  { source: 'securityCode', label: 'Security code', autoComplete: 'cc-csc', width: 6, placeholder: 'CVC', format: formatSecurityCode, maxLength: SECURITY_CODE_MAX_LENGTH },
];

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
        {cardInputs(expiryMaxLength).map(({ source, label, autoComplete, width, placeholder, format, maxLength }) => (
          <Grid key={source} size={width}>
            <TextInput
              source={source}
              label={label}
              autoComplete={autoComplete}
              placeholder={placeholder}
              parse={format ?? String}
              slotProps={maxLength ? { htmlInput: { inputMode: 'numeric', maxLength } } : undefined}
              variant="outlined"
              margin="none"
              fullWidth
              isRequired
              helperText={false}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
};
