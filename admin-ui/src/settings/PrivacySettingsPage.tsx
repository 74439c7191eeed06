import { Alert, Button, Card, CardContent, FormControlLabel, Skeleton, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Confirm } from '../common/Confirm';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { serverMessage } from '../providers/apiErrors';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import type { PrivacySettings } from './types';

const MIN_DAYS = 1;
const MAX_DAYS = 3650;

/** The retention field's text as the API wants it: empty keeps data, otherwise 1–3650 whole days. */
export function parseRetentionDays(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const days = Number(trimmed);
  return Number.isInteger(days) && days >= MIN_DAYS && days <= MAX_DAYS ? days : 'invalid';
}

export const PrivacySettingsPage = () => (
  <OwnerPage title="Privacy" subtitle="Decide how long JoinFlow keeps your members' contact details">
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <RetentionCard />
      <EraseMemberCard />
    </Stack>
  </OwnerPage>
);

const RetentionCard = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery({ queryKey: queryKeys.privacy, queryFn: () => api.privacy.get() });
  const [eraseAfterDelivery, setEraseAfterDelivery] = useState(false);
  const [retention, setRetention] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!data) return;
    setEraseAfterDelivery(data.eraseAfterDelivery);
    setRetention(data.retentionDays === null ? '' : String(data.retentionDays));
  }, [data]);

  const retentionDays = parseRetentionDays(retention);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (retentionDays === 'invalid') return;
    setSaving(true);
    try {
      const settings: PrivacySettings = { eraseAfterDelivery, retentionDays };
      queryClient.setQueryData(queryKeys.privacy, await api.privacy.update(settings));
      toast({ description: 'Privacy settings saved.', type: 'success' });
    } catch (saveError) {
      toast({ description: serverMessage(saveError) ?? 'Failed to update privacy settings.', type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="retention-title" variant="outlined">
      <CardContent component="form" onSubmit={save}>
        <Typography id="retention-title" component="h2" variant="h6">
          Member data
        </Typography>
        {isPending ? (
          <Skeleton height={120} />
        ) : error ? (
          <Alert severity="error">The privacy settings could not be loaded. {errorMessage(error)}</Alert>
        ) : (
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormControlLabel
              control={<Switch checked={eraseAfterDelivery} onChange={(event) => setEraseAfterDelivery(event.target.checked)} />}
              label="Erase a member's email, phone and answers once every integration has received them"
            />
            <TextField
              label="Erase contact data after (days)"
              type="number"
              value={retention}
              onChange={(event) => setRetention(event.target.value)}
              error={retentionDays === 'invalid'}
              helperText={
                retentionDays === 'invalid'
                  ? `Enter a whole number of days from ${MIN_DAYS} to ${MAX_DAYS}, or leave it empty.`
                  : 'Leave empty to keep contact data until you erase it. Counts stay for your statistics.'
              }
              slotProps={{ htmlInput: { min: MIN_DAYS, max: MAX_DAYS } }}
              sx={{ maxWidth: 320 }}
            />
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={saving || retentionDays === 'invalid'}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

const EraseMemberCard = () => {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const address = email.trim();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (address) setConfirming(true);
  };

  const erase = async () => {
    setErasing(true);
    try {
      const { erased } = await api.privacy.erase(address);
      toast({
        description:
          erased === 0
            ? `No member data was found for ${address}.`
            : `Erased the data of ${erased} ${erased === 1 ? 'request' : 'requests'} for ${address}.`,
        type: 'success',
      });
      setEmail('');
    } catch (eraseError) {
      toast({ description: serverMessage(eraseError) ?? 'Failed to erase member data.', type: 'error' });
    } finally {
      setErasing(false);
      setConfirming(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="erase-title" variant="outlined">
      <CardContent component="form" onSubmit={ask}>
        <Typography id="erase-title" component="h2" variant="h6">
          Erase a person's data
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          When someone asks you to delete their data, enter their email. Their contact details and answers are erased from
          every request in your groups. Platforms they were already sent to keep their own copy.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label="Email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flex: 1 }} />
          <Button type="submit" variant="outlined" color="error" disabled={erasing || !address}>
            Erase data
          </Button>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirming}
        loading={erasing}
        title={`Erase the data of ${address}?`}
        content="Their email, phone and answers are erased from every request in your groups. This cannot be undone."
        confirm="Erase"
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
