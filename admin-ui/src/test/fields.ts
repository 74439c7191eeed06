import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Queries within one input's whole field (label, input and the text under it), where its error shows. */
export const withinField = (input: HTMLElement) => within(input.closest('.MuiFormControl-root') as HTMLElement);

/** The API's 422 answer naming one field, as its validators word it. */
export const fieldRefusal = (field: string, message: string) => ({
  message,
  code: 'E_VALIDATION_ERROR',
  errors: [{ field, message, rule: 'test' }],
});

/** Types a card into the card fields, as a buyer would. */
export async function fillCard({ number = '4242424242424242', name = 'Amina Wanjiru', expiry = '1230', securityCode = '123' } = {}) {
  await userEvent.type(screen.getByRole('textbox', { name: /Card number/ }), number);
  await userEvent.type(screen.getByRole('textbox', { name: /Name on card/ }), name);
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), expiry);
  await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), securityCode);
}
