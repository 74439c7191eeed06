import { HttpError } from 'react-admin';
import type { Toast } from './useToast';
import type { ApiErrorBody } from '../providers/types';

/**
 * A failed save in the spec's words, followed by the server's own explanation when it rejected
 * the text itself (an unknown placeholder, a missing field), so the owner knows what to fix.
 */
export function saveFailureToast(specMessage: string, error: unknown): Toast {
  const body = error instanceof HttpError ? (error.body as Partial<ApiErrorBody> | undefined) : undefined;
  const detail = error instanceof HttpError && error.status === 422 ? body?.message : undefined;
  return { description: detail ? `${specMessage} ${detail}` : specMessage, type: 'error' };
}
