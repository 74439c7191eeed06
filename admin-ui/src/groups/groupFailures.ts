import { HttpError } from 'react-admin';
import type { Toast } from '../common/useToast';
import type { ErrorBody as ApiErrorBody } from '@joinflow/sdk/browser';

function serverMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return '';
  return (error.body as Partial<ApiErrorBody> | undefined)?.message ?? '';
}

/**
 * The spec reads a failed picture refresh by its text, in the form "{status}: {message}": the
 * current picture is kept whatever went wrong.
 */
export function pictureFailureToast(error: unknown): Toast {
  const message = serverMessage(error);
  const status = error instanceof HttpError ? error.status : undefined;
  const text = `${status ?? ''}: ${message}`.toLowerCase();
  if (text.includes('private') || text.includes('permissions')) {
    return {
      title: 'Group Picture Not Accessible',
      description: `${message || 'This group is private or its picture needs permissions to view.'} The current picture is kept.`,
      type: 'error',
    };
  }
  if (text.includes('technical issue') || text.includes('500')) {
    return {
      title: 'Connection Issue',
      description: 'Facebook had a technical issue. Please try again later.',
      type: 'error',
    };
  }
  if (text.includes('not found') || text.includes('404')) {
    return { title: 'Group Not Found', description: message || 'Group not found on Facebook.', type: 'error' };
  }
  return { title: 'Unable to Update Picture', description: message || undefined, type: 'error' };
}
