import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Dialog,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { AddIntegrationForm, CLEARED_CREDENTIALS, ConnectionInputs } from './AddIntegrationForm';
import { emailCredentialFields } from './emailForm';
import { PlatformAvatar } from './PlatformAvatar';
import { openAuthPopup } from './popup';
import { queryKeys } from './queryKeys';
import { TriggerInput } from './SettingsDialogActions';
import type { AuthMethod, DeliveryTrigger, EmailPlatform } from './types';

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

const EMAIL_TEXTS = {
  testFallback: 'Invalid API key or connection error.',
  addedDescription: 'Email marketing platform has been connected successfully.',
  addFallback: 'Failed to add email integration.',
};

const AddEmailIntegrationForm = ({
  onClose,
  platforms,
  initialPlatform,
}: {
  onClose: () => void;
  platforms: EmailPlatform[];
  initialPlatform?: EmailPlatform;
}) => {
  const byId = (id: string | undefined) => platforms.find((platform) => platform.id === id);
  return (
    <AddIntegrationForm
      titleId="add-email-integration-title"
      title="Add Email Integration"
      initialValues={{ platform: initialPlatform?.id ?? '', method: initialMethod(initialPlatform), trigger: 'approved' }}
      fieldsOf={(id) => {
        const platform = byId(id);
        return platform ? emailCredentialFields(platform) : [];
      }}
      platformName={(id) => byId(id)?.name ?? id}
      texts={EMAIL_TEXTS}
      test={(connection) => api.integrations.email.test(connection)}
      create={(connection, { name, groupIds, trigger }) =>
        api.integrations.email.create({
          platform: connection.platform,
          name,
          apiKey: connection.apiKey,
          listId: connection.listId,
          isActive: true,
          credentials: connection.credentials,
          groupIds: groupIds ?? null,
          trigger: trigger as DeliveryTrigger,
        })
      }
      queryKey={queryKeys.email}
      onClose={onClose}
      actions={(submit) => <OauthAction platforms={platforms} onClose={onClose} submit={submit} />}
    >
      <EmailPlatformInput platforms={platforms} />
      <EmailConnectionInputs platforms={platforms} />
    </AddIntegrationForm>
  );
};

/** The platform and, where it offers both, how to connect it: the platform's sign-in or an API key. */
const EmailPlatformInput = ({ platforms }: { platforms: EmailPlatform[] }) => {
  const { field } = useInput<string>({ source: 'platform' });
  const { setValue } = useFormContext();
  const platform = platforms.find((entry) => entry.id === field.value);

  const choosePlatform = (next: EmailPlatform | null) => {
    field.onChange(next?.id ?? '');
    setValue('method', initialMethod(next ?? undefined));
    for (const [name, value] of Object.entries(CLEARED_CREDENTIALS)) setValue(name, value);
  };

  return (
    <>
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
      {platform?.authMethod === 'both' && <AuthMethodInput platform={platform} />}
    </>
  );
};

const AuthMethodInput = ({ platform }: { platform: EmailPlatform }) => {
  const { field } = useInput<AuthMethod>({ source: 'method' });
  return (
    <FormControl>
      <FormLabel id="auth-method-label">Connect with</FormLabel>
      <RadioGroup row aria-labelledby="auth-method-label" value={field.value} onChange={(event) => field.onChange(event.target.value as AuthMethod)}>
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
  );
};

/** The chosen platform with the method the form holds, when the owner signs in with the platform rather than typing a key. */
function useOauthPlatform(platforms: EmailPlatform[]) {
  const [platformId, method] = useWatch({ name: ['platform', 'method'] }) as [string | undefined, AuthMethod | undefined];
  const platform = platforms.find((entry) => entry.id === platformId);
  return { platform, usesOauth: platform !== undefined && method === 'oauth' };
}

const EmailConnectionInputs = ({ platforms }: { platforms: EmailPlatform[] }) => {
  const { platform, usesOauth } = useOauthPlatform(platforms);
  if (!platform) return null;
  if (usesOauth) {
    return platform.oauthConfigured ? (
      <Alert severity="info">You will sign in to {platform.name} in a small window and allow JoinFlow to add members to your list.</Alert>
    ) : (
      <Alert severity="info">{signInUnavailable(platform)}</Alert>
    );
  }
  return (
    <>
      <ConnectionInputs fields={emailCredentialFields(platform)} platformName={platform.name} />
      <TriggerInput />
    </>
  );
};

/** With OAuth chosen, the platform's sign-in replaces Test & Connect; none where this server has no sign-in for it. */
const OauthAction = ({ platforms, onClose, submit }: { platforms: EmailPlatform[]; onClose: () => void; submit: ReactNode }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { platform, usesOauth } = useOauthPlatform(platforms);
  if (!usesOauth || !platform) return submit;
  if (!platform.oauthConfigured) return null;

  const connectWithOauth = () => {
    openAuthPopup(`/api/integrations/email/oauth/${encodeURIComponent(platform.id)}/start`, 'joinflow-oauth', (message) => {
      if (message.type === 'OAUTH_SUCCESS') {
        toast({ title: 'Integration Added', description: 'Email marketing platform has been connected successfully.', type: 'success' });
        void queryClient.invalidateQueries({ queryKey: queryKeys.email });
        onClose();
      } else if (message.type === 'OAUTH_ERROR') {
        toast({ title: 'Connection Failed', description: message.error || 'Invalid API key or connection error.', type: 'error' });
      }
    });
  };

  return (
    <Button variant="contained" endIcon={<OpenInNewIcon />} onClick={connectWithOauth}>
      Connect with {platform.name}
    </Button>
  );
};
