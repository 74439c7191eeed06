/*
 * Where one integration's deliveries go: its platform's adapter, the
 * decrypted credentials (for Sheets, the owner's fresh Google token), and
 * the call context.
 */
import type Integration from '#models/integration'
import { adapterFor } from '#services/integrations/registry'
import { platformContext } from '#services/integrations/http'
import { IntegrationError, type AdapterContext, type Credentials, type PlatformAdapter } from '#services/integrations/contract'
import { freshGoogleAccessToken } from '#services/integrations/google_accounts'
import { refreshIfExpiring } from '#services/integrations/email_oauth'

export interface Destination {
  adapter: PlatformAdapter
  credentials: Credentials
  context: AdapterContext
}

/** Credentials the adapter needs beyond what is stored encrypted: the webhook's URL, the sheet, the Google token. */
async function credentialsOf(integration: Integration): Promise<Credentials> {
  const stored = integration.credentialsFor()
  switch (integration.kind) {
    case 'webhook':
      return { ...stored, url: integration.settings.url ?? null }
    case 'sheets':
      return {
        ...stored,
        accessToken: await freshGoogleAccessToken(integration.userId),
        spreadsheetId: integration.settings.spreadsheetId ?? null,
        sheetName: integration.settings.sheetName ?? 'Sheet1',
      }
    default:
      return stored
  }
}

export async function destinationOf(integration: Integration): Promise<Destination> {
  const adapter = adapterFor(integration.kind, integration.platform)
  if (!adapter) throw new IntegrationError(`JoinFlow cannot deliver to ${integration.platform} yet.`, 'invalid')
  await refreshIfExpiring(integration)
  const credentials = await credentialsOf(integration)
  return { adapter, credentials, context: platformContext(integration.platform, credentials) }
}
