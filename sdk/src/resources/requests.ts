import type { Download } from '../download.js'
import { listQuery, type IterateParams, type ListParams, type ListResult } from '../list.js'
import { APIResource } from '../resource.js'
import type {
  BulkDecideParams,
  BulkDecideResult,
  DecideParams,
  MemberRequest,
  MemberRequestDetail,
  MemberRequestStatus,
  RecentMemberRequest,
} from '../types.js'

export interface MemberRequestFilter {
  groupId?: number
  status?: MemberRequestStatus
  /** ISO dates bounding `createdAt`. */
  from?: string
  to?: string
  /** Part of the name or email, ignoring case. */
  q?: string
}

export type MemberRequestSortField = 'createdAt' | 'name' | 'status'

export type MemberRequestListParams = ListParams<MemberRequestSortField, MemberRequestFilter>

export type MemberRequestIterateParams = IterateParams<MemberRequestSortField, MemberRequestFilter>

export type MemberRequestExportParams = Omit<MemberRequestListParams, 'range'>

export class Requests extends APIResource {
  list(params: MemberRequestListParams = {}): Promise<ListResult<MemberRequest>> {
    return this.client.getList<MemberRequest>('/api/requests', params)
  }

  /** Every matching request, fetched a page at a time: `for await (const request of client.requests.iterate({ filter }))`. */
  iterate(params: MemberRequestIterateParams = {}): AsyncGenerator<MemberRequest> {
    return this.client.iterateList<MemberRequest>('/api/requests', params)
  }

  /** The 10 newest requests across all groups. */
  recent(): Promise<RecentMemberRequest[]> {
    return this.client.get<RecentMemberRequest[]>('/api/requests/recent')
  }

  get(id: number): Promise<MemberRequestDetail> {
    return this.client.get<MemberRequestDetail>(requestPath(id))
  }

  /** Approves by hand; the extension then clicks Approve on Facebook. */
  approve(id: number, body: DecideParams = {}): Promise<MemberRequestDetail> {
    return this.client.post<MemberRequestDetail>(`${requestPath(id)}/approve`, body)
  }

  /** Declines by hand; the extension then clicks Decline on Facebook. */
  decline(id: number, body: DecideParams = {}): Promise<MemberRequestDetail> {
    return this.client.post<MemberRequestDetail>(`${requestPath(id)}/decline`, body)
  }

  bulk(body: BulkDecideParams): Promise<BulkDecideResult> {
    return this.client.post<BulkDecideResult>('/api/requests/bulk', body)
  }

  /**
   * The matching requests as CSV, streamed: one column per distinct question after the fixed ones.
   * Resolves once the export starts; API errors are thrown then, before any byte is read.
   */
  exportCsv(params: MemberRequestExportParams = {}): Promise<Download> {
    return this.client.download('/api/requests/export.csv', { query: listQuery(params), accept: 'text/csv' })
  }
}

function requestPath(id: number): string {
  return `/api/requests/${encodeURIComponent(id)}`
}
