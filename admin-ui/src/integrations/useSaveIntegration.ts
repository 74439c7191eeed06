import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast, type Toast } from '../common/useToast';
import { serverMessage } from '../providers/apiErrors';

interface SaveTexts {
  success: Omit<Toast, 'type'>;
  /** The failure toast; its description is used when the server gave no reason. */
  failure: Omit<Toast, 'type'>;
}

/**
 * Saving an integration from a dialog: `saving` disables the button meanwhile; then a success
 * toast and the list under `queryKey` fetched again, or the server's reason in an error toast.
 * `save` resolves to whether the write succeeded.
 */
export function useSaveIntegration(queryKey: QueryKey, { success, failure }: SaveTexts) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const save = async (write: () => Promise<unknown>): Promise<boolean> => {
    setSaving(true);
    try {
      await write();
      toast({ ...success, type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
      return true;
    } catch (error) {
      toast({ ...failure, description: serverMessage(error) ?? failure.description, type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { saving, save };
}
