import { Dialog, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { api } from '../providers/api';
import { queryKeys } from './queryKeys';
import { GroupScopeSelect } from './GroupScopeSelect';
import { TriggerSelect } from './TriggerSelect';
import { useSaveIntegration } from './useSaveIntegration';
import type { EmailIntegration } from './types';
import { ActiveSwitch, SettingsDialogActions } from './SettingsDialogActions';

interface EditEmailIntegrationDialogProps {
  integration: EmailIntegration | null;
  onClose: () => void;
}

export const EditEmailIntegrationDialog = ({ integration, onClose }: EditEmailIntegrationDialogProps) => (
  <Dialog open={integration !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-email-integration-title">
    {integration && <EditForm key={integration.id} integration={integration} onClose={onClose} />}
  </Dialog>
);

const EditForm = ({ integration, onClose }: { integration: EmailIntegration; onClose: () => void }) => {
  const [name, setName] = useState(integration.name);
  const [listId, setListId] = useState(integration.listId ?? '');
  const [isActive, setIsActive] = useState(integration.isActive);
  const [groupIds, setGroupIds] = useState(integration.groupIds);
  const [trigger, setTrigger] = useState(integration.trigger);
  const [apiKey, setApiKey] = useState('');
  const { saving, save: saveIntegration } = useSaveIntegration(queryKeys.email, {
    success: { description: 'Integration saved.' },
    failure: { description: 'Failed to update email integration.' },
  });

  const save = async () => {
    const saved = await saveIntegration(() =>
      api.integrations.email.update(integration.id, {
        name: name.trim() || integration.name,
        listId: listId.trim() || null,
        isActive,
        groupIds,
        trigger,
        // A new key is tested by the server before it replaces the old one.
        ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
      }),
    );
    if (saved) onClose();
  };

  return (
    <>
      <DialogTitle id="edit-email-integration-title">Edit {integration.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Integration name" value={name} onChange={(event) => setName(event.target.value)} fullWidth />
          <TextField label="List ID" value={listId} onChange={(event) => setListId(event.target.value)} fullWidth />
          {integration.authMethod === 'api_key' && (
            <TextField
              label="New API key"
              type="password"
              autoComplete="new-password"
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              helperText={`Current key ${integration.credentialHint}. Leave empty to keep it.`}
              fullWidth
            />
          )}
          <GroupScopeSelect value={groupIds} onChange={setGroupIds} />
          <TriggerSelect value={trigger} onChange={setTrigger} />
          <ActiveSwitch checked={isActive} onChange={setIsActive} />
        </Stack>
      </DialogContent>
      <SettingsDialogActions onClose={onClose} onSave={save} saving={saving} />
    </>
  );
};
