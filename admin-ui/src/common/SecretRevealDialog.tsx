import CopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useToast } from './useToast';

interface SecretRevealDialogProps {
  /** The secret to show; null keeps the dialog closed. */
  secret: string | null;
  id: string;
  title: string;
  warning: string;
  label: string;
  /** What the secret is called in the copy button and the copy failure ("token", "secret"). */
  noun: string;
  onClose: () => void;
  children?: ReactNode;
}

/** Shows a secret the server keeps only hashed or never returns again, with a copy button. */
export const SecretRevealDialog = ({ secret, id, title, warning, label, noun, onClose, children }: SecretRevealDialogProps) => {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      toast({ title: 'Copied to Clipboard', type: 'success' });
    } catch {
      toast({ description: `Copying failed. Select the ${noun} and copy it yourself.`, type: 'error' });
    }
  };
  return (
    // Only Done closes it, so a stray click outside cannot lose the secret.
    <Dialog open={secret !== null} fullWidth maxWidth="sm" aria-labelledby={id}>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
        <TextField
          label={label}
          value={secret ?? ''}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            input: {
              readOnly: true,
              sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={`Copy ${noun}`}>
                    <IconButton aria-label={`Copy ${noun}`} onClick={copy} edge="end">
                      <CopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
};
