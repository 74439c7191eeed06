import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { integrationsApi, queryKeys } from '../integrations/api';
import { GroupScopeSelect } from '../integrations/GroupScopeSelect';
import { useSaveIntegration } from '../integrations/useSaveIntegration';
import type { SmsIntegration } from './types';

export const SmsSettingsDialog = ({ integration, onClose }: { integration: SmsIntegration | null; onClose: () => void }) => (
  <Dialog open={integration !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sms-settings-title">
    {integration && <SettingsForm key={integration.id} integration={integration} onClose={onClose} />}
  </Dialog>
);

const SettingsForm = ({ integration, onClose }: { integration: SmsIntegration; onClose: () => void }) => {
  const [name, setName] = useState(integration.name);
  const [isActive, setIsActive] = useState(integration.isActive);
  const [sendWelcomeSms, setSendWelcomeSms] = useState(integration.sendWelcomeSms);
  const [groupIds, setGroupIds] = useState(integration.groupIds);
  const { saving, save: saveIntegration } = useSaveIntegration(queryKeys.sms, {
    success: { description: 'SMS integration settings saved.' },
    failure: { description: 'Failed to update SMS integration.' },
  });

  const save = async () => {
    const saved = await saveIntegration(() =>
      integrationsApi.updateSms(integration.id, { name: name.trim() || integration.name, isActive, sendWelcomeSms, groupIds }),
    );
    if (saved) onClose();
  };

  return (
    <>
      <DialogTitle id="sms-settings-title">{integration.name} settings</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Integration name" value={name} onChange={(event) => setName(event.target.value)} fullWidth />
          <GroupScopeSelect value={groupIds} onChange={setGroupIds} />
          <FormControlLabel control={<Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />} label="Active" />
          <FormControlLabel
            control={<Switch checked={sendWelcomeSms} onChange={(event) => setSendWelcomeSms(event.target.checked)} />}
            label="Send a welcome SMS to new members with a phone number"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </>
  );
};
