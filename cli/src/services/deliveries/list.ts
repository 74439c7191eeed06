import type { Delivery, DeliveryStatus, JoinFlowClient, ListResult } from '@joinflow/sdk'
import { formatTimestamp, renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'

export interface ListDeliveriesOptions {
  status?: DeliveryStatus
  integrationId?: number
  requestId?: number
  /** Newest first, at most this many. */
  limit: number
}

const STATUS_COLOURS: Partial<Record<DeliveryStatus, string>> = { delivered: 'green', failed: 'red', retrying: 'yellow' }

export async function listDeliveries(options: ListDeliveriesOptions, client: JoinFlowClient): Promise<ListResult<Delivery>> {
  const { status, integrationId, requestId, limit } = options
  const result = await withSpinner('Loading deliveries', () =>
    client.deliveries.list({ filter: { status, integrationId, requestId }, sort: ['createdAt', 'DESC'], range: [0, limit - 1] }),
  )
  renderResult(result, () => {
    if (result.data.length === 0) {
      renderInfo({ headline: status ? `No ${status} deliveries.` : 'No deliveries yet.' })
      return
    }
    renderTable(
      [
        { header: 'ID', value: (row) => String(row.id) },
        { header: 'Member', value: (row) => row.memberName },
        { header: 'Integration', value: (row) => `${row.integrationName} (${row.integrationId})` },
        { header: 'Status', value: (row) => row.status, color: (row) => STATUS_COLOURS[row.status] },
        { header: 'Attempts', value: (row) => String(row.attempts) },
        { header: 'Last result', value: (row) => row.lastError ?? (row.lastStatusCode ? `HTTP ${row.lastStatusCode}` : '') },
        { header: 'Delivered', value: (row) => formatTimestamp(row.deliveredAt, '—') },
      ],
      result.data,
    )
    if (result.total > result.data.length) renderInfo({ headline: `Showing ${result.data.length} of ${result.total}. Use --limit to see more.` })
  })
  return result
}
