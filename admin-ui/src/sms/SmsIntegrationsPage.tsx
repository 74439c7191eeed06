import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SmsIcon from '@mui/icons-material/SmsOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Grid,
  InputAdornment,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { useIntegrationList, useRemoveIntegration } from '../integrations/useIntegrationList';
import { deliveredCount, matchesQuery, platformCountLabel } from '../integrations/catalogue';
import { IntegrationRowsSkeleton } from '../integrations/IntegrationRowsSkeleton';
import { PlatformAvatar } from '../integrations/PlatformAvatar';
import { AddSmsIntegrationDialog } from './AddSmsIntegrationDialog';
import { SmsSettingsDialog } from './SmsSettingsDialog';
import type { SmsIntegration, SmsPlatform } from './types';
import { ConnectedIntegrationCard } from '../integrations/ConnectedIntegrationCard';
import { IntegrationSection } from '../integrations/IntegrationSection';

interface AddDialogState {
  open: boolean;
  platformId?: string;
}

export const SmsIntegrationsPage = () => {
  const catalog = useQuery({ queryKey: queryKeys.smsCatalog, queryFn: () => api.catalog.sms() });
  const [adding, setAdding] = useState<AddDialogState>({ open: false });
  const platforms = catalog.data?.platforms ?? [];

  return (
    <OwnerPage
      title="SMS Integrations"
      subtitle={
        catalog.data
          ? `Add new members to your SMS marketing platform. ${platformCountLabel(deliveredCount(platforms), platforms.length, 'SMS')}`
          : 'Add new members to your SMS marketing platform'
      }
    >
      <Stack spacing={4}>
        <IntegrationSection
          id="sms-connected-title"
          title="Connected SMS Platforms"
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding({ open: true })} disabled={!catalog.data}>
              Add SMS Integration
            </Button>
          }
        >
          <ConnectedSmsList platforms={platforms} />
        </IntegrationSection>
        {catalog.isPending ? (
          <IntegrationRowsSkeleton rows={4} />
        ) : catalog.error ? (
          <Alert severity="error">The SMS platform catalogue could not be loaded. {errorMessage(catalog.error)}</Alert>
        ) : (
          <SmsCatalogue platforms={platforms} onConnect={(platformId) => setAdding({ open: true, platformId })} />
        )}
      </Stack>
      <AddSmsIntegrationDialog
        open={adding.open}
        platforms={platforms}
        initialPlatformId={adding.platformId}
        onClose={() => setAdding({ open: false })}
      />
    </OwnerPage>
  );
};

const SearchField = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => (
  <TextField
    size="small"
    placeholder={`${label}...`}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    slotProps={{
      htmlInput: { 'aria-label': label },
      input: {
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      },
    }}
  />
);

const ConnectedSmsList = ({ platforms }: { platforms: SmsPlatform[] }) => {
  const { data, isPending, error } = useIntegrationList<SmsIntegration>('sms-integrations');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<SmsIntegration | null>(null);
  const names = new Map(platforms.map((platform) => [platform.id, platform.name]));

  if (isPending) return <IntegrationRowsSkeleton rows={3} />;
  if (error) return <Alert severity="error">Your SMS integrations could not be loaded. {errorMessage(error)}</Alert>;
  if (!data?.length) {
    return (
      <Card variant="outlined" sx={{ py: 5, textAlign: 'center' }}>
        <SmsIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>No SMS integrations yet</Typography>
        <Typography variant="body2" color="text.secondary">
          Connect an SMS platform below to text new members and add them to your contacts.
        </Typography>
      </Card>
    );
  }
  const shown = data.filter((integration) => matchesQuery(query, integration.name, integration.platform, names.get(integration.platform)));
  return (
    <Stack spacing={1.5}>
      <SearchField label="Search integrations" value={query} onChange={setQuery} />
      {shown.map((integration) => (
        <SmsIntegrationRow
          key={integration.id}
          integration={integration}
          platformName={names.get(integration.platform) ?? integration.platform}
          onSettings={() => setEditing(integration)}
        />
      ))}
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          No SMS integration matches “{query.trim()}”.
        </Typography>
      )}
      <SmsSettingsDialog
        integration={editing}
        listField={platforms.find((platform) => platform.id === editing?.platform)?.credentialFields.find((field) => field.name === 'listId')}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
};

const SmsIntegrationRow = ({
  integration,
  platformName,
  onSettings,
}: {
  integration: SmsIntegration;
  platformName: string;
  onSettings: () => void;
}) => {
  const remove = useRemoveIntegration<SmsIntegration>('sms-integrations');
  return (
    <ConnectedIntegrationCard
      integration={integration}
      icon={<PlatformAvatar name={platformName} />}
      details={[
        <>
          {platformName} · Key {integration.credentialHint}
          {integration.listId ? ` · List ${integration.listId}` : ''}
          {integration.sendWelcomeSms ? ' · Welcome SMS on' : ''}
        </>,
      ]}
      refusedBy={platformName}
      edit={{ label: 'Integration settings', icon: <SettingsIcon fontSize="small" />, onClick: onSettings }}
      removal={{
        action: 'Remove integration',
        consequence: 'New members will no longer be sent to this SMS platform.',
        onConfirm: () => remove(integration),
      }}
    />
  );
};

const SmsCatalogue = ({ platforms, onConnect }: { platforms: SmsPlatform[]; onConnect: (platformId: string) => void }) => {
  const [query, setQuery] = useState('');
  const shown = platforms.filter((platform) => matchesQuery(query, platform.name, platform.description, platform.category));
  const popular = shown.filter((platform) => platform.popular);
  const rest = shown.filter((platform) => !platform.popular);

  return (
    <Box component="section" aria-labelledby="sms-catalogue-title">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography id="sms-catalogue-title" component="h2" variant="h6">
            SMS Platforms
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {platformCountLabel(deliveredCount(platforms), platforms.length, 'SMS')}
          </Typography>
        </Box>
        <SearchField label="Search SMS platforms" value={query} onChange={setQuery} />
      </Stack>
      {popular.length > 0 && <SmsPlatformGrid title="Popular SMS Platforms" platforms={popular} onConnect={onConnect} />}
      {rest.length > 0 && <SmsPlatformGrid title="All SMS Platforms" platforms={rest} onConnect={onConnect} />}
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No SMS platform matches “{query.trim()}”.
        </Typography>
      )}
    </Box>
  );
};

const SmsPlatformGrid = ({ title, platforms, onConnect }: { title: string; platforms: SmsPlatform[]; onConnect: (platformId: string) => void }) => (
  <Box component="section" aria-label={title} sx={{ mb: 3 }}>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
      {title}
    </Typography>
    <Grid container spacing={2}>
      {platforms.map((platform) => (
        <Grid key={platform.id} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined" component="article" aria-label={platform.name} sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <PlatformAvatar name={platform.name} size={36} />
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{platform.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {platform.category} · {platform.authMethod}
                </Typography>
              </Box>
              {platform.popular && <Chip size="small" color="primary" label="Popular" />}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {platform.description}
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {platform.features.map((feature) => (
                <Chip key={feature} size="small" variant="outlined" label={feature} />
              ))}
            </Stack>
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {platform.pricing}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 'auto', pt: 1.5 }}>
              <Button
                size="small"
                component={Link}
                href={platform.documentationUrl}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewIcon fontSize="small" />}
                aria-label={`${platform.name} docs`}
              >
                Docs
              </Button>
              {platform.adapter ? (
                <Button size="small" variant="contained" onClick={() => onConnect(platform.id)} aria-label={`Connect ${platform.name}`}>
                  Connect
                </Button>
              ) : (
                <Chip size="small" label="Coming soon" />
              )}
            </Stack>
          </Card>
        </Grid>
      ))}
    </Grid>
  </Box>
);
