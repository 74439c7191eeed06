import type { DeliveryTrigger, TemplateCategory } from '@joinflow/sdk'

/**
 * A setup file read and checked: what the account should hold. A field left out of the file is not
 * managed: its saved value stays as it is. Strings are trimmed as the API trims them, so an
 * unchanged file always compares equal to what the API saved.
 */
export interface Setup {
  /** Sections the file lists; `--prune` removes only what these sections no longer name. */
  sections: Set<Section>
  templates: TemplateSpec[]
  groups: GroupSpec[]
  integrations: IntegrationSpec[]
}

export type Section = 'templates' | 'groups' | 'integrations'

/** Where an item is in the file, to point at it when the API refuses it. */
interface Located {
  line?: number
}

export interface TemplateSpec extends Located {
  name: string
  template: string
  category?: TemplateCategory
  description?: string | null
  active?: boolean
}

export interface GroupSpec extends Located {
  /** Facebook's id or lowercased slug, read from `url` or `id`: how a group is matched. */
  facebookGroupId: string
  /** What the file wrote, kept to create the group the way the owner would. */
  url?: string
  name?: string
  description?: string
  active?: boolean
  rules?: RulesSpec
  welcome?: WelcomeSpec
  rulesLine?: number
  welcomeLine?: number
}

export interface RulesSpec {
  enabled?: boolean
  requireEmail?: boolean
  requiredKeywords?: string[]
  blockedKeywords?: string[]
  maxApprovalsPerHour?: number
  minAccountAgeDays?: number
  requireAllAnswers?: boolean
  requireRulesAgreement?: boolean
  requirePhone?: boolean
  allowedLocations?: string[]
  blockedLocations?: string[]
}

export interface WelcomeSpec {
  enabled?: boolean
  message?: string
  personalizeWithName?: boolean
  tagNewMembers?: boolean
  /** The group post whose comments tag new members; null forgets it. */
  welcomePostUrl?: string | null
  variants?: string[]
  /** A message template's name; null sends `message` instead of any template. */
  template?: string | null
}

/** `${NAME}`: a value taken from the environment variable NAME when it is sent. */
export interface SecretRef {
  env: string
}

interface IntegrationSpecBase extends Located {
  name: string
  active?: boolean
  /** Facebook group ids the integration is limited to; left out, it serves every group. */
  groups?: string[] | null
}

export interface EmailIntegrationSpec extends IntegrationSpecBase {
  type: 'email'
  platform: string
  apiKey: SecretRef
  credentials?: Record<string, SecretRef>
  listId?: string | null
  trigger?: DeliveryTrigger
}

export interface SmsIntegrationSpec extends IntegrationSpecBase {
  type: 'sms'
  platform: string
  apiKey: SecretRef
  credentials?: Record<string, SecretRef>
  /** The contact list (or group) new members join, on platforms that keep contacts. */
  listId?: string | null
  sendWelcomeSms?: boolean
}

export interface SheetsIntegrationSpec extends IntegrationSpecBase {
  type: 'sheets'
  spreadsheetId: string
  sheetName?: string
  description?: string | null
}

export interface WebhookSpec extends IntegrationSpecBase {
  type: 'webhook'
  url: string
  trigger?: DeliveryTrigger
}

export type IntegrationSpec = EmailIntegrationSpec | SmsIntegrationSpec | SheetsIntegrationSpec | WebhookSpec

export type IntegrationType = IntegrationSpec['type']

/** Sheets and webhooks have no platform of their own; these stand in so every kind has one. */
export const FIXED_PLATFORMS = { sheets: 'google-sheets', webhook: 'webhook' } as const

export function integrationPlatform(integration: { type: IntegrationType; platform?: string }): string {
  return integration.type === 'email' || integration.type === 'sms'
    ? (integration.platform ?? '')
    : FIXED_PLATFORMS[integration.type]
}

/** Integrations are matched by kind, platform and name: secrets cannot be read back to compare. */
export function integrationKey(integration: { type: IntegrationType; platform?: string; name: string }): string {
  return `${integration.type}/${integrationPlatform(integration)}/${integration.name}`
}
