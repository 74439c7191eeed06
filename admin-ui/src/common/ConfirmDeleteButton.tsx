import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, type RaRecord } from 'react-admin';
import { useToast } from './useToast';

interface ConfirmDeleteButtonProps {
  resource: string;
  record: RaRecord;
  /** Tooltip and accessible name of the icon button; also the confirm button's label. */
  action: string;
  title: string;
  content: string;
  success: string;
  failure: string;
}

/** An icon button that deletes a record after confirmation, with the given success and failure toasts. */
export const ConfirmDeleteButton = ({ resource, record, action, title, content, success, failure }: ConfirmDeleteButtonProps) => {
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const toast = useToast();

  const remove = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toast({ description: success, type: 'success' });
        },
        onError: () => {
          setConfirming(false);
          toast({ description: failure, type: 'error' });
        },
      },
    );

  return (
    <>
      <Tooltip title={action}>
        <IconButton aria-label={action} onClick={() => setConfirming(true)} size="small" color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={title}
        content={content}
        confirm={action.split(' ')[0]}
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
