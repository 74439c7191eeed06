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
  Typography,
} from '@mui/material';
import { useToast } from '../common/useToast';

interface WebhookSecretDialogProps {
  secret: string | null;
  onClose: () => void;
}

/** Shows a webhook's signing secret once; the server never returns it again. */
export const WebhookSecretDialog = ({ secret, onClose }: WebhookSecretDialogProps) => {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      toast({ title: 'Copied to Clipboard', type: 'success' });
    } catch {
      toast({ description: 'Copying failed. Select the secret and copy it yourself.', type: 'error' });
    }
  };
  return (
    // Only Done closes it, so a stray click outside cannot lose the secret.
    <Dialog open={secret !== null} fullWidth maxWidth="sm" aria-labelledby="webhook-secret-title">
      <DialogTitle id="webhook-secret-title">Copy your signing secret</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          This secret will not be shown again. Copy it now and keep it with the receiving endpoint.
        </Alert>
        <TextField
          label="Signing secret"
          value={secret ?? ''}
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            input: {
              readOnly: true,
              sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Copy secret">
                    <IconButton aria-label="Copy secret" onClick={copy} edge="end">
                      <CopyIcon />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Each delivery carries <code>X-JoinFlow-Signature: sha256=…</code>, the HMAC-SHA256 of the{' '}
          <code>X-JoinFlow-Timestamp</code> header, a dot and the body, keyed with this secret.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
};
