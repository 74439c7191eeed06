import type { EmailIntegration, JoinFlowClient, SheetsIntegration, SmsIntegration, Webhook } from '@joinflow/sdk'

export const INTEGRATION_TYPES = ['email', 'sms', 'sheets', 'webhook'] as const
export type IntegrationKind = (typeof INTEGRATION_TYPES)[number]

export type AnyIntegration = EmailIntegration | SmsIntegration | SheetsIntegration | Webhook

/** The owner's integrations of the given kinds (all four when none is given), in that order. */
export async function listIntegrations(client: JoinFlowClient, types: readonly IntegrationKind[] = INTEGRATION_TYPES): Promise<AnyIntegration[]> {
  const lists = await Promise.all(
    types.map((type): Promise<AnyIntegration[]> => {
      switch (type) {
        case 'email':
          return client.integrations.email.list()
        case 'sms':
          return client.integrations.sms.list()
        case 'sheets':
          return client.integrations.sheets.list()
        case 'webhook':
          return client.integrations.webhooks.list()
      }
    }),
  )
  return lists.flat()
}

/** Where an integration sends members: its platform, spreadsheet or URL. */
export function destination(integration: AnyIntegration): string {
  switch (integration.type) {
    case 'email':
      return integration.listId ? `${integration.platform} · list ${integration.listId}` : integration.platform
    case 'sms':
      return integration.listId ? `${integration.platform} · list ${integration.listId}` : integration.platform
    case 'sheets':
      return `${(integration.spreadsheetId ?? '(no spreadsheet)').slice(0, 20)} · ${integration.sheetName}`
    case 'webhook':
      return integration.url ?? '(no URL)'
  }
}

export function deleteIntegration(client: JoinFlowClient, integration: AnyIntegration): Promise<void> {
  switch (integration.type) {
    case 'email':
      return client.integrations.email.delete(integration.id)
    case 'sms':
      return client.integrations.sms.delete(integration.id)
    case 'sheets':
      return client.integrations.sheets.delete(integration.id)
    case 'webhook':
      return client.integrations.webhooks.delete(integration.id)
  }
}
