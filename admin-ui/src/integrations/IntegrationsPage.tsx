import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import { AddEmailIntegrationDialog } from './AddEmailIntegrationDialog';
import { api } from '../providers/api';
import { queryKeys } from './queryKeys';
import { deliveredCount, platformCountLabel } from './catalogue';
import { EmailIntegrationList } from './EmailIntegrationList';
import { IntegrationRowsSkeleton } from './IntegrationRowsSkeleton';
import { RequestIntegrationDialog } from './RequestIntegrationDialog';
import { SupportedPlatforms } from './SupportedPlatforms';
import { WebhookSection } from './WebhookSection';
import { IntegrationSection } from './IntegrationSection';

interface AddDialogState {
  open: boolean;
  platformId?: string;
}

export const IntegrationsPage = () => {
  const catalog = useQuery({ queryKey: queryKeys.emailCatalog, queryFn: () => api.catalog.email() });
  const [adding, setAdding] = useState<AddDialogState>({ open: false });
  const [requesting, setRequesting] = useState(false);
  const platforms = catalog.data?.platforms ?? [];
  const supported = catalog.data?.supported ?? [];

  return (
    <OwnerPage
      title="Email Integrations"
      subtitle={
        catalog.data
          ? `Connect your email marketing platform. ${platformCountLabel(deliveredCount(supported), supported.length)}`
          : 'Connect your email marketing platform'
      }
    >
      <Stack spacing={4}>
        <IntegrationSection
          id="email-integrations-title"
          title="Email Marketing Integrations"
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding({ open: true })} disabled={!catalog.data}>
              Add Integration
            </Button>
          }
        >
          <EmailIntegrationList platforms={platforms} />
        </IntegrationSection>
        <WebhookSection />
        <Divider />
        {catalog.isPending ? (
          <IntegrationRowsSkeleton rows={4} />
        ) : catalog.error ? (
          <Alert severity="error">The platform catalogue could not be loaded. {errorMessage(catalog.error)}</Alert>
        ) : (
          <SupportedPlatforms
            supported={supported}
            platforms={platforms}
            onConnect={(platformId) => setAdding({ open: true, platformId })}
            onRequest={() => setRequesting(true)}
          />
        )}
      </Stack>
      <AddEmailIntegrationDialog
        open={adding.open}
        platforms={platforms}
        initialPlatformId={adding.platformId}
        onClose={() => setAdding({ open: false })}
      />
      <RequestIntegrationDialog open={requesting} onClose={() => setRequesting(false)} />
    </OwnerPage>
  );
};
