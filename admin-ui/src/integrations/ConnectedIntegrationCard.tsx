import { Box, Card, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ConfirmActionButton } from '../common/ConfirmActionButton';
import { DeliveryStatsLine } from './DeliveryStatsLine';
import { GroupScopeLabel } from './GroupScopeLabel';
import { IntegrationStateChips } from './IntegrationStateChips';
import { NeedsAttentionAlert } from './NeedsAttentionAlert';
import type { DeliveryStats, IntegrationStatus } from './types';

/** What every connected destination has: email and SMS platforms, webhooks, Google Sheets. */
export interface ConnectedIntegration {
  id: number;
  name: string;
  isActive: boolean;
  status: IntegrationStatus;
  lastError: string | null;
  groupIds: number[] | null;
  stats: DeliveryStats;
  lastDeliveryAt: string | null;
}

interface ConnectedIntegrationCardProps {
  integration: ConnectedIntegration;
  icon: ReactNode;
  /** The lines under the name that say what this destination is; empty ones are left out. */
  details: ReactNode[];
  /** Said after which groups' members it receives, e.g. when they are sent. */
  scopeSuffix?: ReactNode;
  /** Who refused when deliveries stopped: the platform's name, "Google", "The endpoint". */
  refusedBy: string;
  /** The button that opens its settings, when it has any. */
  edit?: { label: string; icon: ReactNode; onClick: () => void };
  /** More that can be done to it, between its settings and its removal. */
  moreActions?: ReactNode;
  /** Its removal, confirmed first: "Remove integration" asks "Remove {name}?" and says what follows. */
  removal: { action: string; consequence: string; onConfirm: () => Promise<unknown> };
}

/** One connected destination: its name and details, its groups, its deliveries, its state and what can be done to it. */
export const ConnectedIntegrationCard = ({
  integration,
  icon,
  details,
  scopeSuffix,
  refusedBy,
  edit,
  moreActions,
  removal,
}: ConnectedIntegrationCardProps) => (
  <Card variant="outlined" component="article" aria-label={integration.name} sx={{ p: 2 }}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      {icon}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{integration.name}</Typography>
        {details.filter(Boolean).map((line, index) => (
          // Long addresses and ids wrap inside the card rather than widening it.
          <Typography key={index} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary">
          <GroupScopeLabel groupIds={integration.groupIds} />
          {scopeSuffix}
        </Typography>
        <DeliveryStatsLine stats={integration.stats} lastDeliveryAt={integration.lastDeliveryAt} />
      </Box>
      <IntegrationStateChips isActive={integration.isActive} status={integration.status} lastError={integration.lastError} />
      <Stack direction="row" spacing={0.5}>
        {edit && (
          <Tooltip title={edit.label}>
            <IconButton aria-label={edit.label} size="small" onClick={edit.onClick}>
              {edit.icon}
            </IconButton>
          </Tooltip>
        )}
        {moreActions}
        <ConfirmActionButton
          action={removal.action}
          title={`${removal.action.split(' ')[0]} ${integration.name}?`}
          content={removal.consequence}
          onConfirm={removal.onConfirm}
        />
      </Stack>
    </Stack>
    <NeedsAttentionAlert integration={integration} refusedBy={refusedBy} />
  </Card>
);
