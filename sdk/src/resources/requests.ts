import type { DeliveryChip } from './deliveries.js'
import type { Download } from '../download.js'
import { listQuery, type IterateParams, type ListParams, type ListResult } from '../list.js'
import { APIResource } from '../resource.js'

export type MemberRequestStatus = 'pending' | 'approved' | 'declined'

/** What the group's rules made of a request; `review` leaves it pending for the owner. */
export type RequestDecision = 'approve' | 'decline' | 'review'

/** `facebook` when an admin used Facebook's own buttons; `null` while pending. */
export type DecidedBy = 'rules' | 'owner' | 'facebook'

/** A join request as listed. */
export interface MemberRequest {
  id: number
  groupId: number
  groupName: string
  facebookUserId: string
  name: string
  /** Extracted from the answers. */
  email: string | null
  /** E.164, extracted from the answers. */
  phone: string | null
  profileUrl: string | null
  profileImageUrl: string | null
  status: MemberRequestStatus
  decision: RequestDecision
  /** Why the rules decided as they did, such as "No email address in the answers". */
  reasons: string[]
  decidedBy: DecidedBy | null
  /** ISO 8601 timestamps. */
  decidedAt: string | null
  createdAt: string
  /** Where the member was sent. */
  deliveries?: DeliveryChip[]
}

export interface RequestAnswer {
  question: string
  answer: string
}

export type ExtensionActionType = 'approve' | 'decline' | 'welcome_message' | 'welcome_tag'

export type ExtensionActionStatus = 'pending' | 'done' | 'failed'

export interface PendingAction {
  id: number
  type: ExtensionActionType
  status: ExtensionActionStatus
}

/** A join request with everything captured about it. */
export interface MemberRequestDetail extends MemberRequest {
  answers: RequestAnswer[]
  /** `null` when the group asks nothing about its rules, or the capture could not see it. */
  agreedToRules: boolean | null
  /** ISO date. */
  joinedFacebookAt: string | null
  livesIn: string | null
  groupsInCommon: number | null
  invitedBy: string | null
  requestedAt: string | null
  /** The rendered welcome message, once the request was approved with welcome messages on. */
  welcomeMessage: string | null
  decidedByUserId: number | null
  /** What the browser extension still has to do on Facebook for this request. */
  pendingActions: PendingAction[]
}

/** The dashboard's short form of a request. */
export interface RecentMemberRequest {
  id: number
  name: string
  email: string | null
  groupName: string
  profileImageUrl: string | null
  status: MemberRequestStatus
  decidedBy: DecidedBy | null
  createdAt: string
}

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

export interface DecideParams {
  /** Kept with the request, and sent to the extension for a decline. */
  reason?: string
}

export interface BulkDecideParams extends DecideParams {
  /** At most 500. */
  ids: number[]
  action: 'approve' | 'decline'
}

export interface BulkDecideResult {
  updated: number
  /** The requests that were changed. */
  ids: number[]
}

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
