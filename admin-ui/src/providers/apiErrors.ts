import { APIError, type ErrorBody } from '@joinflow/sdk/browser';
import { HttpError } from 'react-admin';

const UNREACHABLE_MESSAGE = 'JoinFlow could not be reached. Check your connection and try again.';

/**
 * The answer behind a failed call: an SDK error from the API client, or the HttpError react-admin's
 * data provider hands to lists and forms. Anything else (no answer at all) has none.
 */
function apiAnswer(error: unknown): { status: number; body: Partial<ErrorBody> | undefined } | undefined {
  if (error instanceof APIError) return { status: error.status, body: error.body as Partial<ErrorBody> | undefined };
  if (error instanceof HttpError) return { status: error.status, body: error.body as Partial<ErrorBody> | undefined };
  return undefined;
}

/** The status the API answered a failed call with; undefined when it never answered. */
export function errorStatus(error: unknown): number | undefined {
  return apiAnswer(error)?.status;
}

/** A framework's code before a message ("E_ROW_NOT_FOUND: Row not found"), or a code alone: never for owners' eyes. */
const RAW_CODE = /^\s*E_[A-Z0-9_]+\b:?\s*/;

/** The explanation the API gave, if it answered with one, without any raw code; the caller supplies the spec's fallback. */
export function serverMessage(error: unknown): string | undefined {
  const body = apiAnswer(error)?.body;
  const message = typeof body === 'object' && typeof body?.message === 'string' ? body.message : '';
  return message.replace(RAW_CODE, '').trim() || undefined;
}

/** The API's machine-readable code of a failed call, such as `E_BAD_CSRF_TOKEN`. */
export function errorCode(error: unknown): string | undefined {
  const body = apiAnswer(error)?.body;
  return (typeof body === 'object' && body?.code) || undefined;
}

/** The message the API gave for a failed call, or a plain explanation when it never answered. */
export function errorMessage(error: unknown): string {
  const answer = apiAnswer(error);
  if (!answer) return UNREACHABLE_MESSAGE;
  return (
    serverMessage(error) ||
    (error as Error).message.replace(RAW_CODE, '').trim() ||
    `JoinFlow could not do this (error ${answer.status}). Please try again.`
  );
}

/** 422 answers name the fields at fault; forms show each message beside its field. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  const answer = apiAnswer(error);
  if (answer?.status !== 422) return undefined;
  const errors: unknown = answer.body?.errors;
  // The data provider has already mapped them for react-admin's forms (see toHttpError).
  if (error instanceof HttpError && errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const byField = Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string'),
    );
    return Object.keys(byField).length ? byField : undefined;
  }
  if (!Array.isArray(errors) || !errors.length) return undefined;
  const byField: Record<string, string> = {};
  for (const { field, message } of errors) byField[field] ??= message;
  return byField;
}

/**
 * An SDK error as react-admin's HttpError, which its lists, forms and notifications read. With
 * `forForm`, a 422's field errors become `{ field: message }` with the API's message as the form's
 * own, so each message shows beside the input it concerns. Other failures pass through unchanged.
 */
export function toHttpError(error: unknown, { forForm = false } = {}): unknown {
  if (!(error instanceof APIError)) return error;
  const body = (error.body ?? {}) as Partial<ErrorBody>;
  const byField = forForm ? fieldErrors(error) : undefined;
  return new HttpError(
    error.message,
    error.status,
    byField ? { ...body, errors: { ...byField, root: { serverError: body.message } } } : body,
  );
}

