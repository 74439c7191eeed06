import { Button, Stack } from '@mui/material';
import type { MemberRequest } from './types';
import { useDecideRequest } from './useDecideRequest';

/** Approve or decline one request by hand, without opening it; the extension applies it on Facebook. */
export const RequestDecisionButtons = ({ request }: { request: MemberRequest }) => {
  const { mutate, isPending, variables } = useDecideRequest(request);

  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="contained"
        color="success"
        onClick={() => mutate({ action: 'approve' })}
        disabled={isPending || request.status === 'approved'}
        aria-label={`Approve ${request.name}`}
        sx={{ flex: 1, minHeight: 44 }}
      >
        {isPending && variables?.action === 'approve' ? 'Approving…' : 'Approve'}
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => mutate({ action: 'decline' })}
        disabled={isPending || request.status === 'declined'}
        aria-label={`Decline ${request.name}`}
        sx={{ flex: 1, minHeight: 44 }}
      >
        {isPending && variables?.action === 'decline' ? 'Declining…' : 'Decline'}
      </Button>
    </Stack>
  );
};
