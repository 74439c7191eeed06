import { errorMessage, fieldErrors } from '../providers/apiErrors';

export interface FormFailure {
  /** Messages to show beside the form's own fields. */
  fieldErrors?: Record<string, string>;
  /** A message for the whole form, when no field explains the failure. */
  message?: string;
}

export function formFailure(error: unknown, formFields: readonly string[]): FormFailure {
  const byField = fieldErrors(error);
  if (byField && Object.keys(byField).every((field) => formFields.includes(field))) {
    return { fieldErrors: byField };
  }
  return { message: errorMessage(error) };
}
