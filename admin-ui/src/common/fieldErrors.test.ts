import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formFailure, formFieldErrors, submitWithFailure } from './fieldErrors';

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

describe('a form submit around an API call', () => {
  it('returns the field errors for the form and clears the form’s message', async () => {
    const messages: (string | null)[] = [];
    const submit = submitWithFailure(['password'], (message) => messages.push(message), async () => {
      throw refused([{ field: 'password', message: 'Password must be at least 8 characters.' }]);
    });
    expect(await submit({})).toEqual({ password: 'Password must be at least 8 characters.' });
    expect(messages).toEqual([null, null]);
  });

  it('gives any other refusal to the whole form, and nothing to the fields', async () => {
    const messages: (string | null)[] = [];
    const submit = submitWithFailure(['email'], (message) => messages.push(message), async () => {
      throw new HttpError('', 403, { message: 'This account has been deactivated.' });
    });
    expect(await submit({})).toBeUndefined();
    expect(messages).toEqual([null, 'This account has been deactivated.']);
  });

  it('passes the values to the call and answers nothing when it succeeds', async () => {
    const sent: unknown[] = [];
    const submit = submitWithFailure(['email'], () => {}, async (values) => sent.push(values));
    expect(await submit({ email: 'owner@example.com' })).toBeUndefined();
    expect(sent).toEqual([{ email: 'owner@example.com' }]);
  });
});
