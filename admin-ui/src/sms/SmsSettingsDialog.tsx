import { Dialog, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { GroupScopeSelect } from '../integrations/GroupScopeSelect';
import type { CredentialField } from '../integrations/types';
import { useSaveIntegration } from '../integrations/useSaveIntegration';
import type { SmsIntegration } from './types';
import { ActiveSwitch, SettingsDialogActions } from '../integrations/SettingsDialogActions';

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
  const [name, setName] = useState(integration.name);
  const [listId, setListId] = useState(integration.listId ?? '');
  const [isActive, setIsActive] = useState(integration.isActive);
  const [sendWelcomeSms, setSendWelcomeSms] = useState(integration.sendWelcomeSms);
  const [groupIds, setGroupIds] = useState(integration.groupIds);
  const { saving, save: saveIntegration } = useSaveIntegration(queryKeys.sms, {
    success: { description: 'SMS integration settings saved.' },
    failure: { description: 'Failed to update SMS integration.' },
  });
  // A platform that keeps contacts has a list to change; one that only texts has none.
  const keepsContacts = Boolean(listField) || integration.listId !== null;

  const save = async () => {
    const saved = await saveIntegration(() =>
      api.integrations.sms.update(integration.id, {
        name: name.trim() || integration.name,
        // A new list is tested by the server before it replaces the old one.
        ...(keepsContacts ? { listId: listId.trim() || null } : {}),
        isActive,
        sendWelcomeSms,
        groupIds,
      }),
    );
    if (saved) onClose();
  };

  return (
    <>
      <DialogTitle id="sms-settings-title">{integration.name} settings</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Integration name" value={name} onChange={(event) => setName(event.target.value)} fullWidth />
          {keepsContacts && (
            <TextField
              label={listField?.label ?? 'List ID'}
              value={listId}
              onChange={(event) => setListId(event.target.value)}
              helperText={listField?.help ?? 'Leave empty to add no contacts.'}
              fullWidth
            />
          )}
          <GroupScopeSelect value={groupIds} onChange={setGroupIds} />
          <ActiveSwitch checked={isActive} onChange={setIsActive} />
          <FormControlLabel
            control={<Switch checked={sendWelcomeSms} onChange={(event) => setSendWelcomeSms(event.target.checked)} />}
            label="Send a welcome SMS to new members with a phone number"
          />
        </Stack>
      </DialogContent>
      <SettingsDialogActions onClose={onClose} onSave={save} saving={saving} />
    </>
  );
};
