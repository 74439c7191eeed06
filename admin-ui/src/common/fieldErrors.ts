import { errorMessage, fieldErrors } from '../providers/apiErrors';

export interface FormFailure {
  /** Messages to show beside the form's own fields, keyed by their input names. */
  fieldErrors?: Record<string, string>;
  /** A message for the whole form, when no field of it explains the failure. */
  message?: string;
}

interface FieldOptions {
  /** Where the form's fields sit in the request body, such as `paymentData.` for the card fields. */
  prefix?: string;
}

/**
 * The API's 422 messages for this form's own fields, keyed by input name, ready to be returned
 * from a react-admin `<Form>`'s `onSubmit` so each shows under its input. Messages about fields
 * the form does not have are left out.
 */
export function formFieldErrors(
  error: unknown,
  formFields: readonly string[],
  { prefix = '' }: FieldOptions = {},
): Record<string, string> | undefined {
  const byField = fieldErrors(error);
  if (!byField) return undefined;
  const mine = Object.entries(byField)
    .filter(([field]) => field.startsWith(prefix) && formFields.includes(field.slice(prefix.length)))
    .map(([field, message]) => [field.slice(prefix.length), message]);
  return mine.length ? Object.fromEntries(mine) : undefined;
}

/**
 * A failed submit as the form shows it: under the inputs when every field the API names is one of
 * the form's own, otherwise one message for the whole form (so nothing the API said is lost).
 */
export function formFailure(error: unknown, formFields: readonly string[], options: FieldOptions = {}): FormFailure {
  const named = Object.keys(fieldErrors(error) ?? {});
  const mine = formFieldErrors(error, formFields, options);
  if (mine && Object.keys(mine).length === named.length) return { fieldErrors: mine };
  return { message: errorMessage(error) };
}

/**
 * A react-admin `<Form>` submit handler around an API call: a refusal about the form's own fields
 * is returned for the form to show under them, anything else goes to `onFailure` for the whole
 * form, which is cleared on each new submit.
 */
export function submitWithFailure<Values>(
  formFields: readonly string[],
  onFailure: (message: string | null) => void,
  action: (values: Values) => Promise<unknown>,
  options: FieldOptions = {},
) {
  return async (values: Values) => {
    onFailure(null);
    try {
      await action(values);
    } catch (error) {
      const failure = formFailure(error, formFields, options);
      onFailure(failure.message ?? null);
      return failure.fieldErrors;
    }
  };
}
