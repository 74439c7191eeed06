import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, useCreate, useRefresh } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../common/useToast';
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

/** Mounted once in the owner layout; `?add=1` on any owner page opens it. */
export const AddGroupDialog = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get(ADD_GROUP_PARAM) === '1';
  const [url, setUrl] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [urlInvalid, setUrlInvalid] = useState(false);
  const [create, { isPending }] = useCreate<Group>();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = groupUrlProblem(url);
    setUrlInvalid(problem !== null);
    if (problem) {
      toast({ ...GROUP_URL_MESSAGES[problem], type: 'error' });
      return;
    }
    const data: NewGroup = { url: url.trim() };
    if (name.trim()) data.name = name.trim();
    if (description.trim()) data.description = description.trim();
    create(
      'groups',
      { data },
      {
        onSuccess: () => {
          toast({ title: 'Group Added', description: 'Facebook group has been connected successfully.', type: 'success' });
          setUrl('');
          setName('');
          setDescription('');
          close();
          // The dashboard's figures count groups too.
          refresh();
        },
        onError: (error) => toast({ description: addGroupFailureMessage(error), type: 'error' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-group-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-group-title">Add Facebook Group</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Paste the address of a group you manage. JoinFlow starts deciding its join requests once the Chrome
            extension sees them.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Group URL"
              placeholder="https://www.facebook.com/groups/yourgroup"
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setUrlInvalid(false);
              }}
              error={urlInvalid}
              required
              autoFocus
              fullWidth
            />
            <TextField
              label="Display name (optional)"
              helperText="Leave empty to use the name in the URL"
              value={name}
              onChange={(event) => setName(event.target.value)}
              fullWidth
            />
            <TextField
              label="Description (optional)"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? 'Adding…' : 'Add Group'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
