import { Button, DialogActions } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { BooleanInput, Form, SelectInput, useInput } from 'react-admin';
import { SubmitButton } from '../common/SubmitButton';
import { GroupScopeSelect } from './GroupScopeSelect';

type FieldMessages = Record<string, string> | undefined | void;

interface SettingsDialogFormProps<T> {
  record: T;
  /** Resolves to the API's field messages, which the form shows beside each input. */
  onSubmit: (draft: T) => Promise<FieldMessages>;
  onClose: () => void;
  /** The dialog's title and content; Cancel and the submit button follow. */
  children: ReactNode;
  submitLabel?: string;
  savingLabel?: string;
}

/** An integration dialog's body: a react-admin form with Cancel and Save (or the dialog's own verb) at its foot. */
export const SettingsDialogForm = <T extends object>({
  record,
  onSubmit,
  onClose,
  children,
  submitLabel = 'Save',
  savingLabel = 'Saving…',
}: SettingsDialogFormProps<T>) => (
  <Form record={record} onSubmit={(draft: FieldValues) => onSubmit(draft as T)} noValidate>
    {children}
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose}>Cancel</Button>
      <SubmitButton busyLabel={savingLabel}>{submitLabel}</SubmitButton>
    </DialogActions>
  </Form>
);

/** Whether the integration receives new members at all. */
export const ActiveInput = () => <BooleanInput source="isActive" label="Active" helperText={false} />;

const TRIGGERS = [
  { id: 'approved', name: 'When they are approved' },
  { id: 'captured', name: 'As soon as their request is captured' },
];

/** When members are sent: on approval, or as soon as their request is captured. */
export const TriggerInput = () => <SelectInput source="trigger" label="Send members" choices={TRIGGERS} helperText={false} fullWidth />;

const asIs = <V,>(value: V) => value;

/** Which groups' members the integration receives; null means every group. */
export const GroupScopeInput = () => {
  const { field } = useInput<number[] | null>({ source: 'groupIds', format: asIs, parse: asIs });
  return <GroupScopeSelect value={field.value ?? null} onChange={field.onChange} />;
};
