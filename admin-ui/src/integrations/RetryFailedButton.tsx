import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../common/useToast';
import { errorMessage } from '../providers/apiErrors';
import { api } from '../providers/api';

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
      await queryClient.invalidateQueries({ queryKey: ['integrations'] });
      await queryClient.invalidateQueries({ queryKey: ['deliveries'] });
    },
    onError: (error) => toast({ description: errorMessage(error), type: 'error' }),
  });
  return (
    <Button size="small" variant="outlined" color="warning" startIcon={<ReplayIcon />} onClick={() => mutate()} disabled={isPending}>
      Retry failed
    </Button>
  );
};
