import type { JoinFlowClient } from '@joinflow/sdk'
import { formatCount, formatTimestamp, renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'
import { destination, listIntegrations, type AnyIntegration, type IntegrationKind } from './kinds.js'

export interface ListIntegrationsOptions {
  /** One kind only; every kind when absent. */
  type?: IntegrationKind
}

export async function listIntegrationsCommand({ type }: ListIntegrationsOptions, client: JoinFlowClient): Promise<AnyIntegration[]> {
  const integrations = await withSpinner('Loading integrations', () => listIntegrations(client, type ? [type] : undefined))
  renderResult(integrations, () => {
    if (integrations.length === 0) {
      renderInfo({
        headline: type ? `No ${type} integrations yet.` : 'No integrations connected yet.',
        nextSteps: ['Connect one with `joinflow integrations add --type email --platform <id>`; see `joinflow catalog email`.'],
      })
      return
    }
    renderTable(
      [
        { header: 'ID', value: (row) => String(row.id) },
        { header: 'Type', value: (row) => row.type },
        { header: 'Name', value: (row) => row.name },
        { header: 'Sends to', value: (row) => destination(row) },
        { header: 'Active', value: (row) => (row.isActive ? 'Yes' : 'No') },
        {
          header: 'Status',
          value: (row) => (row.status === 'needs_attention' ? `Needs attention: ${row.lastError ?? ''}`.trim() : 'Connected'),
          color: (row) => (row.status === 'needs_attention' ? 'yellow' : 'green'),
        },
        { header: 'Delivered', value: (row) => formatCount(row.stats.delivered) },
        { header: 'Failed', value: (row) => formatCount(row.stats.failed) },
        { header: 'Last delivery', value: (row) => formatTimestamp(row.lastDeliveryAt, 'Never') },
      ],
      integrations,
    )
  })
  return integrations
}
