import { SecretRevealDialog } from '../common/SecretRevealDialog';
import type { CreatedApiToken } from './types';

interface TokenRevealDialogProps {
  token: CreatedApiToken | null;
  onClose: () => void;
}

/** Shows a new token's secret; the server keeps only a hash, so closing this loses it for good. */
export const TokenRevealDialog = ({ token, onClose }: TokenRevealDialogProps) => (
  <SecretRevealDialog
    secret={token?.token ?? null}
    id="token-reveal-title"
    title="Copy your new token"
    warning="This token will not be shown again. Copy it now and keep it somewhere safe."
    label={token?.name ?? 'Token'}
    noun="token"
    onClose={onClose}
  />
);
