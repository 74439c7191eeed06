import { Alert, Skeleton, Stack } from '@mui/material';
import type { OrderPageContent } from '@joinflow/sdk/browser';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput } from 'react-admin';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { fieldErrors } from '../providers/apiErrors';

const ORDER_CONTENT_KEY = ['content', 'page', 'order'];

/** The order page's two editable headings, used by the content editor and the super admin panel. */
export const OrderContentForm = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { data: content, isError } = useQuery({ queryKey: ORDER_CONTENT_KEY, queryFn: () => api.content.getOrderPage(), retry: false });

  // What onSubmit returns are the API's field messages, which the form shows beside each input.
  const save = async (draft: Partial<OrderPageContent>) => {
    try {
      queryClient.setQueryData(ORDER_CONTENT_KEY, await api.content.updateOrderPage({ mainHeading: draft.mainHeading ?? '', subtitle: draft.subtitle ?? '' }));
      toast({ title: 'Content Updated', description: 'The order page shows the new headings.', type: 'success' });
    } catch (error) {
      toast({ description: 'Failed to update page content.', type: 'error' });
      return fieldErrors(error);
    }
  };

  if (isError) return <Alert severity="error">The page content could not be loaded.</Alert>;
  if (!content) return <Skeleton variant="rounded" height={180} />;

  return (
    <Form record={content} onSubmit={save} noValidate>
      <Stack spacing={1} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
        <TextInput source="mainHeading" label="Main heading" helperText="Shown under “Choose Your Plan” on /order." parse={String} fullWidth />
        <TextInput source="subtitle" label="Subtitle" multiline minRows={2} parse={String} fullWidth />
        <SaveButton label="Save Content" alwaysEnable />
      </Stack>
    </Form>
  );
};
