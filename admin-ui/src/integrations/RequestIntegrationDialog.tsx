import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { categoryLabel, REQUEST_CATEGORIES } from './catalogue';
import type { IntegrationRequest } from './types';

const ESTIMATED_USERS = [
  { value: 'just-me', label: 'Just me' },
  { value: 'few', label: 'A few (2-10)' },
  { value: 'many', label: 'Many (10-100)' },
  { value: 'lots', label: 'Lots (100+)' },
];
const URGENCY = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'critical', label: 'Critical' },
];

/** The form as typed: every field text, empty until filled in. */
const EMPTY: Record<keyof IntegrationRequest, string> = {
  platformName: '',
  platformUrl: '',
  category: '',
  description: '',
  useCase: '',
  apiDocumentation: '',
  estimatedUsers: '',
  urgency: 'medium',
};

/** Asks for a platform the catalogue lacks. */
export const RequestIntegrationDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const toast = useToast();
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const set = (field: keyof IntegrationRequest) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const close = () => {
    setForm(EMPTY);
    onClose();
  };

  const submit = async () => {
    if (!form.platformName.trim() || !form.platformUrl.trim() || !form.category) {
      toast({ title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' });
      return;
    }
    setSending(true);
    try {
      // The selects offer only the values the API accepts.
      const optional: Partial<IntegrationRequest> = Object.fromEntries(
        (['description', 'useCase', 'apiDocumentation', 'estimatedUsers', 'urgency'] as const)
          .map((field) => [field, form[field].trim()])
          .filter(([, value]) => value),
      );
      await api.integrations.request({
        platformName: form.platformName.trim(),
        platformUrl: form.platformUrl.trim(),
        category: form.category,
        ...optional,
      });
      toast({ title: 'Request Submitted', description: "We'll review your request and get back to you within 2-3 business days.", type: 'success' });
      close();
    } catch {
      toast({ description: 'Failed to submit integration request.', type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="request-integration-title">
      <DialogTitle id="request-integration-title">Request an Integration</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Platform name" required value={form.platformName} onChange={set('platformName')} fullWidth />
          <TextField label="Website" type="url" required value={form.platformUrl} onChange={set('platformUrl')} placeholder="https://" fullWidth />
          <TextField select label="Category" required value={form.category} onChange={set('category')} fullWidth>
            {REQUEST_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {categoryLabel(category)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Description" value={form.description} onChange={set('description')} multiline minRows={2} fullWidth />
          <TextField label="How would you use it?" value={form.useCase} onChange={set('useCase')} multiline minRows={2} fullWidth />
          <TextField label="API documentation" type="url" value={form.apiDocumentation} onChange={set('apiDocumentation')} placeholder="https://" fullWidth />
          <TextField select label="Estimated users" value={form.estimatedUsers} onChange={set('estimatedUsers')} fullWidth>
            {ESTIMATED_USERS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Urgency" value={form.urgency} onChange={set('urgency')} fullWidth>
            {URGENCY.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={sending}>
          {sending ? 'Submitting…' : 'Submit Request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
