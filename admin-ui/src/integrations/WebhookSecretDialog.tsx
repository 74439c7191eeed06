import { Typography } from '@mui/material';
import { SecretRevealDialog } from '../common/SecretRevealDialog';

interface WebhookSecretDialogProps {
  secret: string | null;
  onClose: () => void;
}

/** Shows a webhook's signing secret once; the server never returns it again. */
export const WebhookSecretDialog = ({ secret, onClose }: WebhookSecretDialogProps) => (
  <SecretRevealDialog
    secret={secret}
    id="webhook-secret-title"
    title="Copy your signing secret"
    warning="This secret will not be shown again. Copy it now and keep it with the receiving endpoint."
    label="Signing secret"
    noun="secret"
    onClose={onClose}
  >
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      Each delivery carries <code>X-JoinFlow-Signature: sha256=…</code>, the HMAC-SHA256 of the{' '}
      <code>X-JoinFlow-Timestamp</code> header, a dot and the body, keyed with this secret.
    </Typography>
  </SecretRevealDialog>
);
