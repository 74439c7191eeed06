import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast, type Toast } from '../common/useToast';
import { fieldErrors, serverMessage } from '../providers/apiErrors';

interface SaveTexts {
  success: Omit<Toast, 'type'>;
  /** The failure toast; its description is used when the server gave no reason. */
  failure: Omit<Toast, 'type'>;
}

/**
 * Saving an integration from a dialog: `saving` disables the button meanwhile; then a success
 * toast and the list under `queryKey` fetched again, or the server's reason in an error toast.
 * `save` resolves to whether the write succeeded; `submit` is the same for a react-admin form.
 */
export function useSaveIntegration(queryKey: QueryKey, { success, failure }: SaveTexts) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  /** Writes, then says so; resolves to the failure, or null when the write succeeded. */
  const attempt = async (write: () => Promise<unknown>): Promise<{ error: unknown } | null> => {
    try {
      await write();
      toast({ ...success, type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
      return null;
    } catch (error) {
      toast({ ...failure, description: serverMessage(error) ?? failure.description, type: 'error' });
      return { error };
    }
  };

  const save = async (write: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    try {
      return (await attempt(write)) === null;
    } finally {
      setSaving(false);
    }
  };

  /** For a react-admin form's submit: `onSaved` after a write, or the API's field messages for the form. */
  const submit = async (write: () => Promise<unknown>, onSaved: () => void): Promise<Record<string, string> | undefined> => {
    const failed = await attempt(write);
    if (!failed) {
      onSaved();
      return undefined;
    }
    return fieldErrors(failed.error);
  };

  return { saving, save, submit };
}
