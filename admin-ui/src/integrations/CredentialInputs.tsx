import { Stack } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import type { CredentialField } from './types';

/** The input (and API field) a credential is entered in. */
export const credentialSource = (name: string) => (name === 'apiKey' || name === 'listId' ? name : `credentials.${name}`);

/** The credentials one platform asks for, in the catalogue's order, with its labels and help. */
export const CredentialInputs = ({ fields }: { fields: CredentialField[] }) => (
  <Stack spacing={2}>
    {fields.map((field) =>
      field.type === 'select' ? (
        <SelectInput
          key={field.name}
          id={`credential-${field.name}`}
          source={credentialSource(field.name)}
          label={field.label}
          choices={(field.options ?? []).map((option) => ({ id: option.value, name: option.label }))}
          required={field.required}
          helperText={field.help ?? false}
          fullWidth
        />
      ) : (
        <TextInput
          key={field.name}
          id={`credential-${field.name}`}
          source={credentialSource(field.name)}
          label={field.label}
          type={field.type}
          required={field.required}
          helperText={field.help ?? false}
          autoComplete={field.type === 'password' ? 'new-password' : 'off'}
          fullWidth
        />
      ),
    )}
  </Stack>
);

/** The main secret is sent as `apiKey` (the name the spec keeps); the rest travel in `credentials`. */
export function splitCredentials(fields: CredentialField[], values: Record<string, string>) {
  const { apiKey = '', listId, ...rest } = values;
  const credentials: Record<string, string> = {};
  for (const field of fields) {
    if (field.name === 'apiKey' || field.name === 'listId') continue;
    const value = rest[field.name]?.trim();
    if (value) credentials[field.name] = value;
  }
  return {
    apiKey: apiKey.trim(),
    listId: listId?.trim() || null,
    credentials: Object.keys(credentials).length ? credentials : undefined,
  };
}

/** The 'Missing Information' description for a form without a platform, key or required field; null when complete. */
export function missingCredential(hasPlatform: boolean, apiKey: string, fields: CredentialField[], values: Record<string, string>) {
  if (!hasPlatform || !apiKey) return 'Please select a platform and enter your API key.';
  const missing = fields.find((field) => field.required && !values[field.name]?.trim());
  return missing ? `Please enter your ${missing.label}.` : null;
}
