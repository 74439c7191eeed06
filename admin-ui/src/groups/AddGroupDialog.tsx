import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { Form, HttpError, TextInput, useCreate, useRefresh } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SubmitButton } from '../common/SubmitButton';
import { useToast } from '../common/useToast';
import { fieldErrors } from '../providers/apiErrors';
import type { ErrorBody as ApiErrorBody } from '@joinflow/sdk/browser';
import { ADD_GROUP_PARAM } from './AddGroupButton';
import { GROUP_URL_MESSAGES, groupUrlProblem } from './groupUrl';
import type { Group, NewGroup } from './types';

const ALREADY_CONNECTED = 'This Facebook group is already connected to your account.';
const ADD_FAILED = 'Failed to add Facebook group.';

/** The spec's wording for a failed connection: a duplicate is named plainly, anything else as the server put it. */
export function addGroupFailureMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return ADD_FAILED;
  const message = (error.body as Partial<ApiErrorBody> | undefined)?.message ?? '';
  if (error.status === 409 || message.includes('already connected')) return ALREADY_CONNECTED;
  return message || ADD_FAILED;
}

interface GroupDraft {
  url?: string | null;
  name?: string | null;
  description?: string | null;
}

/** Mounted once in the owner layout; `?add=1` on any owner page opens it. */
export const AddGroupDialog = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get(ADD_GROUP_PARAM) === '1';
  const [create] = useCreate<Group>();
  const refresh = useRefresh();
  const toast = useToast();

  const close = () =>
    setSearchParams(
      (params) => {
        params.delete(ADD_GROUP_PARAM);
        return params;
      },
      { replace: true },
    );

  // What submit returns are field messages, which the form shows beside each input.
  const submit = async (draft: GroupDraft) => {
    const url = draft.url ?? '';
    const problem = groupUrlProblem(url);
    if (problem) {
      toast({ ...GROUP_URL_MESSAGES[problem], type: 'error' });
      // The toast says what is wrong; the field is only marked.
      return { url: ' ' };
    }
    const data: NewGroup = { url: url.trim() };
    const name = (draft.name ?? '').trim();
    const description = (draft.description ?? '').trim();
    if (name) data.name = name;
    if (description) data.description = description;
    try {
      await create('groups', { data }, { returnPromise: true });
    } catch (error) {
      toast({ description: addGroupFailureMessage(error), type: 'error' });
      return fieldErrors(error);
    }
    toast({ title: 'Group Added', description: 'Facebook group has been connected successfully.', type: 'success' });
    close();
    // The dashboard's figures count groups too.
    refresh();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-group-title">
      {/* The dialog unmounts its content once closed, so the form starts empty each time. */}
      <Form onSubmit={submit} noValidate>
          <DialogTitle id="add-group-title">Add Facebook Group</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Paste the address of a group you manage. JoinFlow starts deciding its join requests once the Chrome
              extension sees them.
            </DialogContentText>
            <Stack spacing={1}>
              <TextInput
                source="url"
                label="Group URL"
                placeholder="https://www.facebook.com/groups/yourgroup"
                isRequired
                slotProps={{ htmlInput: { required: true } }}
                helperText={false}
                autoFocus
                fullWidth
              />
              <TextInput source="name" label="Display name (optional)" helperText="Leave empty to use the name in the URL" fullWidth />
              <TextInput source="description" label="Description (optional)" helperText={false} multiline minRows={2} fullWidth />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>Cancel</Button>
            <SubmitButton busyLabel="Adding…">Add Group</SubmitButton>
          </DialogActions>
      </Form>
    </Dialog>
  );
};
