import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Form, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { formFieldErrors } from '../common/fieldErrors';
import { SubmitButton } from '../common/SubmitButton';
import { useToast } from '../common/useToast';
import { CredentialInputs, credentialSource, missingCredential, splitCredentials } from './CredentialInputs';
import { defaultIntegrationName } from './emailForm';
import { GroupScopeInput } from './SettingsDialogActions';
import type { CredentialField } from './types';
import { SUBMIT_LABELS, useTestThenAdd, type TestThenAddTexts } from './useTestThenAdd';

/**
 * What the add dialogs' form holds. The platform's own credential fields sit under
 * `credentials.`, except the two the API names at the top of its body: `apiKey` and `listId`.
 */
export interface AddIntegrationValues {
  platform: string;
  apiKey?: string;
  listId?: string;
  credentials?: Record<string, string>;
  name?: string;
  groupIds: number[] | null;
  [setting: string]: unknown;
}

/** The connection as the API's test route takes it. */
export interface Connection {
  platform: string;
  apiKey: string;
  listId: string | null;
  credentials: Record<string, string> | undefined;
}

interface AddIntegrationFormProps {
  titleId: string;
  title: string;
  /** The platform first chosen, such as the one whose Connect opened the dialog. */
  initialValues: Partial<AddIntegrationValues>;
  /** The credentials the chosen platform asks for; empty until one is chosen. */
  fieldsOf: (platformId: string | undefined) => CredentialField[];
  platformName: (platformId: string) => string;
  texts: TestThenAddTexts;
  test: (connection: Connection) => Promise<{ message?: string }>;
  /** Saves the integration; `name` is already the owner's or the spec's default. */
  create: (connection: Connection, values: AddIntegrationValues & { name: string }) => Promise<unknown>;
  /** The list that shows the new integration, fetched again once it is added. */
  queryKey: QueryKey;
  onClose: () => void;
  children: ReactNode;
  /** The dialog's own button in place of Test & Connect (given), as a sign-in with the platform is. */
  actions?: (submit: ReactNode) => ReactNode;
}

/** The settings the API may refuse by name in the add dialogs, beside the credentials. */
const SETTINGS_FIELDS = ['platform', 'apiKey', 'listId', 'name', 'groupIds', 'trigger', 'sendWelcomeSms'];

/**
 * The add dialogs of email and SMS platforms: a react-admin form that tests the connection, then
 * adds the integration only if the platform accepted it, with the spec's toast for each outcome.
 * A 422 about one of the form's fields shows under that input as well.
 */
export const AddIntegrationForm = ({
  titleId,
  title,
  initialValues,
  fieldsOf,
  platformName,
  texts,
  test,
  create,
  queryKey,
  onClose,
  children,
  actions,
}: AddIntegrationFormProps) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { phase, run } = useTestThenAdd(texts);
  const [record] = useState(() => ({ groupIds: null, ...initialValues }));

  const submit = async (values: AddIntegrationValues) => {
    const fields = fieldsOf(values.platform || undefined);
    const entered = enteredValues(fields, values);
    const { apiKey, listId, credentials } = splitCredentials(fields, entered);
    const missing = missingCredential(Boolean(values.platform), apiKey, fields, entered);
    if (missing) {
      toast({ title: 'Missing Information', description: missing, type: 'error' });
      return undefined;
    }
    const connection: Connection = { platform: values.platform, apiKey, listId, credentials };
    const inputs = [...SETTINGS_FIELDS, ...fields.map((field) => credentialSource(field.name))];
    const outcome = await run(
      () => test(connection),
      () => create(connection, { ...values, name: values.name?.trim() || defaultIntegrationName(platformName(values.platform)) }),
    );
    if (outcome.added) {
      await queryClient.invalidateQueries({ queryKey });
      onClose();
      return undefined;
    }
    return formFieldErrors(outcome.error, inputs);
  };

  const submitButton = <SubmitButton busyLabel={SUBMIT_LABELS[phase]}>{SUBMIT_LABELS.idle}</SubmitButton>;

  return (
    <Form record={record} onSubmit={(values: FieldValues) => submit(values as AddIntegrationValues)} noValidate>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        {actions ? actions(submitButton) : submitButton}
      </DialogActions>
    </Form>
  );
};

/** The credentials typed into the form, by field name, as the catalogue names them. */
function enteredValues(fields: CredentialField[], values: AddIntegrationValues): Record<string, string> {
  const entered: Record<string, string> = {};
  for (const field of fields) {
    const value = field.name === 'apiKey' || field.name === 'listId' ? values[field.name] : values.credentials?.[field.name];
    if (typeof value === 'string') entered[field.name] = value;
  }
  return entered;
}

/** The credentials, then the name (the spec's default shown) and the groups whose members it receives. */
export const ConnectionInputs = ({ fields, platformName }: { fields: CredentialField[]; platformName: string }) => (
  <>
    <CredentialInputs fields={fields} />
    <TextInput
      source="name"
      label="Integration name"
      placeholder={defaultIntegrationName(platformName)}
      helperText={`Optional. Defaults to “${defaultIntegrationName(platformName)}”.`}
      fullWidth
    />
    <GroupScopeInput />
  </>
);

/** A new platform asks for its own credentials: what was typed for the one before is dropped. */
export const CLEARED_CREDENTIALS = { apiKey: '', listId: '', credentials: {} } as const;
