import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import DeclineIcon from '@mui/icons-material/HighlightOff';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useRefresh, useUnselectAll } from 'react-admin';
import { Confirm } from '../common/Confirm';
import { useToast } from '../common/useToast';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/apiErrors';
import type { ManualDecision } from './types';

const DONE: Record<ManualDecision, string> = { approve: 'approved', decline: 'declined' };

const plural = (count: number) => `${count} request${count === 1 ? '' : 's'}`;

/** Approve or decline every selected request; the extension carries the decisions out on Facebook. */
export const BulkDecisionButtons = () => {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const unselectAll = useUnselectAll('member-requests');
  const refresh = useRefresh();
  const toast = useToast();
  const [confirmingDecline, setConfirmingDecline] = useState(false);

  const { mutate, isPending } = useMutation({
    mutationFn: (action: ManualDecision) =>
      dataProvider.bulkDecideRequests({ ids: selectedIds.map(Number), action }),
    onSuccess: ({ updated }, action) => {
      setConfirmingDecline(false);
      toast({ description: `${plural(updated)} ${DONE[action]}.`, type: 'success' });
      unselectAll();
      refresh();
    },
    onError: (error) => {
      setConfirmingDecline(false);
      toast({ description: errorMessage(error), type: 'error' });
    },
  });

  return (
    <>
      <Button size="small" startIcon={<ApproveIcon />} onClick={() => mutate('approve')} disabled={isPending}>
        Approve
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeclineIcon />}
        onClick={() => setConfirmingDecline(true)}
        disabled={isPending}
      >
        Decline
      </Button>
      <Confirm
        isOpen={confirmingDecline}
        loading={isPending}
        title={`Decline ${plural(selectedIds.length)}?`}
        content="The Chrome extension declines them on Facebook the next time it runs."
        confirm="Decline"
        confirmColor="warning"
        onConfirm={() => mutate('decline')}
        onClose={() => setConfirmingDecline(false)}
      />
    </>
  );
};
