import { errors } from '@vinejs/vine'
import Integration from '#models/integration'
import { GOOGLE_NOT_CONFIGURED, googleClient } from '#services/integrations/google_accounts'
import { generateWebhookSecret } from '#services/integrations/webhook'
import { checkGroupIds } from '#actions/integrations/connect_integration'
import type { CreateSheetInput, CreateWebhookInput, UpdateWebhookInput } from '#validators/integration'

/** The id in a pasted Google Sheets URL (…/spreadsheets/d/<id>/edit), or the id itself. */
export function spreadsheetIdFrom(value: string) {
  return value.match(/\/spreadsheets\/d\/([A-Za-z0-9_-]+)/)?.[1] ?? value.trim()
}

/** A webhook: any URL, the member as JSON, signed with a secret shown once. */
export async function createWebhook(owner: { id: number }, input: CreateWebhookInput) {
  const groupIds = await checkGroupIds(owner, input.groupIds)
  const secret = generateWebhookSecret()
  const integration = new Integration()
  integration.fill({
    userId: owner.id,
    kind: 'webhook',
    platform: 'webhook',
    name: input.name,
    listId: null,
    authMethod: 'api_key',
    settings: { url: input.url, trigger: input.trigger ?? 'approved' },
    groupIds: groupIds ?? null,
    isActive: input.isActive ?? true,
    status: 'connected',
  })
  integration.storeCredentials({ secret }, secret)
  await integration.save()
  return { integration, secret }
}

export async function updateWebhook(owner: { id: number }, integration: Integration, input: UpdateWebhookInput) {
  const groupIds = await checkGroupIds(owner, input.groupIds)
  if (input.name !== undefined) integration.name = input.name
  if (input.isActive !== undefined) integration.isActive = input.isActive
  if (groupIds !== undefined) integration.groupIds = groupIds
  const settings = { ...integration.settings }
  if (input.url !== undefined) settings.url = input.url
  if (input.trigger !== undefined) settings.trigger = input.trigger
  integration.settings = settings
  await integration.save()
  return integration
}

/** A new secret replaces the old one at once; the old one no longer signs anything. */
export async function rotateWebhookSecret(integration: Integration) {
  const secret = generateWebhookSecret()
  integration.storeCredentials({ secret }, secret)
  await integration.save()
  return secret
}

/** A Google Sheet members are appended to, through the owner's connected Google account. */
export async function connectSheet(owner: { id: number }, input: CreateSheetInput) {
  // A sheet this server can never write to is refused now, not accepted and failed at the first member.
  if (!googleClient()) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'spreadsheetId', message: GOOGLE_NOT_CONFIGURED, rule: 'googleSignIn' }])
  }
  const groupIds = await checkGroupIds(owner, input.groupIds)
  const integration = new Integration()
  integration.fill({
    userId: owner.id,
    kind: 'sheets',
    platform: 'google-sheets',
    name: input.name,
    listId: null,
    authMethod: 'oauth',
    settings: {
      spreadsheetId: spreadsheetIdFrom(input.spreadsheetId),
      sheetName: input.sheetName || 'Sheet1',
      description: input.description ?? null,
    },
    groupIds: groupIds ?? null,
    isActive: input.isActive ?? true,
    status: 'connected',
    credentials: null,
    credentialHint: null,
  })
  await integration.save()
  return integration
}
