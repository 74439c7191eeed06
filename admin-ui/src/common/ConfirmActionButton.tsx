import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Confirm } from './Confirm';

interface ConfirmActionButtonProps {
  /** Tooltip and accessible name of the icon button; its first word labels the confirm button. */
  action: string;
  title: string;
  content: string;
  onConfirm: () => Promise<unknown>;
  icon?: ReactElement;
}

/** An icon button that runs `onConfirm` once the owner confirms, such as removing an integration. */
export const ConfirmActionButton = ({ action, title, content, onConfirm, icon = <DeleteIcon fontSize="small" /> }: ConfirmActionButtonProps) => {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Tooltip title={action}>
        <IconButton aria-label={action} onClick={() => setConfirming(true)} size="small" color="error">
          {icon}
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={title}
        content={content}
        confirm={action.split(' ')[0]}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
