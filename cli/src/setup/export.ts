import { stringify } from 'yaml'
import { environmentName, SETUP_VERSION } from './parse.js'
import type { CurrentIntegration, CurrentState } from './plan.js'

/**
 * The further credentials each platform requires beside its key and list, by `type/platform`
 * (`sms/twilio` → `["accountSid"]`), from the catalogues: they cannot be read back either.
 */
export type CredentialFields = Map<string, string[]>

export interface ExportedSetup {
  /** The file's text, in the format `joinflow apply` reads. */
  text: string
  /** Environment variables the file's secrets are read from, to set before applying it elsewhere. */
  secrets: string[]
  /** Integrations signed in through the platform's own page, which a file cannot recreate. */
  skipped: string[]
}

/**
 * The account's setup as a file for `joinflow apply`. Secrets cannot be read back, so each one is
 * written as a `${VARIABLE}` named after its integration; groups are named by their Facebook id,
 * which stays the same on every account.
 */
export function exportSetup(current: CurrentState, credentialFields: CredentialFields = new Map()): ExportedSetup {
  const secrets: string[] = []
  const skipped: string[] = []
  const facebookIds = new Map(current.groups.map((group) => [group.id, group.facebookGroupId]))
  const templateNames = new Map(current.templates.map((template) => [template.id, template.name]))

  const templates = current.templates.map((template) => ({
    name: template.name,
    category: template.category,
    ...(template.description ? { description: template.description } : {}),
    active: template.isActive,
    template: template.template,
  }))

  const groups = current.groups.map((group) => {
    const rules = current.rules.get(group.id)
    const welcome = current.welcome.get(group.id)
    return {
      id: group.facebookGroupId,
      name: group.name,
      ...(group.description ? { description: group.description } : {}),
      active: group.isActive,
      ...(rules ? { rules: pick(rules, RULE_FIELDS) } : {}),
      ...(welcome
        ? {
            welcome: {
              enabled: welcome.enabled,
              message: welcome.message,
              personalizeWithName: welcome.personalizeWithName,
              tagNewMembers: welcome.tagNewMembers,
              ...(welcome.welcomePostUrl ? { welcomePostUrl: welcome.welcomePostUrl } : {}),
              variants: welcome.variants,
              template: welcome.templateId === null ? null : (templateNames.get(welcome.templateId) ?? null),
            },
          }
        : {}),
    }
  })

  const integrations = current.integrations.flatMap((integration) => {
    if (integration.type === 'email' && integration.authMethod === 'oauth') {
      skipped.push(`${integration.platform}/${integration.name}`)
      return []
    }
    const platform = integration.type === 'email' || integration.type === 'sms' ? integration.platform : undefined
    const secret = (field: string) => {
      const name = environmentName(platform, integration.name, field)
      secrets.push(name)
      return `\${${name}}`
    }
    const entry = integrationEntry(integration, secret)
    const fields = platform ? (credentialFields.get(`${integration.type}/${platform}`) ?? []) : []
    if (fields.length) entry.credentials = Object.fromEntries(fields.map((field) => [field, secret(field)]))
    const groupIds = integration.groupIds === null ? {} : { groups: integration.groupIds.flatMap((id) => facebookIds.get(id) ?? []) }
    return [{ ...entry, active: integration.isActive, ...groupIds }]
  })

  const text = stringify({ version: SETUP_VERSION, templates, groups, integrations }, { lineWidth: 0 })
  return { text, secrets, skipped }
}

const RULE_FIELDS = [
  'enabled',
  'requireEmail',
  'requiredKeywords',
  'blockedKeywords',
  'maxApprovalsPerHour',
  'minAccountAgeDays',
  'requireAllAnswers',
  'requireRulesAgreement',
  'requirePhone',
  'allowedLocations',
  'blockedLocations',
] as const

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((key) => value[key] !== undefined).map((key) => [key, value[key]])) as Pick<T, K>
}

function integrationEntry(integration: CurrentIntegration, secret: (field: string) => string): Record<string, unknown> {
  switch (integration.type) {
    case 'email':
      return {
        type: 'email',
        platform: integration.platform,
        name: integration.name,
        apiKey: secret('API_KEY'),
        listId: integration.listId,
        trigger: integration.trigger,
      }
    case 'sms':
      return {
        type: 'sms',
        platform: integration.platform,
        name: integration.name,
        apiKey: secret('API_KEY'),
        listId: integration.listId,
        sendWelcomeSms: integration.sendWelcomeSms,
      }
    case 'sheets':
      return {
        type: 'sheets',
        name: integration.name,
        spreadsheetId: integration.spreadsheetId,
        sheetName: integration.sheetName,
        ...(integration.description ? { description: integration.description } : {}),
      }
    case 'webhook':
      return { type: 'webhook', name: integration.name, url: integration.url, trigger: integration.trigger }
  }
}
