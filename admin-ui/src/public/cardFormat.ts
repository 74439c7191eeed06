/*
 * The card fields' typing aids (spec section 5): the number in groups of four up to 19
 * characters, the expiry as MM/YY, the security code as up to four digits. The server checks
 * the card itself.
 */

export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_MAX_LENGTH = 5;
export const OWNER_EXPIRY_MAX_LENGTH = 7;
export const SECURITY_CODE_MAX_LENGTH = 4;

const digits = (value: string) => value.replace(/\D/g, '');

export function formatCardNumber(value: string): string {
  const groups = digits(value).match(/.{1,4}/g) ?? [];
  return groups.join(' ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

/** "1228" → "12/28"; a slash appears once the month is complete. */
export function formatExpiry(value: string, maxLength = EXPIRY_MAX_LENGTH): string {
  const typed = digits(value);
  const formatted = typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2)}` : typed;
  return formatted.slice(0, maxLength);
}

export function formatSecurityCode(value: string): string {
  return digits(value).slice(0, SECURITY_CODE_MAX_LENGTH);
}

/** What is sent: the number without the spaces added for reading. */
export function cardNumberForPayment(value: string): string {
  return value.replace(/\s/g, '');
}
