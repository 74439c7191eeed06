import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { CredentialInputs, missingCredential, splitCredentials } from '../integrations/CredentialInputs';
import { defaultIntegrationName, withApiKeyField } from '../integrations/emailForm';
import { GroupScopeSelect } from '../integrations/GroupScopeSelect';
import { SUBMIT_LABELS, useTestThenAdd } from '../integrations/useTestThenAdd';
import type { SmsPlatform } from './types';

interface AddSmsIntegrationDialogProps {
  open: boolean;
  onClose: () => void;
  platforms: SmsPlatform[];
  initialPlatformId?: string;
}

export const AddSmsIntegrationDialog = ({ open, onClose, platforms, initialPlatformId }: AddSmsIntegrationDialogProps) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-sms-integration-title">
    {open && <AddSmsForm onClose={onClose} platforms={platforms} initialPlatformId={initialPlatformId ?? ''} />}
  </Dialog>
);

const AddSmsForm = ({ onClose, platforms, initialPlatformId }: { onClose: () => void; platforms: SmsPlatform[]; initialPlatformId: string }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [platformId, setPlatformId] = useState(initialPlatformId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [name, setName] = useState('');
  const [groupIds, setGroupIds] = useState<number[] | null>(null);
  const [sendWelcomeSms, setSendWelcomeSms] = useState(false);
  const { phase, run } = useTestThenAdd({
    testFallback: 'Invalid API key or connection failed.',
    addedDescription: 'SMS platform has been connected successfully.',
    addFallback: 'Failed to add SMS integration.',
  });
  const platform = platforms.find((entry) => entry.id === platformId);
  const fields = platform ? withApiKeyField(platform.credentialFields ?? []) : [];

  const submit = async () => {
    const { apiKey, listId, credentials } = splitCredentials(fields, values);
    // The contact list (or group) new members join, on platforms that keep contacts.
    const list = listId ? { listId } : {};
    const missing = missingCredential(Boolean(platform), apiKey, fields, values);
    if (missing || !platform) {
      toast({ title: 'Missing Information', description: missing ?? undefined, type: 'error' });
      return;
    }
    const added = await run(
      () => api.integrations.sms.test({ platform: platform.id, apiKey, ...list, credentials }),
      () =>
        api.integrations.sms.create({
          platform: platform.id,
          name: name.trim() || defaultIntegrationName(platform.name),
          apiKey,
          ...list,
          isActive: true,
          credentials,
          groupIds,
          sendWelcomeSms,
        }),
    );
    if (added) {
      await queryClient.invalidateQueries({ queryKey: queryKeys.sms });
      onClose();
    }
  };

  return (
    <>
      <DialogTitle id="add-sms-integration-title">Add SMS Integration</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Platform"
            required
            value={platformId}
            onChange={(event) => {
              setPlatformId(event.target.value);
              setValues({});
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
              <FormControlLabel
                control={<Switch checked={sendWelcomeSms} onChange={(event) => setSendWelcomeSms(event.target.checked)} />}
                label="Send a welcome SMS to new members with a phone number"
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={phase !== 'idle'}>
          {SUBMIT_LABELS[phase]}
        </Button>
      </DialogActions>
    </>
  );
};
