import type { CredentialField, EmailPlatform } from './types';

const API_KEY_FIELD: CredentialField = { name: 'apiKey', label: 'API Key', type: 'password', required: true };
const LIST_ID_FIELD: CredentialField = {
  name: 'listId',
  label: 'List ID',
  type: 'text',
  required: false,
  help: 'Optional. Leave empty to use the default list.',
};

/** The email add dialog's fields: the platform's own, plus the spec's optional list id. */
export function emailCredentialFields(platform: EmailPlatform): CredentialField[] {
  const fields = withApiKeyField(platform.credentialFields ?? []);
  return fields.some((field) => field.name === 'listId') ? fields : [...fields, LIST_ID_FIELD];
}

/** A platform's fields, led by the spec's API key unless the platform names its main secret itself. */
export function withApiKeyField(fields: CredentialField[]): CredentialField[] {
  return fields.some((field) => field.name === 'apiKey') ? fields : [API_KEY_FIELD, ...fields];
}

export const defaultIntegrationName = (platformName: string) => `${platformName} Integration`;
