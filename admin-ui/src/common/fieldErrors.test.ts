import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formFailure, formFieldErrors } from './fieldErrors';

const refused = (errors: { field: string; message: string }[]) =>
  new HttpError('', 422, { message: errors[0]?.message, code: 'E_VALIDATION_ERROR', errors: errors.map((error) => ({ ...error, rule: 'x' })) });

describe('the API’s field errors on a form', () => {
  it('are keyed by the form’s input names, the request’s prefix taken off', () => {
    const error = refused([
      { field: 'paymentData.cardNumber', message: 'Please enter a valid card number.' },
      { field: 'paymentData.securityCode', message: 'Please enter a valid security code.' },
      { field: 'orderData.customer.email', message: 'Please enter a valid email address.' },
    ]);
    expect(formFieldErrors(error, ['cardNumber', 'securityCode'], { prefix: 'paymentData.' })).toEqual({
      cardNumber: 'Please enter a valid card number.',
      securityCode: 'Please enter a valid security code.',
    });
  });

  it('are none for a refusal that is not about fields, or about none of the form’s', () => {
    expect(formFieldErrors(new HttpError('', 400, { message: 'Card declined.' }), ['cardNumber'])).toBeUndefined();
    expect(formFieldErrors(refused([{ field: 'token', message: 'The link has expired.' }]), ['password'])).toBeUndefined();
  });

  it('go under the fields when the form has every field named', () => {
    const error = refused([{ field: 'password', message: 'Password must be at least 8 characters.' }]);
    expect(formFailure(error, ['firstName', 'password'])).toEqual({ fieldErrors: { password: 'Password must be at least 8 characters.' } });
  });

  it('become one message for the form when a field it does not have is named, so nothing is lost', () => {
    const error = refused([
      { field: 'password', message: 'Password must be at least 8 characters.' },
      { field: 'token', message: 'The link has expired.' },
    ]);
    expect(formFailure(error, ['password'])).toEqual({ message: 'Password must be at least 8 characters.' });
    expect(formFailure(new HttpError('', 429, { message: 'Too many attempts.' }), ['email'])).toEqual({ message: 'Too many attempts.' });
  });
});
