import { Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import { useToast } from '../common/useToast';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/apiErrors';
import type { ManualDecision, MemberRequest } from './types';

/** Approve or decline one request by hand, without opening it; the extension applies it on Facebook. */
export const RequestDecisionButtons = ({ request }: { request: MemberRequest }) => {
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const { mutate, isPending, variables } = useMutation({
    mutationFn: (action: ManualDecision) => dataProvider.decideRequest(request.id, action),
    onSuccess: (_, action) => {
      toast({
        description: `${request.name} ${action === 'approve' ? 'approved' : 'declined'}. The Chrome extension applies it on Facebook.`,
        type: 'success',
      });
      refresh();
    },
    onError: (error) => toast({ description: errorMessage(error), type: 'error' }),
  });

  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="contained"
        color="success"
        onClick={() => mutate('approve')}
        disabled={isPending || request.status === 'approved'}
        aria-label={`Approve ${request.name}`}
        sx={{ flex: 1, minHeight: 44 }}
      >
        {isPending && variables === 'approve' ? 'Approving…' : 'Approve'}
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => mutate('decline')}
        disabled={isPending || request.status === 'declined'}
        aria-label={`Decline ${request.name}`}
        sx={{ flex: 1, minHeight: 44 }}
      >
        {isPending && variables === 'decline' ? 'Declining…' : 'Decline'}
      </Button>
    </Stack>
  );
};
