import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../common/useToast';
import { errorMessage } from '../providers/apiErrors';
import { api } from '../providers/api';
import { queryKeys } from './queryKeys';

/** Sends every failed delivery of one integration again, once its problem is fixed. */
export const RetryFailedButton = ({ integrationId }: { integrationId: number }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: () => api.integrations.retryFailed(integrationId),
    onSuccess: async ({ queued }) => {
      toast({
        description: queued === 1 ? '1 failed delivery is being sent again.' : `${queued} failed deliveries are being sent again.`,
        type: 'success',
      });
      // The integration's own list, whichever kind it is, and the deliveries it sends again.
      for (const queryKey of [queryKeys.email, queryKeys.sms, queryKeys.webhooks, queryKeys.sheets, ['deliveries']]) {
        await queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => toast({ description: errorMessage(error), type: 'error' }),
  });
  return (
    <Button size="small" variant="outlined" color="warning" startIcon={<ReplayIcon />} onClick={() => mutate()} disabled={isPending}>
      Retry failed
    </Button>
  );
};
