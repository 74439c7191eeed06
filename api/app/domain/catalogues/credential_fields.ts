/*
 * What the connect dialogs ask an owner for. The spec's integration record
 * holds one `apiKey` and an optional `listId`; many platforms need more
 * (an account URL, a key and a secret, an account SID, a region, a sender),
 * so every catalogue entry names its fields and the dialogs render them.
 */

export type CredentialFieldType = 'text' | 'password' | 'url' | 'select'

export interface CredentialField {
  /** The key in the integration's credentials (`apiKey` and `listId` are the spec's own). */
  name: string
  label: string
  type: CredentialFieldType
  required: boolean
  help: string
  options?: { value: string; label: string }[]
}

/** Secrets are masked in the dialogs and encrypted at rest; the rest are shown as typed. */
export function isSecretField(field: CredentialField) {
  return field.type === 'password'
}

export function secret(label: string, help: string, name = 'apiKey'): CredentialField {
  return { name, label, type: 'password', required: true, help }
}

export function text(name: string, label: string, help: string, required = true): CredentialField {
  return { name, label, type: 'text', required, help }
}

export function url(name: string, label: string, help: string): CredentialField {
  return { name, label, type: 'url', required: true, help }
}

export function optional(field: CredentialField): CredentialField {
  return { ...field, required: false }
}

export function choice(name: string, label: string, help: string, options: string[], required = true): CredentialField {
  return {
    name,
    label,
    type: 'select',
    required,
    help,
    options: options.map((value) => ({ value, label: value.toUpperCase() })),
  }
}

/** The fields of a platform whose only secret is one key and whose list is optional. */
export function keyAndList(
  keyHelp: string,
  listLabel = 'List ID',
  listHelp = 'Leave empty to add members without a list.'
) {
  return [secret('API key', keyHelp), optional(text('listId', listLabel, listHelp))]
}
