import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { IntegrationStateChips } from '../integrations/IntegrationStateChips';
import type { IntegrationStatus as Status } from '../integrations/types';

interface ConnectedIntegration {
  key: string;
  name: string;
  kind: string;
  path: string;
  isActive: boolean;
  status: Status;
  lastError: string | null;
}

const SOURCES = [
  { queryKey: queryKeys.email, queryFn: () => api.integrations.email.list(), kind: 'Email', path: '/integrations' },
  { queryKey: queryKeys.sms, queryFn: () => api.integrations.sms.list(), kind: 'SMS', path: '/sms-integrations' },
  { queryKey: queryKeys.sheets, queryFn: () => api.integrations.sheets.list(), kind: 'Google Sheets', path: '/google-sheets' },
  { queryKey: queryKeys.webhooks, queryFn: () => api.integrations.webhooks.list(), kind: 'Webhook', path: '/integrations' },
] as const;

/** Every connected destination on the dashboard, with the ones needing attention first. */
export const IntegrationStatus = () => {
  const results = useQueries({
    queries: SOURCES.map(({ queryKey, queryFn }) => ({ queryKey, queryFn: queryFn as () => Promise<ConnectedIntegrationRow[]> })),
  });
  const loading = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  const connected: ConnectedIntegration[] = results
    .flatMap((result, index) =>
      (result.data ?? []).map((row) => ({
        key: `${SOURCES[index].kind}-${row.id}`,
        name: row.name,
        kind: SOURCES[index].kind,
        path: SOURCES[index].path,
        isActive: row.isActive,
        status: row.status,
        lastError: row.lastError,
      })),
    )
    .sort((a, b) => Number(b.status === 'needs_attention') - Number(a.status === 'needs_attention'));

  return (
    <Card component="section" aria-labelledby="integration-status-title">
      <CardContent>
        <Typography id="integration-status-title" component="h2" variant="h6">
          Integration Status
        </Typography>
        {loading ? (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={32} />
            ))}
          </Stack>
        ) : connected.length === 0 ? (
          <>
            {failed ? (
              <Alert severity="warning" sx={{ mt: 1, mb: 1.5 }}>
                Your integrations could not be loaded right now.
              </Alert>
            ) : (
              <>
                <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                  No integrations connected yet.
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
                  Connect an email, SMS or Google Sheets integration to send each new member&apos;s details where you need them.
                </Typography>
              </>
            )}
            <Button component={Link} to="/integrations" size="small" variant="outlined">
              Set up integrations
            </Button>
          </>
        ) : (
          <Stack spacing={1.25} sx={{ mt: 1.5 }}>
            {connected.map((integration) => (
              <Stack key={integration.key} direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label={integration.name} role="group">
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    <Link to={integration.path} style={{ color: 'inherit', textDecoration: 'none' }}>
                      {integration.name}
                    </Link>
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {integration.kind}
                  </Typography>
                </Box>
                <IntegrationStateChips isActive={integration.isActive} status={integration.status} lastError={integration.lastError} />
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

interface ConnectedIntegrationRow {
  id: number;
  name: string;
  isActive: boolean;
  status: Status;
  lastError: string | null;
}
