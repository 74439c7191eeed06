import type { Change } from '../../setup/plan.js'
import type { IntegrationSpec, SecretRef, WelcomeSpec } from '../../setup/types.js'

/*
 * The request bodies `apply` sends for each change, shared by the writes and by the check the
 * server makes of them without writing (`--dry-run`), so both are given exactly the same values.
 */

export function templateBody(change: Change) {
  const { name, template, category, description } = change.template!
  return { name, template, category, ...(description !== undefined && { description: description ?? '' }) }
}

export function groupCreateBody(change: Change) {
  const { url, name, description } = change.group!
  return { ...(url ? { url } : { facebookGroupId: change.key }), name, description }
}

export function groupUpdateBody(change: Change) {
  const { name, description, active } = change.group!
  return { name, description, isActive: active }
}

/** Says that a welcome message names a template neither the account nor the file has. */
export function templateNotFound(name: string): string {
  return `There is no message template named "${name}".`
}

export function welcomeBody({ template, ...settings }: WelcomeSpec, templateIds: Map<string, number>) {
  if (template === undefined) return settings
  if (template === null) return { ...settings, templateId: null }
  const templateId = templateIds.get(template)
  if (templateId === undefined) throw new Error(templateNotFound(template))
  return { ...settings, templateId }
}

/** Secrets are sent on create and replace, and on update only when they are rotated. */
export function sendsSecrets(change: Change): boolean {
  return change.action !== 'update' || change.fields.some((field) => field.startsWith('apiKey'))
}

/**
 * The body of an integration's create (or, for `update`, its update) route. `groupIds` are the
 * API's ids of the groups the file limits it to.
 */
export function integrationBody(change: Change, spec: IntegrationSpec, groupIds: number[] | null | undefined, env: NodeJS.ProcessEnv) {
  const common = { name: spec.name, isActive: spec.active, groupIds }
  const secrets = (type: 'email' | 'sms', apiKey: SecretRef, credentials: Record<string, SecretRef> | undefined) =>
    sendsSecrets(change) && (type === 'email' || change.action !== 'update')
      ? { apiKey: secretValue(apiKey, env), credentials: credentialValues(credentials, env) }
      : {}
  if (change.action === 'update') {
    switch (spec.type) {
      case 'email':
        return { ...common, listId: spec.listId, trigger: spec.trigger, ...secrets('email', spec.apiKey, spec.credentials) }
      case 'sms':
        return { ...common, listId: spec.listId, sendWelcomeSms: spec.sendWelcomeSms }
      case 'webhook':
        return { ...common, url: spec.url, trigger: spec.trigger }
      case 'sheets':
        throw new Error(`${change.key} cannot be edited.`)
    }
  }
  switch (spec.type) {
    case 'email':
      return { ...common, platform: spec.platform, ...secrets('email', spec.apiKey, spec.credentials), listId: spec.listId, trigger: spec.trigger }
    case 'sms':
      return {
        ...common,
        platform: spec.platform,
        ...secrets('sms', spec.apiKey, spec.credentials),
        listId: spec.listId,
        sendWelcomeSms: spec.sendWelcomeSms,
      }
    case 'sheets':
      return { ...common, spreadsheetId: spec.spreadsheetId, sheetName: spec.sheetName, description: spec.description ?? undefined }
    case 'webhook':
      return { ...common, url: spec.url, trigger: spec.trigger }
  }
}

/** Checked before anything is written (see `missingSecrets`), so a value is always there. */
function secretValue(reference: SecretRef, env: NodeJS.ProcessEnv): string {
  return env[reference.env] ?? ''
}

function credentialValues(credentials: Record<string, SecretRef> | undefined, env: NodeJS.ProcessEnv) {
  if (!credentials) return undefined
  return Object.fromEntries(Object.entries(credentials).map(([field, reference]) => [field, secretValue(reference, env)]))
}
