import EditIcon from '@mui/icons-material/EditOutlined';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Button } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, EditBase, Form, SaveButton, TextInput, useRefresh } from 'react-admin';
import { useToast } from '../common/useToast';
import type { Group } from './types';

/** Only what the form changes; the rest of the group is not the owner's to set here. */
const groupChanges = ({ name, description, isActive }: Partial<Group>) => ({
  name: name ?? '',
  description: description ?? '',
  isActive: Boolean(isActive),
});

/** Rename, describe, pause or resume a group; the server's refusals show beside the field they concern. */
export const EditGroupButton = ({ group }: { group: Group }) => {
  const [open, setOpen] = useState(false);
  const refresh = useRefresh();
  const toast = useToast();
  const close = () => setOpen(false);
  const titleId = `edit-group-${group.id}-title`;

  return (
    <>
      <Tooltip title="Edit group">
        <IconButton aria-label="Edit group" onClick={() => setOpen(true)} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        {open && (
          <EditBase<Group>
            resource="groups"
            id={group.id}
            mutationMode="pessimistic"
            redirect={false}
            transform={groupChanges}
            mutationOptions={{
              onSuccess: (saved: Group) => {
                toast({ title: 'Group Updated', description: `${saved.name} has been saved.`, type: 'success' });
                close();
                refresh();
              },
            }}
          >
            <Form>
              <DialogTitle id={titleId}>Edit “{group.name}”</DialogTitle>
              <DialogContent>
                <TextInput source="name" label="Name" fullWidth />
                <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
                <BooleanInput
                  source="isActive"
                  label="Active"
                  helperText="Turn off to pause automation for this group: its new requests wait for you to decide them."
                />
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close}>Cancel</Button>
                <SaveButton label="Save" icon={<></>} />
              </DialogActions>
            </Form>
          </EditBase>
        )}
      </Dialog>
    </>
  );
};
