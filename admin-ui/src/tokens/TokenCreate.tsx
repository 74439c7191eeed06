import AddIcon from '@mui/icons-material/Add';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { Button, CreateBase, Form, maxLength, required, SaveButton, TextInput } from 'react-admin';
import type { CreatedApiToken } from './types';

interface TokenCreateProps {
  /** Receives the new token, secret included, so the list can show it once. */
  onCreated: (token: CreatedApiToken) => void;
}

export const TokenCreate = ({ onCreated }: TokenCreateProps) => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button label="Create token" variant="contained" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="create-token-title">
        <CreateBase<CreatedApiToken>
          resource="tokens"
          redirect={false}
          mutationOptions={{
            onSuccess: (token) => {
              close();
              onCreated(token);
            },
          }}
        >
          <Form>
            <DialogTitle id="create-token-title">Create API token</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                Name it after where you will use it, so you can tell your tokens apart later.
              </DialogContentText>
              <TextInput
                source="name"
                label="Name"
                helperText="For example “Work laptop” or “Chrome extension”"
                validate={[required(), maxLength(100)]}
                variant="outlined"
                autoFocus
                fullWidth
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <MuiButton onClick={close}>Cancel</MuiButton>
              <SaveButton label="Create token" icon={<></>} />
            </DialogActions>
          </Form>
        </CreateBase>
      </Dialog>
    </>
  );
};
