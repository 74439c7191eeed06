import type {
  AutoApprovalSettings,
  EmailIntegration,
  Group,
  MessageTemplate,
  SheetsIntegration,
  SmsIntegration,
  Webhook,
  WelcomeMessageSettings,
} from '@joinflow/sdk'
import {
  integrationKey,
  type GroupSpec,
  type IntegrationSpec,
  type RulesSpec,
  type SecretRef,
  type Section,
  type Setup,
  type TemplateSpec,
  type WelcomeSpec,
} from './types.js'

export type CurrentIntegration = EmailIntegration | SmsIntegration | SheetsIntegration | Webhook

/** What the account holds now, as read through the API. Settings are read only for the groups the file lists. */
export interface CurrentState {
  templates: MessageTemplate[]
  groups: Group[]
  rules: Map<number, AutoApprovalSettings>
  welcome: Map<number, WelcomeMessageSettings>
  integrations: CurrentIntegration[]
}

export type ChangeAction = 'create' | 'update' | 'replace' | 'delete'
export type ChangeResource = 'template' | 'group' | 'rules' | 'welcome' | 'integration'

/**
 * One write the plan makes. `key` names the item as the file does: a template's name, a group's
 * Facebook id, an integration's `type/platform/name`. `fields` lists what an update changes.
 */
export interface Change {
  action: ChangeAction
  resource: ChangeResource
  key: string
  fields: string[]
  /** Each field the change sets, with its saved value (undefined for a new record) and the file's. */
  diff: FieldChange[]
  /** The line of the item in the file, when it comes from the file. */
  line?: number
  /** The record's id when it exists already. */
  id?: number
  template?: TemplateSpec
  group?: GroupSpec
  integration?: IntegrationSpec
  /** The kind of an integration to delete, which the file no longer describes. */
  current?: CurrentIntegration
}

export interface FieldChange {
  field: string
  from: unknown
  to: unknown
}

export interface Plan {
  changes: Change[]
  /** Items the file does not list, kept because `--prune` was not given. */
  unlisted: { resource: ChangeResource; key: string }[]
}

export interface PlanOptions {
  prune: boolean
  /** Send every integration's secrets again: they cannot be read back to compare. */
  rotateSecrets: boolean
}

/** The changes that make the account match the file: creates and updates, and deletes with `prune`. */
export function planChanges(setup: Setup, current: CurrentState, { prune, rotateSecrets }: PlanOptions): Plan {
  const changes: Change[] = []
  const unlisted: Plan['unlisted'] = []
  const deletes: Change[] = []
  const unlistedItem = (section: Section, change: Change) => {
    if (!setup.sections.has(section)) return
    if (prune) deletes.push(change)
    else unlisted.push({ resource: change.resource, key: change.key })
  }

  const templatesByName = new Map(current.templates.map((template) => [template.name, template]))
  for (const spec of setup.templates) {
    const existing = templatesByName.get(spec.name)
    const line = spec.line
    if (!existing) {
      const diff = created([['template', spec.template], ['category', spec.category], ['description', spec.description], ['active', spec.active]])
      changes.push({ action: 'create', resource: 'template', key: spec.name, ...fieldsOf(diff), line, template: spec })
    } else {
      const diff = templateDifferences(spec, existing)
      if (diff.length) changes.push({ action: 'update', resource: 'template', key: spec.name, ...fieldsOf(diff), line, id: existing.id, template: spec })
    }
  }
  const listedTemplates = new Set(setup.templates.map((template) => template.name))
  for (const template of current.templates) {
    if (!listedTemplates.has(template.name)) {
      unlistedItem('templates', { action: 'delete', resource: 'template', key: template.name, fields: [], diff: [], id: template.id })
    }
  }

  const groupsByFacebookId = new Map(current.groups.map((group) => [group.facebookGroupId, group]))
  const templateNames = new Map(current.templates.map((template) => [template.id, template.name]))
  for (const spec of setup.groups) {
    const existing = groupsByFacebookId.get(spec.facebookGroupId)
    const key = spec.facebookGroupId
    if (!existing) {
      const diff = created([['url', spec.url], ['name', spec.name], ['description', spec.description], ['active', spec.active]])
      changes.push({ action: 'create', resource: 'group', key, ...fieldsOf(diff), line: spec.line, group: spec })
    } else {
      const diff = groupDifferences(spec, existing)
      if (diff.length) changes.push({ action: 'update', resource: 'group', key, ...fieldsOf(diff), line: spec.line, id: existing.id, group: spec })
    }
    if (spec.rules) {
      const saved = existing && current.rules.get(existing.id)
      const diff = saved ? rulesDifferences(spec.rules, saved) : created(Object.entries(spec.rules))
      if (diff.length) changes.push({ action: 'update', resource: 'rules', key, ...fieldsOf(diff), line: spec.rulesLine, id: existing?.id, group: spec })
    }
    if (spec.welcome) {
      const saved = existing && current.welcome.get(existing.id)
      const diff = saved ? welcomeDifferences(spec.welcome, saved, templateNames) : created(Object.entries(spec.welcome))
      if (diff.length) changes.push({ action: 'update', resource: 'welcome', key, ...fieldsOf(diff), line: spec.welcomeLine, id: existing?.id, group: spec })
    }
  }
  const listedGroups = new Set(setup.groups.map((group) => group.facebookGroupId))
  for (const group of current.groups) {
    if (!listedGroups.has(group.facebookGroupId)) {
      unlistedItem('groups', { action: 'delete', resource: 'group', key: group.facebookGroupId, fields: [], diff: [], id: group.id })
    }
  }

  const facebookIds = new Map(current.groups.map((group) => [group.id, group.facebookGroupId]))
  const integrationsByKey = new Map(current.integrations.map((integration) => [integrationKey(integration), integration]))
  for (const spec of setup.integrations) {
    const key = integrationKey(spec)
    const existing = integrationsByKey.get(key)
    if (!existing) {
      changes.push({ action: 'create', resource: 'integration', key, ...fieldsOf(created(integrationFields(spec))), line: spec.line, integration: spec })
      continue
    }
    const diff = integrationDifferences(spec, existing, facebookIds)
    const rotate = rotateSecrets && (spec.type === 'email' || spec.type === 'sms')
    if (rotate) {
      // Secrets cannot be read back: the saved one shows as hidden, the new one by the variable it comes from.
      diff.push({ field: spec.type === 'email' && spec.credentials ? 'apiKey, credentials' : 'apiKey', from: HIDDEN, to: `\${${spec.apiKey.env}}` })
    }
    if (!diff.length) continue
    // Sheets cannot be edited and an SMS key cannot be changed in place: both are connected again.
    const replace = spec.type === 'sheets' || (spec.type === 'sms' && rotate)
    const action = replace ? 'replace' : 'update'
    changes.push({ action, resource: 'integration', key, ...fieldsOf(diff), line: spec.line, id: existing.id, integration: spec, current: existing })
  }
  const listedIntegrations = new Set(setup.integrations.map(integrationKey))
  for (const integration of current.integrations) {
    const key = integrationKey(integration)
    // An integration signed in through the platform's page cannot be written in a file, so none lists it.
    const signedInElsewhere = integration.type === 'email' && integration.authMethod === 'oauth'
    if (signedInElsewhere && setup.sections.has('integrations')) unlisted.push({ resource: 'integration', key })
    else if (!listedIntegrations.has(key)) {
      unlistedItem('integrations', { action: 'delete', resource: 'integration', key, fields: [], diff: [], id: integration.id, current: integration })
    }
  }

  // Integrations go first so nothing is delivered to a group on its way out; templates last, once unused.
  const deleteOrder: ChangeResource[] = ['integration', 'group', 'template']
  deletes.sort((a, b) => deleteOrder.indexOf(a.resource) - deleteOrder.indexOf(b.resource))
  return { changes: [...changes, ...deletes], unlisted }
}

/** The environment variables the plan's writes read secrets from. */
export function secretsNeeded(plan: Plan): SecretRef[] {
  const references = new Map<string, SecretRef>()
  for (const { action, integration, fields } of plan.changes) {
    if (!integration || (integration.type !== 'email' && integration.type !== 'sms')) continue
    const sendsSecrets = action === 'create' || action === 'replace' || fields.some((field) => field.startsWith('apiKey'))
    if (!sendsSecrets) continue
    for (const reference of [integration.apiKey, ...Object.values(integration.credentials ?? {})]) {
      references.set(reference.env, reference)
    }
  }
  return [...references.values()]
}

export function countChanges(plan: Plan): Record<'create' | 'update' | 'delete', number> {
  const counts = { create: 0, update: 0, delete: 0 }
  for (const { action } of plan.changes) counts[action === 'replace' ? 'update' : action] += 1
  return counts
}

function templateDifferences(spec: TemplateSpec, saved: MessageTemplate): FieldChange[] {
  return differing([
    ['template', spec.template, saved.template],
    ['category', spec.category, saved.category],
    ['description', spec.description, saved.description || null],
    ['active', spec.active, saved.isActive],
  ])
}

function groupDifferences(spec: GroupSpec, saved: Group): FieldChange[] {
  return differing([
    ['name', spec.name, saved.name],
    ['description', spec.description, saved.description ?? ''],
    ['active', spec.active, saved.isActive],
  ])
}

function rulesDifferences(spec: RulesSpec, saved: AutoApprovalSettings): FieldChange[] {
  return differing(Object.entries(spec).map(([field, value]) => [field, value, saved[field as keyof AutoApprovalSettings]]))
}

function welcomeDifferences(spec: WelcomeSpec, saved: WelcomeMessageSettings, templateNames: Map<number, string>): FieldChange[] {
  const savedTemplate = saved.templateId === null ? null : (templateNames.get(saved.templateId) ?? `#${saved.templateId}`)
  return differing(
    Object.entries(spec).map(([field, value]) =>
      field === 'template' ? [field, value, savedTemplate] : [field, value, saved[field as keyof WelcomeMessageSettings]],
    ),
  )
}

function integrationDifferences(spec: IntegrationSpec, saved: CurrentIntegration, facebookIds: Map<number, string>): FieldChange[] {
  const savedGroups = saved.groupIds === null ? null : saved.groupIds.map((id) => facebookIds.get(id) ?? `#${id}`)
  const common: Difference[] = [
    ['active', spec.active, saved.isActive],
    ['groups', spec.groups === undefined ? undefined : sortedOrNull(spec.groups), sortedOrNull(savedGroups)],
  ]
  if (spec.type === 'email' && saved.type === 'email') {
    return differing([['listId', spec.listId, saved.listId], ['trigger', spec.trigger, saved.trigger], ...common])
  }
  if (spec.type === 'sms' && saved.type === 'sms') {
    return differing([['listId', spec.listId, saved.listId], ['sendWelcomeSms', spec.sendWelcomeSms, saved.sendWelcomeSms], ...common])
  }
  if (spec.type === 'sheets' && saved.type === 'sheets') {
    return differing([
      ['spreadsheetId', spreadsheetIdOf(spec.spreadsheetId), saved.spreadsheetId],
      ['sheetName', spec.sheetName ?? 'Sheet1', saved.sheetName],
      ['description', spec.description, saved.description || null],
      ...common,
    ])
  }
  if (spec.type === 'webhook' && saved.type === 'webhook') {
    return differing([['url', spec.url, saved.url], ['trigger', spec.trigger, saved.trigger], ...common])
  }
  return [{ field: 'type', from: saved.type, to: spec.type }]
}

/** The id in a Google Sheets address, as the API keeps it. */
export function spreadsheetIdOf(value: string): string {
  return /\/spreadsheets\/d\/([A-Za-z0-9_-]+)/.exec(value)?.[1] ?? value
}

type Difference = [field: string, wanted: unknown, saved: unknown]

/** The fields the file sets (anything but undefined) to something other than the saved value. */
function differing(differences: Difference[]): FieldChange[] {
  return differences
    .filter(([, wanted, saved]) => wanted !== undefined && JSON.stringify(wanted) !== JSON.stringify(saved))
    .map(([field, to, from]) => ({ field, from, to }))
}

/** What a new record gets: every field the file sets, from nothing. */
function created(values: [field: string, value: unknown][]): FieldChange[] {
  return values.filter(([, value]) => value !== undefined).map(([field, to]) => ({ field, from: undefined, to }))
}

function fieldsOf(diff: FieldChange[]): { fields: string[]; diff: FieldChange[] } {
  return { fields: diff.map(({ field }) => field), diff }
}

/** Stands for a secret the API never shows again. */
export const HIDDEN = '(hidden)'

/** A new integration's fields as the file gives them, secrets by the variable they are read from. */
function integrationFields(spec: IntegrationSpec): [string, unknown][] {
  const secret = (reference: SecretRef) => `\${${reference.env}}`
  const common: [string, unknown][] = [['active', spec.active], ['groups', spec.groups]]
  switch (spec.type) {
    case 'email':
    case 'sms': {
      const credentials = spec.credentials && Object.fromEntries(Object.entries(spec.credentials).map(([name, reference]) => [name, secret(reference)]))
      const own: [string, unknown][] =
        spec.type === 'email' ? [['trigger', spec.trigger]] : [['sendWelcomeSms', spec.sendWelcomeSms]]
      return [['apiKey', secret(spec.apiKey)], ['credentials', credentials], ['listId', spec.listId], ...own, ...common]
    }
    case 'sheets':
      return [['spreadsheetId', spreadsheetIdOf(spec.spreadsheetId)], ['sheetName', spec.sheetName], ['description', spec.description], ...common]
    case 'webhook':
      return [['url', spec.url], ['trigger', spec.trigger], ...common]
  }
}

function sortedOrNull(values: string[] | null): string[] | null {
  return values === null ? null : [...values].sort()
}
