import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BooleanInput, Form, NumberInput, TextInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { Confirm } from '../common/Confirm';
import { SubmitButton } from '../common/SubmitButton';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { queryKeys } from '../integrations/queryKeys';
import { errorMessage, fieldErrors, serverMessage } from '../providers/apiErrors';
import { OwnerPage } from '../owner/OwnerPage';
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

/** Checks the retention field as the owner types, in the same words the API would use. */
const validateRetention = (value: unknown) =>
  parseRetentionDays(value == null ? '' : String(value)) === 'invalid'
    ? `Enter a whole number of days from ${MIN_DAYS} to ${MAX_DAYS}, or leave it empty.`
    : undefined;

const RetentionCard = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery({ queryKey: queryKeys.privacy, queryFn: () => api.privacy.get() });

  // What save returns are the API's field messages, which the form shows beside each input.
  const save = async (draft: Partial<PrivacySettings>) => {
    try {
      const settings: PrivacySettings = { eraseAfterDelivery: Boolean(draft.eraseAfterDelivery), retentionDays: draft.retentionDays ?? null };
      queryClient.setQueryData(queryKeys.privacy, await api.privacy.update(settings));
      toast({ description: 'Privacy settings saved.', type: 'success' });
    } catch (saveError) {
      toast({ description: serverMessage(saveError) ?? 'Failed to update privacy settings.', type: 'error' });
      return fieldErrors(saveError);
    }
  };

  return (
    <Card component="section" aria-labelledby="retention-title" variant="outlined">
      <CardContent>
        <Typography id="retention-title" component="h2" variant="h6">
          Member data
        </Typography>
        {isPending ? (
          <Skeleton height={120} />
        ) : error ? (
          <Alert severity="error">The privacy settings could not be loaded. {errorMessage(error)}</Alert>
        ) : (
          <Form record={data} onSubmit={save} mode="onChange">
            <Stack spacing={2} sx={{ mt: 1 }}>
              <BooleanInput source="eraseAfterDelivery" label="Erase a member's email, phone and answers once every integration has received them" helperText={false} />
              <NumberInput
                source="retentionDays"
                label="Erase contact data after (days)"
                step={1}
                min={MIN_DAYS}
                max={MAX_DAYS}
                validate={validateRetention}
                helperText="Leave empty to keep contact data until you erase it. Counts stay for your statistics."
                sx={{ maxWidth: 320 }}
              />
              <Stack direction="row">
                <RetentionSaveButton />
              </Stack>
            </Stack>
          </Form>
        )}
      </CardContent>
    </Card>
  );
};

const RetentionSaveButton = () => {
  const { errors } = useFormState({ name: 'retentionDays' });
  return <SubmitButton busyLabel="Saving…" disabled={Boolean(errors.retentionDays)}>
      Save
    </SubmitButton>;
};

const EraseMemberCard = () => {
  const toast = useToast();
  const [address, setAddress] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  // A new form after each erasure, so the email field starts empty again.
  const [formKey, setFormKey] = useState(0);

  const ask = ({ email }: { email?: string | null }) => {
    const trimmed = (email ?? '').trim();
    if (trimmed) setAddress(trimmed);
  };

  const erase = async () => {
    if (!address) return;
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
      setFormKey((key) => key + 1);
    } catch (eraseError) {
      toast({ description: serverMessage(eraseError) ?? 'Failed to erase member data.', type: 'error' });
    } finally {
      setErasing(false);
      setAddress(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="erase-title" variant="outlined">
      <CardContent>
        <Typography id="erase-title" component="h2" variant="h6">
          Erase a person's data
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          When someone asks you to delete their data, enter their email. Their contact details and answers are erased from
          every request in your groups. Platforms they were already sent to keep their own copy.
        </Typography>
        <Form key={formKey} onSubmit={ask}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextInput source="email" label="Email" type="email" isRequired helperText={false} sx={{ flex: 1 }} />
            <EraseButton disabled={erasing} />
          </Stack>
        </Form>
      </CardContent>
      <Confirm
        isOpen={address !== null}
        loading={erasing}
        title={`Erase the data of ${address ?? ''}?`}
        content="Their email, phone and answers are erased from every request in your groups. This cannot be undone."
        confirm="Erase"
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setAddress(null)}
      />
    </Card>
  );
};

const EraseButton = ({ disabled }: { disabled: boolean }) => {
  const email = useWatch({ name: 'email' }) as string | null | undefined;
  return (
    <Button type="submit" variant="outlined" color="error" disabled={disabled || !(email ?? '').trim()}>
      Erase data
    </Button>
  );
};
