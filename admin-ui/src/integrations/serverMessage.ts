import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../providers/types';

/** The explanation the API gave, if it answered with one; the caller supplies the spec's fallback. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body = error.body as Partial<ApiErrorBody> | undefined;
  return body?.message || undefined;
}
