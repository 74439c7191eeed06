import { errors } from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import Integration, { type IntegrationSettings } from '#models/integration'
import { findEmailPlatform } from '#domain/catalogues/email'
import { findSmsPlatform } from '#domain/catalogues/sms'
import type { IntegrationKind } from '#services/integrations/contract'
import { testConnection } from '#actions/integrations/test_connection'

export interface ConnectInput {
  owner: { id: number }
  kind: Extract<IntegrationKind, 'email' | 'sms'>
  platform: string
  apiKey: string
  listId?: string | null
  credentials?: Record<string, string | null>
  name?: string | null
  isActive?: boolean
  groupIds?: number[] | null
  settings?: IntegrationSettings
}

/** The catalogue entry for a platform id, or a 422 naming the field. */
export function platformOf(kind: 'email' | 'sms', id: string) {
  const platform = kind === 'email' ? findEmailPlatform(id) : findSmsPlatform(id)
  if (!platform) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'platform', message: 'Please select a platform from the list.', rule: 'platform' }])
  }
  return platform
}

/** Group ids must be the owner's own groups; null (or none) means all of them, undefined leaves them as they are. */
export async function checkGroupIds(owner: { id: number }, groupIds: number[] | null | undefined) {
  if (groupIds === undefined) return undefined
  if (!groupIds?.length) return null
  const unique = [...new Set(groupIds)]
  const owned = await db.from('groups').where('user_id', owner.id).whereIn('id', unique).count('* as total').first()
  if (Number(owned?.total ?? 0) !== unique.length) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'groupIds', message: 'Some of these groups are not connected to your account.', rule: 'groupIds' }])
  }
  return unique
}

/**
 * The list an owner names: the `listId` field, else a `listId` among the credentials (how the
 * command line's `--credential listId=…` sends it); undefined when neither names one, null for no list.
 */
export function requestedListId(listId: string | null | undefined, credentials?: Record<string, string | null>) {
  if (listId !== undefined) return listId || null
  if (credentials && 'listId' in credentials) return credentials.listId || null
  return undefined
}

/** The credentials as the adapter reads them: the spec's apiKey and listId, plus the catalogue's extra fields. */
export function credentialsFrom(apiKey: string | undefined, listId: string | null | undefined, extra: Record<string, string | null> = {}) {
  const credentials: Record<string, string | null> = { ...extra }
  if (apiKey !== undefined) credentials.apiKey = apiKey
  credentials.listId = listId ?? null
  return credentials
}

/** Tests the credentials an owner typed at the platform, saving nothing (the integration pages' Test button). */
export async function testTypedCredentials(
  kind: 'email' | 'sms',
  input: Pick<ConnectInput, 'platform' | 'listId' | 'credentials'> & { apiKey?: string }
) {
  const platform = platformOf(kind, input.platform)
  const credentials = credentialsFrom(input.apiKey, requestedListId(input.listId, input.credentials), input.credentials)
  await testConnection(kind, platform.id, credentials, platform.name)
}

/**
 * Connects an email or SMS platform with an API key: tests the credentials
 * at the platform first and saves only when the test passes (spec section
 * 5). The name defaults to '{platform name} Integration', an empty list id
 * is null, and the integration starts active.
 */
export default class ConnectIntegration {
  /** Everything connecting checks, the platform's test of the key included, without saving anything. */
  async check(input: ConnectInput) {
    const platform = platformOf(input.kind, input.platform)
    const groupIds = await checkGroupIds(input.owner, input.groupIds)
    const listId = requestedListId(input.listId, input.credentials) ?? null
    const credentials = credentialsFrom(input.apiKey, listId, input.credentials)
    await testConnection(input.kind, platform.id, credentials, platform.name)
    return { platform, groupIds, listId, credentials }
  }

  async handle(input: ConnectInput) {
    const { platform, groupIds, listId, credentials } = await this.check(input)

    const integration = new Integration()
    integration.fill({
      userId: input.owner.id,
      kind: input.kind,
      platform: platform.id,
      name: input.name?.trim() || `${platform.name} Integration`,
      listId,
      authMethod: 'api_key',
      settings: input.settings ?? {},
      groupIds: groupIds ?? null,
      isActive: input.isActive ?? true,
      status: 'connected',
    })
    integration.storeCredentials(credentials, input.apiKey)
    await integration.save()
    return integration
  }
}
