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
import { useNotify } from 'react-admin';
import type { CreatedApiToken } from './types';

interface TokenRevealDialogProps {
  token: CreatedApiToken | null;
  onClose: () => void;
}

/** Shows a new token's secret; the server keeps only a hash, so closing this loses it for good. */
export const TokenRevealDialog = ({ token, onClose }: TokenRevealDialogProps) => {
  const notify = useNotify();

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify('Copied to Clipboard', { type: 'success' });
    } catch {
      notify('Copying failed. Select the token and copy it yourself.', { type: 'error' });
    }
  };

  return (
    // Only the Done button closes it, so a stray click outside cannot discard the secret.
    <Dialog open={token !== null} fullWidth maxWidth="sm" aria-labelledby="token-reveal-title">
      {token && (
        <>
          <DialogTitle id="token-reveal-title">Copy your new token</DialogTitle>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 3 }}>
              This token will not be shown again. Copy it now and keep it somewhere safe.
            </Alert>
            <TextField
              label={token.name}
              value={token.token}
              fullWidth
              onFocus={(event) => event.target.select()}
              slotProps={{
                input: {
                  readOnly: true,
                  sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title="Copy token">
                        <IconButton aria-label="Copy token" onClick={() => copy(token.token)} edge="end">
                          <CopyIcon />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
