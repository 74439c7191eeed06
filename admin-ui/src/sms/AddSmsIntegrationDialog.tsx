import { Dialog, MenuItem, TextField, Typography } from '@mui/material';
import { BooleanInput, useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { api } from '../providers/api';
import { AddIntegrationForm, CLEARED_CREDENTIALS, ConnectionInputs, type Connection } from '../integrations/AddIntegrationForm';
import { withApiKeyField } from '../integrations/emailForm';
import { queryKeys } from '../integrations/queryKeys';
import type { SmsPlatform } from './types';

interface AddSmsIntegrationDialogProps {
  open: boolean;
  onClose: () => void;
  platforms: SmsPlatform[];
  initialPlatformId?: string;
}

const SMS_TEXTS = {
  testFallback: 'Invalid API key or connection failed.',
  addedDescription: 'SMS platform has been connected successfully.',
  addFallback: 'Failed to add SMS integration.',
};

/** The contact list (or group) new members join, on platforms that keep contacts; nothing on those that only text. */
const contactList = ({ listId }: Connection) => (listId ? { listId } : {});

export const AddSmsIntegrationDialog = ({ open, onClose, platforms, initialPlatformId }: AddSmsIntegrationDialogProps) => {
  const byId = (id: string | undefined) => platforms.find((platform) => platform.id === id);
  const fieldsOf = (id: string | undefined) => {
    const platform = byId(id);
    return platform ? withApiKeyField(platform.credentialFields ?? []) : [];
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-sms-integration-title">
      {open && (
        <AddIntegrationForm
          titleId="add-sms-integration-title"
          title="Add SMS Integration"
          initialValues={{ platform: initialPlatformId ?? '', sendWelcomeSms: false }}
          fieldsOf={fieldsOf}
          platformName={(id) => byId(id)?.name ?? id}
          texts={SMS_TEXTS}
          test={(connection) =>
            api.integrations.sms.test({
              platform: connection.platform,
              apiKey: connection.apiKey,
              ...contactList(connection),
              credentials: connection.credentials,
            })
          }
          create={(connection, { name, groupIds, sendWelcomeSms }) =>
            api.integrations.sms.create({
              platform: connection.platform,
              name,
              apiKey: connection.apiKey,
              ...contactList(connection),
              isActive: true,
              credentials: connection.credentials,
              groupIds: groupIds ?? null,
              sendWelcomeSms: Boolean(sendWelcomeSms),
            })
          }
          queryKey={queryKeys.sms}
          onClose={onClose}
        >
          <SmsPlatformInputs platforms={platforms} fieldsOf={fieldsOf} />
        </AddIntegrationForm>
      )}
    </Dialog>
  );
};

const SmsPlatformInputs = ({
  platforms,
  fieldsOf,
}: {
  platforms: SmsPlatform[];
  fieldsOf: (id: string | undefined) => ReturnType<typeof withApiKeyField>;
}) => {
  const { field } = useInput<string>({ source: 'platform' });
  const { setValue } = useFormContext();
  const platform = platforms.find((entry) => entry.id === field.value);
  return (
    <>
      <TextField
        select
        label="Platform"
        required
        value={field.value ?? ''}
        onChange={(event) => {
          field.onChange(event.target.value);
          for (const [name, value] of Object.entries(CLEARED_CREDENTIALS)) setValue(name, value);
        }}
        fullWidth
      >
        {platforms.map((entry) => (
          <MenuItem key={entry.id} value={entry.id} disabled={!entry.adapter}>
            {entry.name}
            {entry.adapter ? '' : ' (not available yet)'}
          </MenuItem>
        ))}
      </TextField>
      {platform && (
        <>
          <Typography variant="body2" color="text.secondary">
            {platform.description}
          </Typography>
          <ConnectionInputs fields={fieldsOf(platform.id)} platformName={platform.name} />
          <BooleanInput source="sendWelcomeSms" label="Send a welcome SMS to new members with a phone number" helperText={false} />
        </>
      )}
    </>
  );
};
