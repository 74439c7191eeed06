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
import {
  BooleanInput,
  Button,
  CreateBase,
  Form,
  maxLength,
  RadioButtonGroupInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useCanAccess,
} from 'react-admin';
import type { CreatedApiToken } from './types';

const ACCESS_CHOICES = [
  { id: 'full', name: 'Full access: read and change everything, as you can' },
  { id: 'read_only', name: 'Read-only: read lists, figures and exports, change nothing' },
];

/** Offered lifetimes; 90 days is the default, "never" an explicit choice. */
const EXPIRY_CHOICES = [
  { id: '30', name: '30 days' },
  { id: '90', name: '90 days' },
  { id: '365', name: '1 year' },
  { id: 'never', name: 'Never' },
];

interface TokenForm {
  name: string;
  access: 'full' | 'read_only';
  expiry: string;
  admin?: boolean;
}

/** The form's choices as the API takes them: an expiry in days, or none. */
export function tokenRequest({ name, access, expiry, admin }: TokenForm) {
  return {
    name,
    access,
    ...(expiry === 'never' ? {} : { expiresInDays: Number(expiry) }),
    ...(admin ? { admin: true } : {}),
  };
}

interface TokenCreateProps {
  /** Receives the new token, secret included, so the list can show it once. */
  onCreated: (token: CreatedApiToken) => void;
}

export const TokenCreate = ({ onCreated }: TokenCreateProps) => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { canAccess: holdsAdminRole = false } = useCanAccess({ action: 'create_admin' });

  return (
    <>
      <Button label="Create token" variant="contained" onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-token-title">
        <CreateBase<CreatedApiToken>
          redirect={false}
          transform={(values) => tokenRequest(values as TokenForm)}
          mutationOptions={{
            onSuccess: (token) => {
              close();
              onCreated(token);
            },
          }}
        >
          <Form defaultValues={{ access: 'full', expiry: '90', admin: false }}>
            <DialogTitle id="create-token-title">Create API token</DialogTitle>
            <DialogContent>
              <DialogContentText sx={{ mb: 2 }}>
                Name it after where you will use it, so you can tell your tokens apart later. Give it
                only the access it needs: a script that reads reports needs no more than read-only.
              </DialogContentText>
              <TextInput
                source="name"
                label="Name"
                helperText="For example “Work laptop” or “Weekly report”"
                validate={[required(), maxLength(100)]}
                variant="outlined"
                autoFocus
                fullWidth
              />
              <RadioButtonGroupInput source="access" label="Access" choices={ACCESS_CHOICES} row={false} validate={required()} />
              <SelectInput
                source="expiry"
                label="Expires after"
                choices={EXPIRY_CHOICES}
                validate={required()}
                variant="outlined"
                helperText="After this the token stops working; create a new one then."
                fullWidth
              />
              {holdsAdminRole && (
                <BooleanInput
                  source="admin"
                  label="Admin access: super-admin routes too"
                  helperText="Only for scripts that manage users, plans or page content."
                />
              )}
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
