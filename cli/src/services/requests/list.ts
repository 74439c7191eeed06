import type { JoinFlowClient, ListResult, MemberRequest, MemberRequestFilter } from '@joinflow/sdk'
import { formatCount, formatTimestamp, renderInfo, renderResult, renderTable, withSpinner } from '../../ui/index.js'
import { statusColor, statusLabel } from './labels.js'

export interface ListRequestsOptions {
  filter: MemberRequestFilter
  /** Newest first, up to this many. */
  limit: number
}

export async function listRequests({ filter, limit }: ListRequestsOptions, client: JoinFlowClient): Promise<ListResult<MemberRequest>> {
  const requests = await withSpinner('Loading member requests', () =>
    client.requests.list({ filter, sort: ['createdAt', 'DESC'], range: [0, limit - 1] }),
  )
  renderResult(requests, ({ data, total }) => {
    if (data.length === 0) {
      renderInfo(
        Object.values(filter).some((value) => value !== undefined)
          ? { headline: 'No member requests match.' }
          : {
              headline: 'No member requests yet',
              body: ['Member requests will appear here once you connect Facebook groups'],
            },
      )
      return
    }
    renderTable(
      [
        { header: 'ID', value: (request) => String(request.id) },
        { header: 'Received', value: (request) => formatTimestamp(request.createdAt, '') },
        { header: 'Group', value: (request) => request.groupName },
        { header: 'Name', value: (request) => request.name },
        { header: 'Email', value: (request) => request.email ?? '' },
        {
          header: 'Status',
          value: (request) => statusLabel(request.status, request.decidedBy),
          color: (request) => statusColor(request.status),
        },
        { header: 'Reasons', value: (request) => request.reasons.join('; ') },
      ],
      data,
    )
    if (total > data.length) {
      renderInfo({ headline: `Showing ${formatCount(data.length)} of ${formatCount(total)} requests.` })
    }
  })
  return requests
}
