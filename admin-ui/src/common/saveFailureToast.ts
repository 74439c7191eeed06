import { errorStatus, serverMessage } from '../providers/apiErrors';
import type { Toast } from './useToast';

/**
 * A failed save in the spec's words, followed by the server's own explanation when it rejected
 * the text itself (an unknown placeholder, a missing field), so the owner knows what to fix.
 */
export function saveFailureToast(specMessage: string, error: unknown): Toast {
  const detail = errorStatus(error) === 422 ? serverMessage(error) : undefined;
  return { description: detail ? `${specMessage} ${detail}` : specMessage, type: 'error' };
}
