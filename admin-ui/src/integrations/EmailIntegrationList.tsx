import EditIcon from '@mui/icons-material/EditOutlined';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import { Alert, Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../providers/apiErrors';
import { useIntegrationList, useRemoveIntegration } from './useIntegrationList';
import { EditEmailIntegrationDialog } from './EditEmailIntegrationDialog';
import { IntegrationRowsSkeleton } from './IntegrationRowsSkeleton';
import { PlatformAvatar } from './PlatformAvatar';
import type { EmailIntegration, EmailPlatform } from './types';
import { ConnectedIntegrationCard } from './ConnectedIntegrationCard';

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
    <ConnectedIntegrationCard
      integration={integration}
      icon={<PlatformAvatar name={platformName} colour={platform?.colour} />}
      details={[
        <>
          {platformName}
          {integration.listId ? ` · List ${integration.listId}` : ''}
          {integration.authMethod === 'oauth' ? ' · Signed in with OAuth' : ` · Key ${integration.credentialHint}`}
        </>,
      ]}
      scopeSuffix={integration.trigger === 'captured' ? ' · sent when captured' : ' · sent when approved'}
      refusedBy={platformName}
      edit={{ label: 'Edit integration', icon: <EditIcon fontSize="small" />, onClick: onEdit }}
      removal={{
        action: 'Remove integration',
        consequence: 'New members will no longer be sent to this platform. Members already there stay on your list.',
        onConfirm: () => remove(integration),
      }}
    />
  );
};
