import { describe, expect, it } from 'vitest';
import { cardNumberForPayment, formatCardNumber, formatExpiry, formatSecurityCode } from './cardFormat';

describe('card field formatting', () => {
  it('groups the card number in fours and stops at 19 characters', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
  });

  it('sends the number without its spaces', () => {
    expect(cardNumberForPayment('4242 4242 4242 4242')).toBe('4242424242424242');
  });

  it('writes the expiry as MM/YY, at most 5 characters, or 7 in the owner checkout', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2030')).toBe('12/20');
    expect(formatExpiry('122030', 7)).toBe('12/2030');
  });

  it('keeps up to four digits of the security code', () => {
    expect(formatSecurityCode('12a3')).toBe('123');
    expect(formatSecurityCode('123456')).toBe('1234');
  });
});
