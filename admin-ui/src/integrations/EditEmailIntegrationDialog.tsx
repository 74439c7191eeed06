import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { PasswordInput, TextInput } from 'react-admin';
import { api } from '../providers/api';
import { queryKeys } from './queryKeys';
import { useSaveIntegration } from './useSaveIntegration';
import type { EmailIntegration } from './types';
import { ActiveInput, GroupScopeInput, SettingsDialogForm, TriggerInput } from './SettingsDialogActions';

interface EditEmailIntegrationDialogProps {
  integration: EmailIntegration | null;
  onClose: () => void;
}

export const EditEmailIntegrationDialog = ({ integration, onClose }: EditEmailIntegrationDialogProps) => (
  <Dialog open={integration !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-email-integration-title">
    {integration && <EditForm key={integration.id} integration={integration} onClose={onClose} />}
  </Dialog>
);

type EmailDraft = EmailIntegration & { apiKey?: string | null };

const EditForm = ({ integration, onClose }: { integration: EmailIntegration; onClose: () => void }) => {
  const { submit } = useSaveIntegration(queryKeys.email, {
    success: { description: 'Integration saved.' },
    failure: { description: 'Failed to update email integration.' },
  });

  const save = ({ name, listId, isActive, groupIds, trigger, apiKey }: EmailDraft) =>
    submit(
      () =>
        api.integrations.email.update(integration.id, {
          name: name?.trim() || integration.name,
          listId: listId?.trim() || null,
          isActive: Boolean(isActive),
          groupIds: groupIds ?? null,
          trigger,
          // A new key is tested by the server before it replaces the old one.
          ...(apiKey?.trim() ? { apiKey: apiKey.trim() } : {}),
        }),
      onClose,
    );

  return (
    <SettingsDialogForm<EmailDraft> record={integration} onSubmit={save} onClose={onClose}>
      <DialogTitle id="edit-email-integration-title">Edit {integration.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextInput source="name" label="Integration name" helperText={false} fullWidth />
          <TextInput source="listId" label="List ID" helperText={false} fullWidth />
          {integration.authMethod === 'api_key' && (
            <PasswordInput
              source="apiKey"
              label="New API key"
              autoComplete="new-password"
              helperText={`Current key ${integration.credentialHint}. Leave empty to keep it.`}
              fullWidth
            />
          )}
          <GroupScopeInput />
          <TriggerInput />
          <ActiveInput />
        </Stack>
      </DialogContent>
    </SettingsDialogForm>
  );
};
