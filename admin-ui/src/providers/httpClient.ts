import { fetchUtils, HttpError } from 'react-admin';
import type { ApiErrorBody } from './types';
import { xsrfHeaders } from './xsrf';

export const API_URL = '/api';

/** Every call to the API: session cookie included, CSRF header on writes, JSON errors as HttpError. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  for (const [name, value] of Object.entries(xsrfHeaders(options.method, document.cookie))) {
    headers.set(name, value);
  }
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
}

export function postJson(path: string, body: unknown) {
  return httpClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body) });
}

const UNREACHABLE_MESSAGE = 'JoinFlow could not be reached. Check your connection and try again.';

/** The message the API gave for a failed call, or a plain explanation when it never answered. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as Partial<ApiErrorBody> | undefined;
    return body?.message || error.message || UNREACHABLE_MESSAGE;
  }
  return UNREACHABLE_MESSAGE;
}

/** 422 answers name the fields at fault; forms show each message beside its field. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const body = error.body as Partial<ApiErrorBody> | undefined;
  if (!body?.errors?.length) return undefined;
  const byField: Record<string, string> = {};
  for (const { field, message } of body.errors) byField[field] ??= message;
  return byField;
}
