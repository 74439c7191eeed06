import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { queryKeys } from './queryKeys';
import { CredentialInputs, missingCredential, splitCredentials } from './CredentialInputs';
import { defaultIntegrationName, emailCredentialFields } from './emailForm';
import { GroupScopeSelect } from './GroupScopeSelect';
import { PlatformAvatar } from './PlatformAvatar';
import { openAuthPopup } from './popup';
import { TriggerSelect } from './TriggerSelect';
import type { AuthMethod, DeliveryTrigger, EmailPlatform } from './types';
import { SUBMIT_LABELS, useTestThenAdd } from './useTestThenAdd';

interface AddEmailIntegrationDialogProps {
  open: boolean;
  onClose: () => void;
  platforms: EmailPlatform[];
  /** Opens the dialog with this platform already chosen, as the catalogue's Connect does. */
  initialPlatformId?: string;
}

/**
 * The method a platform starts on: OAuth wherever the platform offers it (the spec's default),
 * except where this server cannot sign in to it and the platform also takes an API key.
 */
const initialMethod = (platform: EmailPlatform | undefined): AuthMethod => {
  if (!platform || platform.authMethod === 'api_key') return 'api_key';
  return platform.authMethod === 'both' && !platform.oauthConfigured ? 'api_key' : 'oauth';
};

/** What an owner reads when this server has no sign-in for the platform, and what to do instead. */
export const signInUnavailable = (platform: EmailPlatform) =>
  `${platform.name} sign-in is not available on this server. ${
    platform.authMethod === 'both' ? 'Connect it with an API key instead.' : 'Ask whoever runs your JoinFlow server to set it up.'
  }`;

export const AddEmailIntegrationDialog = ({ open, onClose, platforms, initialPlatformId }: AddEmailIntegrationDialogProps) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-email-integration-title">
    {open && (
      <AddEmailIntegrationForm
        onClose={onClose}
        platforms={platforms}
        initialPlatform={platforms.find((platform) => platform.id === initialPlatformId)}
      />
    )}
  </Dialog>
);

const AddEmailIntegrationForm = ({
  onClose,
  platforms,
  initialPlatform,
}: {
  onClose: () => void;
  platforms: EmailPlatform[];
  initialPlatform?: EmailPlatform;
}) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [platform, setPlatform] = useState<EmailPlatform | undefined>(initialPlatform);
  const [method, setMethod] = useState<AuthMethod>(initialMethod(initialPlatform));
  const [values, setValues] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [groupIds, setGroupIds] = useState<number[] | null>(null);
  const [trigger, setTrigger] = useState<DeliveryTrigger>('approved');
  const { phase, run } = useTestThenAdd({
    testFallback: 'Invalid API key or connection error.',
    addedDescription: 'Email marketing platform has been connected successfully.',
    addFallback: 'Failed to add email integration.',
  });

  const fields = platform ? emailCredentialFields(platform) : [];
  const usesOauth = platform !== undefined && method === 'oauth';

  const choosePlatform = (next: EmailPlatform | null) => {
    setPlatform(next ?? undefined);
    setMethod(initialMethod(next ?? undefined));
    setValues({});
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.email });

  const connectWithOauth = () => {
    if (!platform) return;
    openAuthPopup(`/api/integrations/email/oauth/${encodeURIComponent(platform.id)}/start`, 'joinflow-oauth', (message) => {
      if (message.type === 'OAUTH_SUCCESS') {
        toast({ title: 'Integration Added', description: 'Email marketing platform has been connected successfully.', type: 'success' });
        void refresh();
        onClose();
      } else if (message.type === 'OAUTH_ERROR') {
        toast({ title: 'Connection Failed', description: message.error || 'Invalid API key or connection error.', type: 'error' });
      }
    });
  };

  const submit = async () => {
    const { apiKey, listId, credentials } = splitCredentials(fields, values);
    const missing = missingCredential(Boolean(platform), apiKey, fields, values);
    if (missing || !platform) {
      toast({ title: 'Missing Information', description: missing ?? undefined, type: 'error' });
      return;
    }
    const added = await run(
      () => api.integrations.email.test({ platform: platform.id, apiKey, listId, credentials }),
      () =>
        api.integrations.email.create({
          platform: platform.id,
          name: name.trim() || defaultIntegrationName(platform.name),
          apiKey,
          listId,
          isActive: true,
          credentials,
          groupIds,
          trigger,
        }),
    );
    if (added) {
      await refresh();
      onClose();
    }
  };

  return (
    <>
      <DialogTitle id="add-email-integration-title">Add Email Integration</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={platforms}
            value={platform ?? null}
            onChange={(_event, next) => choosePlatform(next)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            getOptionDisabled={(option) => !option.adapter}
            renderOption={({ key, ...props }, option) => (
              <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
                <PlatformAvatar name={option.name} colour={option.colour} size={28} />
                <Box>
                  <Typography variant="body2">{option.name}</Typography>
                  {!option.adapter && (
                    <Typography variant="caption" color="text.secondary">
                      Not available yet
                    </Typography>
                  )}
                </Box>
              </Box>
            )}
            renderInput={(params) => <TextField {...params} label="Platform" required />}
          />
          {platform && (
            <Typography variant="body2" color="text.secondary">
              {platform.description}{' '}
              {platform.apiDocs && (
                <Link href={platform.apiDocs} target="_blank" rel="noopener noreferrer">
                  API docs
                </Link>
              )}
            </Typography>
          )}
          {platform?.authMethod === 'both' && (
            <FormControl>
              <FormLabel id="auth-method-label">Connect with</FormLabel>
              <RadioGroup row aria-labelledby="auth-method-label" value={method} onChange={(event) => setMethod(event.target.value as AuthMethod)}>
                <FormControlLabel
                  value="oauth"
                  control={<Radio />}
                  label={platform.oauthConfigured ? 'OAuth' : 'OAuth (not available on this server)'}
                  disabled={!platform.oauthConfigured}
                />
                <FormControlLabel value="api_key" control={<Radio />} label="API Key" />
              </RadioGroup>
              {!platform.oauthConfigured && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {signInUnavailable(platform)}
                </Typography>
              )}
            </FormControl>
          )}
          {usesOauth ? (
            platform.oauthConfigured ? (
              <Alert severity="info">
                You will sign in to {platform.name} in a small window and allow JoinFlow to add members to your list.
              </Alert>
            ) : (
              <Alert severity="info">{signInUnavailable(platform)}</Alert>
            )
          ) : (
            platform && (
              <>
                <CredentialInputs fields={fields} values={values} onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))} />
                <TextField
                  label="Integration name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  placeholder={defaultIntegrationName(platform.name)}
                  helperText={`Optional. Defaults to “${defaultIntegrationName(platform.name)}”.`}
                  fullWidth
                />
                <GroupScopeSelect value={groupIds} onChange={setGroupIds} />
                <TriggerSelect value={trigger} onChange={setTrigger} />
              </>
            )
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        {usesOauth ? (
          platform.oauthConfigured && (
            <Button variant="contained" endIcon={<OpenInNewIcon />} onClick={connectWithOauth}>
              Connect with {platform.name}
            </Button>
          )
        ) : (
          <Button variant="contained" onClick={submit} disabled={phase !== 'idle'}>
            {SUBMIT_LABELS[phase]}
          </Button>
        )}
      </DialogActions>
    </>
  );
};
