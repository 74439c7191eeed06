import { Alert } from '@mui/material';
import { RetryFailedButton } from './RetryFailedButton';

interface NeedsAttentionAlertProps {
  integration: { id: number; status: string; lastError: string | null };
  /** Who refused: the platform's name, "Google", "The endpoint". */
  refusedBy: string;
}

/** Under an integration the pipeline stopped: the destination's reason, and a way to send the failed deliveries again. */
export const NeedsAttentionAlert = ({ integration, refusedBy }: NeedsAttentionAlertProps) =>
  integration.status === 'needs_attention' ? (
    <Alert severity="warning" sx={{ mt: 1.5 }} action={<RetryFailedButton integrationId={integration.id} />}>
      {refusedBy} refused the last delivery: {integration.lastError ?? 'no reason given'}
    </Alert>
  ) : null;
