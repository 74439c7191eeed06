import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../common/useToast';
import { integrationsApi, queryKeys } from '../integrations/api';
import { GroupScopeSelect } from '../integrations/GroupScopeSelect';
import { serverMessage } from '../integrations/serverMessage';
import type { SmsIntegration } from './types';

export const SmsSettingsDialog = ({ integration, onClose }: { integration: SmsIntegration | null; onClose: () => void }) => (
  <Dialog open={integration !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sms-settings-title">
    {integration && <SettingsForm key={integration.id} integration={integration} onClose={onClose} />}
  </Dialog>
);

const SettingsForm = ({ integration, onClose }: { integration: SmsIntegration; onClose: () => void }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(integration.name);
  const [isActive, setIsActive] = useState(integration.isActive);
  const [sendWelcomeSms, setSendWelcomeSms] = useState(integration.sendWelcomeSms);
  const [groupIds, setGroupIds] = useState(integration.groupIds);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await integrationsApi.updateSms(integration.id, { name: name.trim() || integration.name, isActive, sendWelcomeSms, groupIds });
      toast({ description: 'SMS integration settings saved.', type: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.sms });
      onClose();
    } catch (error) {
      toast({ description: serverMessage(error) ?? 'Failed to update SMS integration.', type: 'error' });
      setSaving(false);
    }
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
