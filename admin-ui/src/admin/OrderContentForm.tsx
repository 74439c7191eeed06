import { Alert, Button, Skeleton, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useToast } from '../common/useToast';
import { fieldErrors } from '../providers/apiErrors';
import type { OrderPageContent } from '@joinflow/sdk/browser';
import { api } from '../providers/api';

const ORDER_CONTENT_KEY = ['content', 'page', 'order'];

/** The order page's two editable headings, used by the content editor and the super admin panel. */
export const OrderContentForm = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: content, isError } = useQuery({ queryKey: ORDER_CONTENT_KEY, queryFn: () => api.content.getOrderPage(), retry: false });
  const [draft, setDraft] = useState<OrderPageContent>({ mainHeading: '', subtitle: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (content) setDraft(content);
  }, [content]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      queryClient.setQueryData(ORDER_CONTENT_KEY, await api.content.updateOrderPage(draft));
      toast({ title: 'Content Updated', description: 'The order page shows the new headings.', type: 'success' });
    } catch (error) {
      setErrors(fieldErrors(error) ?? {});
      toast({ description: 'Failed to update page content.', type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (isError) return <Alert severity="error">The page content could not be loaded.</Alert>;
  if (!content) return <Skeleton variant="rounded" height={180} />;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={save} sx={{ maxWidth: 720 }}>
      <TextField
        label="Main heading"
        required
        value={draft.mainHeading}
        onChange={(event) => setDraft({ ...draft, mainHeading: event.target.value })}
        error={Boolean(errors.mainHeading)}
        helperText={errors.mainHeading ?? 'Shown under “Choose Your Plan” on /order.'}
      />
      <TextField
        label="Subtitle"
        required
        multiline
        minRows={2}
        value={draft.subtitle}
        onChange={(event) => setDraft({ ...draft, subtitle: event.target.value })}
        error={Boolean(errors.subtitle)}
        helperText={errors.subtitle}
      />
      <div>
        <Button type="submit" variant="contained" disabled={saving}>
          Save Content
        </Button>
      </div>
    </Stack>
  );
};
