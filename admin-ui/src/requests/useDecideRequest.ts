import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import { useToast } from '../common/useToast';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/apiErrors';
import type { ManualDecision, MemberRequest } from './types';

/**
 * Approve or decline one request by hand: the toast says what was decided (the extension applies
 * it on Facebook) or why it could not be, and the list shows the new status.
 */
export function useDecideRequest(request: Pick<MemberRequest, 'id' | 'name'>, onDecided?: () => void) {
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ManualDecision; reason?: string }) =>
      dataProvider.decideRequest(request.id, action, reason),
    onSuccess: (_, { action }) => {
      onDecided?.();
      toast({
        description: `${request.name} ${action === 'approve' ? 'approved' : 'declined'}. The Chrome extension applies it on Facebook.`,
        type: 'success',
      });
      refresh();
    },
    onError: (error) => toast({ description: errorMessage(error), type: 'error' }),
  });
}
