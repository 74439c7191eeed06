import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Chip, Stack, Tooltip } from '@mui/material';
import type { IntegrationStatus } from './types';

interface IntegrationStateChipsProps {
  isActive: boolean;
  status: IntegrationStatus;
  lastError: string | null;
}

/** Active or Inactive, and a warning when the platform last refused a delivery for good. */
export const IntegrationStateChips = ({ isActive, status, lastError }: IntegrationStateChipsProps) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
    <Chip size="small" label={isActive ? 'Active' : 'Inactive'} color={isActive ? 'success' : 'default'} />
    {status === 'needs_attention' && (
      <Tooltip title={lastError ?? ''}>
        <Chip size="small" icon={<WarningIcon />} label="Needs attention" color="warning" />
      </Tooltip>
    )}
  </Stack>
);
