import GoogleIcon from '@mui/icons-material/Google';
import { Alert, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { openAuthPopup } from '../integrations/popup';
import { errorMessage } from '../providers/apiErrors';

/** Whether JoinFlow may write to the owner's Google Sheets, and the popup that grants it. */
export const GoogleAccountCard = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: status, isPending, error } = useQuery({ queryKey: queryKeys.googleStatus, queryFn: () => api.integrations.sheets.googleStatus() });

  const connect = () =>
    openAuthPopup('/api/auth/google', 'joinflow-google', (message) => {
      if (message.type === 'GOOGLE_AUTH_SUCCESS') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.googleStatus });
        toast({ title: 'Google Account Connected', description: 'JoinFlow can now add new members to your sheets.', type: 'success' });
      } else if (message.type === 'GOOGLE_AUTH_ERROR') {
        toast({ title: 'Authorization Failed', description: message.error || 'Failed to authorize Google access.', type: 'error' });
      }
    });

  const disconnect = async () => {
    try {
      await api.integrations.sheets.disconnectGoogle();
      await queryClient.invalidateQueries({ queryKey: queryKeys.googleStatus });
    } catch (disconnectError) {
      toast({ description: errorMessage(disconnectError), type: 'error' });
    }
  };

  return (
    <Card component="section" aria-labelledby="google-account-title" variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <GoogleIcon color="action" />
          <Stack sx={{ flex: 1 }}>
            <Typography id="google-account-title" component="h2" variant="h6">
              Google Account
            </Typography>
            {isPending ? (
              <Skeleton width={240} />
            ) : error ? (
              <Alert severity="error">The connection status could not be loaded. {errorMessage(error)}</Alert>
            ) : status.isConnected ? (
              <Typography variant="body2" color="text.secondary">
                Connected{status.email ? ` as ${status.email}` : ''}. New members are written to your sheets.
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {status.needsReconnect
                  ? 'Google no longer accepts JoinFlow’s access. Connect your account again to keep your sheets up to date.'
                  : 'Connect your Google account so JoinFlow can add new members to your sheets.'}
              </Typography>
            )}
          </Stack>
          {status && (
            <Chip
              label={status.isConnected ? 'Connected' : status.needsReconnect ? 'Reconnect needed' : 'Not Connected'}
              color={status.isConnected ? 'success' : status.needsReconnect ? 'warning' : 'default'}
            />
          )}
          {status?.isConnected ? (
            <Button variant="outlined" onClick={disconnect}>
              Disconnect
            </Button>
          ) : (
            <Button variant="contained" startIcon={<GoogleIcon />} onClick={connect} disabled={isPending}>
              Connect Google Account
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
