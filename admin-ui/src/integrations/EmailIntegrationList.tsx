import EditIcon from '@mui/icons-material/EditOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import { Alert, Box, Card, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../providers/apiErrors';
import { useIntegrationList, useRemoveIntegration } from './useIntegrationList';
import { ConfirmActionButton } from '../common/ConfirmActionButton';
import { DeliveryStatsLine } from './DeliveryStatsLine';
import { EditEmailIntegrationDialog } from './EditEmailIntegrationDialog';
import { GroupScopeLabel } from './GroupScopeLabel';
import { IntegrationRowsSkeleton } from './IntegrationRowsSkeleton';
import { IntegrationStateChips } from './IntegrationStateChips';
import { PlatformAvatar } from './PlatformAvatar';
import type { EmailIntegration, EmailPlatform } from './types';
import { NeedsAttentionAlert } from './NeedsAttentionAlert';

interface EmailIntegrationListProps {
  platforms: EmailPlatform[];
}

/** The owner's connected email platforms. */
export const EmailIntegrationList = ({ platforms }: EmailIntegrationListProps) => {
  const { data, isPending, error } = useIntegrationList<EmailIntegration>('integrations');
  const [editing, setEditing] = useState<EmailIntegration | null>(null);
  const byId = new Map(platforms.map((platform) => [platform.id, platform]));

  if (isPending) return <IntegrationRowsSkeleton rows={3} />;
  if (error) return <Alert severity="error">Your email integrations could not be loaded. {errorMessage(error)}</Alert>;
  if (!data?.length) {
    return (
      <Card variant="outlined" sx={{ py: 5, textAlign: 'center' }}>
        <EmailIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>No email integrations yet</Typography>
        <Typography variant="body2" color="text.secondary">
          Connect a platform to send each new member to your email list.
        </Typography>
      </Card>
    );
  }
  return (
    <>
      <Stack spacing={1.5}>
        {data.map((integration) => (
          <EmailIntegrationRow
            key={integration.id}
            integration={integration}
            platform={byId.get(integration.platform)}
            onEdit={() => setEditing(integration)}
          />
        ))}
      </Stack>
      <EditEmailIntegrationDialog integration={editing} onClose={() => setEditing(null)} />
    </>
  );
};

const EmailIntegrationRow = ({
  integration,
  platform,
  onEdit,
}: {
  integration: EmailIntegration;
  platform: EmailPlatform | undefined;
  onEdit: () => void;
}) => {
  const remove = useRemoveIntegration<EmailIntegration>('integrations');
  const platformName = platform?.name ?? integration.platform;

  return (
    <Card variant="outlined" component="article" aria-label={integration.name} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <PlatformAvatar name={platformName} colour={platform?.colour} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{integration.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {platformName}
            {integration.listId ? ` · List ${integration.listId}` : ''}
            {integration.authMethod === 'oauth' ? ' · Signed in with OAuth' : ` · Key ${integration.credentialHint}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <GroupScopeLabel groupIds={integration.groupIds} /> ·{' '}
            {integration.trigger === 'captured' ? 'sent when captured' : 'sent when approved'}
          </Typography>
          <DeliveryStatsLine stats={integration.stats} lastDeliveryAt={integration.lastDeliveryAt} />
        </Box>
        <IntegrationStateChips isActive={integration.isActive} status={integration.status} lastError={integration.lastError} />
        <Stack direction="row" spacing={0.5}>
          <Tooltip title="Edit integration">
            <IconButton aria-label="Edit integration" size="small" onClick={onEdit}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <ConfirmActionButton
            action="Remove integration"
            title={`Remove ${integration.name}?`}
            content="New members will no longer be sent to this platform. Members already there stay on your list."
            onConfirm={() => remove(integration)}
          />
        </Stack>
      </Stack>
      <NeedsAttentionAlert integration={integration} refusedBy={platformName} />
    </Card>
  );
};
