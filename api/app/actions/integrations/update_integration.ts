import type Integration from '#models/integration'
import type { IntegrationSettings } from '#models/integration'
import { testConnection } from '#actions/integrations/test_connection'
import { checkGroupIds, credentialsFrom, requestedListId } from '#actions/integrations/connect_integration'
import { resolveIntegrations } from '#services/deliveries/notifications'

export interface UpdateInput {
  owner: { id: number }
  name?: string
  listId?: string | null
  isActive?: boolean
  groupIds?: number[] | null
  settings?: IntegrationSettings
  apiKey?: string
  credentials?: Record<string, string | null>
}

/**
 * Changes an integration. New credentials (or a new list) are tested at
 * the platform before they replace the old ones; once they pass, an
 * integration that needed attention is connected again.
 */
export default class UpdateIntegration {
  async handle(integration: Integration, input: UpdateInput) {
    const groupIds = await checkGroupIds(input.owner, input.groupIds)
    const newListId = requestedListId(input.listId, input.credentials)
    const listChanged = newListId !== undefined && newListId !== integration.listId
    const newCredentials = input.apiKey !== undefined || input.credentials !== undefined
    let retested = false
    if ((newCredentials || listChanged) && integration.authMethod === 'api_key' && (integration.kind === 'email' || integration.kind === 'sms')) {
      const stored = integration.credentialsFor()
      const listId = newListId !== undefined ? newListId : integration.listId
      const credentials = credentialsFrom(input.apiKey ?? stored.apiKey ?? undefined, listId, {
        ...(Object.fromEntries(Object.entries(stored).filter(([name]) => name !== 'listId')) as Record<string, string | null>),
        ...input.credentials,
      })
      await testConnection(integration.kind, integration.platform, credentials)
      integration.storeCredentials(credentials, credentials.apiKey)
      retested = true
    }
    if (input.name !== undefined) integration.name = input.name
    if (newListId !== undefined) integration.listId = newListId
    if (input.isActive !== undefined) integration.isActive = input.isActive
    if (groupIds !== undefined) integration.groupIds = groupIds
    if (input.settings) integration.settings = { ...integration.settings, ...input.settings }
    await integration.save()
    if (retested) {
      await resolveIntegrations([integration.id])
      await integration.refresh()
    }
    return integration
  }
}
