import { MenuItem, Stack, TextField } from '@mui/material';
import type { CredentialField } from './types';

interface CredentialInputsProps {
  fields: CredentialField[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

/** The credentials one platform asks for, in the catalogue's order, with its labels and help. */
export const CredentialInputs = ({ fields, values, onChange }: CredentialInputsProps) => (
  <Stack spacing={2}>
    {fields.map((field) => (
      <TextField
        key={field.name}
        id={`credential-${field.name}`}
        label={field.label}
        type={field.type === 'select' ? undefined : field.type}
        select={field.type === 'select'}
        required={field.required}
        helperText={field.help}
        value={values[field.name] ?? ''}
        onChange={(event) => onChange(field.name, event.target.value)}
        autoComplete={field.type === 'password' ? 'new-password' : 'off'}
        fullWidth
      >
        {field.options?.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    ))}
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

/** Whether every required field of the platform has a value. */
export function credentialsComplete(fields: CredentialField[], values: Record<string, string>): boolean {
  return fields.every((field) => !field.required || Boolean(values[field.name]?.trim()));
}
