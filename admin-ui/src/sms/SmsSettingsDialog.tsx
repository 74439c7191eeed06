import { Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import type { CredentialField } from '../integrations/types';
import { useSaveIntegration } from '../integrations/useSaveIntegration';
import type { SmsIntegration } from './types';
import { ActiveInput, GroupScopeInput, SettingsDialogForm } from '../integrations/SettingsDialogActions';

interface SmsSettingsDialogProps {
  integration: SmsIntegration | null;
  /** The platform's contact list field (its label and help), on platforms that keep contacts. */
  listField?: CredentialField;
  onClose: () => void;
}

export const SmsSettingsDialog = ({ integration, listField, onClose }: SmsSettingsDialogProps) => (
  <Dialog open={integration !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sms-settings-title">
    {integration && <SettingsForm key={integration.id} integration={integration} listField={listField} onClose={onClose} />}
  </Dialog>
);

const SettingsForm = ({ integration, listField, onClose }: { integration: SmsIntegration; listField?: CredentialField; onClose: () => void }) => {
  const { submit } = useSaveIntegration(queryKeys.sms, {
    success: { description: 'SMS integration settings saved.' },
    failure: { description: 'Failed to update SMS integration.' },
  });
  // A platform that keeps contacts has a list to change; one that only texts has none.
  const keepsContacts = Boolean(listField) || integration.listId !== null;

  const save = ({ name, listId, isActive, sendWelcomeSms, groupIds }: SmsIntegration) =>
    submit(
      () =>
        api.integrations.sms.update(integration.id, {
          name: name?.trim() || integration.name,
          // A new list is tested by the server before it replaces the old one.
          ...(keepsContacts ? { listId: listId?.trim() || null } : {}),
          isActive: Boolean(isActive),
          sendWelcomeSms: Boolean(sendWelcomeSms),
          groupIds: groupIds ?? null,
        }),
      onClose,
    );

  return (
    <SettingsDialogForm<SmsIntegration> record={integration} onSubmit={save} onClose={onClose}>
      <DialogTitle id="sms-settings-title">{integration.name} settings</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          <TextInput source="name" label="Integration name" helperText={false} fullWidth />
          {keepsContacts && (
            <TextInput
              source="listId"
              label={listField?.label ?? 'List ID'}
              helperText={listField?.help ?? 'Leave empty to add no contacts.'}
              fullWidth
            />
          )}
          <GroupScopeInput />
          <ActiveInput />
          <BooleanInput source="sendWelcomeSms" label="Send a welcome SMS to new members with a phone number" helperText={false} />
        </Stack>
      </DialogContent>
    </SettingsDialogForm>
  );
};
