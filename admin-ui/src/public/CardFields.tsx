import { Grid, TextField } from '@mui/material';
import type { CardDetails as PaymentDetails } from '@joinflow/sdk/browser';
import {
  CARD_NUMBER_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  SECURITY_CODE_MAX_LENGTH,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
} from './cardFormat';

export const EMPTY_PAYMENT: PaymentDetails = { cardNumber: '', nameOnCard: '', expirationDate: '', securityCode: '' };

export const paymentComplete = (payment: PaymentDetails) =>
  Object.values(payment).every((value) => value.trim() !== '');

interface CardFieldsProps {
  value: PaymentDetails;
  onChange: (value: PaymentDetails) => void;
  disabled?: boolean;
  /** The owner checkout allows a longer expiry (MM/YYYY). */
  expiryMaxLength?: number;
}

/** The four card fields, formatted as they are typed. Nothing here is kept once the page closes. */
export const CardFields = ({ value, onChange, disabled, expiryMaxLength = EXPIRY_MAX_LENGTH }: CardFieldsProps) => {
  const set = (field: keyof PaymentDetails, text: string) => onChange({ ...value, [field]: text });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          label="Card number"
          fullWidth
          required
          disabled={disabled}
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          value={value.cardNumber}
          onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CARD_NUMBER_MAX_LENGTH } }}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label="Name on card"
          fullWidth
          required
          disabled={disabled}
          autoComplete="cc-name"
          value={value.nameOnCard}
          onChange={(event) => set('nameOnCard', event.target.value)}
        />
      </Grid>
      <Grid size={6}>
        <TextField
          label="Expiry date"
          fullWidth
          required
          disabled={disabled}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={value.expirationDate}
          onChange={(event) => set('expirationDate', formatExpiry(event.target.value, expiryMaxLength))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: expiryMaxLength } }}
        />
      </Grid>
      <Grid size={6}>
        <TextField
          label="Security code"
          fullWidth
          required
          disabled={disabled}
          autoComplete="cc-csc"
          placeholder="CVC"
          value={value.securityCode}
          onChange={(event) => set('securityCode', formatSecurityCode(event.target.value))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: SECURITY_CODE_MAX_LENGTH } }}
        />
      </Grid>
    </Grid>
  );
};
