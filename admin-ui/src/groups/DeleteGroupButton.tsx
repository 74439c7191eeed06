import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete } from 'react-admin';
import { useToast } from '../common/useToast';
import type { Group } from './types';

export const DeleteGroupButton = ({ group }: { group: Group }) => {
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Group>();
  const toast = useToast();

  const disconnect = () =>
    deleteOne(
      'groups',
      { id: group.id, previousData: group },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast({ description: 'Facebook group disconnected successfully.', type: 'success' });
        },
        onError: () => {
          setConfirming(false);
          toast({ description: 'Failed to disconnect Facebook group.', type: 'error' });
        },
      },
    );

  return (
    <>
      <Tooltip title="Disconnect group">
        <IconButton aria-label="Disconnect group" onClick={() => setConfirming(true)} size="small" color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Disconnect “${group.name}”?`}
        content="JoinFlow stops handling this group and removes its rules, welcome message and member requests. The group itself stays on Facebook."
        confirm="Disconnect"
        confirmColor="warning"
        onConfirm={disconnect}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
