import { UnprocessableEntityError, type FieldError } from '../errors.js'
import { listQuery } from '../list.js'
import { APIResource } from '../resource.js'
import type {
  ExtensionActionType,
  MemberRequestStatus,
  RequestAnswer,
  RequestDecision,
} from './requests.js'

/**
 * One join request as the extension reads it off a group's member-requests page. Only the id is
 * needed: odd values are cleaned and stored (text cut at its limit, impossible dates and counts
 * stored as unknown), and each change comes back in the result's `corrections`.
 */
export interface CapturedRequestInput {
  /** At most 120 characters; a request without one cannot be stored. */
  facebookUserId: string
  /** Cut at 200 characters. */
  name?: string
  profileUrl?: string
  profileImageUrl?: string
  answers?: RequestAnswer[]
  agreedToRules?: boolean
  /** ISO date. */
  joinedFacebookAt?: string
  livesIn?: string
  groupsInCommon?: number
  invitedBy?: string
  /** ISO timestamp. */
  requestedAt?: string
  /** Set when the admin used Facebook's own Approve or Decline button. */
  decidedOnFacebook?: 'approved' | 'declined'
}

export interface CaptureParams {
  facebookGroupId: string
  /** At most 100. */
  requests: CapturedRequestInput[]
}

export interface CaptureResult {
  /** Position of the request in the batch. */
  index: number
  facebookUserId: string
  requestId: number
  status: MemberRequestStatus
  decision: RequestDecision
  reasons: string[]
  /** The rendered message to send, for approvals while welcome messages are on. */
  welcomeMessage: string | null
  /** False when the request had been captured before; it keeps its earlier decision. */
  created: boolean
  /** What was cleaned before the request was stored (`requests.3.name`, rule `maxLength`); empty when nothing was. */
  corrections: FieldError[]
}

/** A request of the batch that could not be stored. */
export interface CaptureRejection {
  /** Position of the request in the batch. */
  index: number
  /** Why, in words. */
  reason: string
  errors: FieldError[]
}

export interface CaptureResponse {
  /** One per stored request. */
  results: CaptureResult[]
  /** The requests that could not be stored, with why. Empty when all were stored. */
  rejected: CaptureRejection[]
  /** The same refusals by field (`requests.3.facebookUserId`). Empty when all were stored. */
  errors: FieldError[]
}

/** Something the extension has to do on Facebook. */
export interface ExtensionAction {
  id: number
  type: ExtensionActionType
  groupId: number
  facebookGroupId: string
  memberRequestId: number
  facebookUserId: string
  /** The member's name as captured. */
  name: string
  /** `postUrl` on welcome tags: the group post to comment on. */
  payload: { message?: string; reason?: string; postUrl?: string | null }
  /** ISO 8601 timestamp. */
  createdAt: string
}

export interface ExtensionActionFilter {
  groupId?: number
  facebookGroupId?: string
}

export interface ActionResultParams {
  status: 'done' | 'failed'
  /** What went wrong, for a failed action. */
  error?: string
}

export interface ActionResult {
  id: number
  status: 'done' | 'failed'
}

/**
 * `unknown` before the extension has read a member-requests page; `ok` when it read one;
 * `markup_changed` when Facebook changed the page; `language_unsupported` when Facebook is shown in
 * a language the extension does not read.
 */
export type ExtensionHealth = 'unknown' | 'ok' | 'markup_changed' | 'language_unsupported' | 'error'

export interface ExtensionHealthParams {
  /** `markup_changed` when Facebook's page no longer reads as expected; see ExtensionHealth. */
  status: ExtensionHealth
  detail?: string | null
  version?: string
  pageUrl?: string | null
}

/** The extension's state as the dashboard card shows it. */
export interface ExtensionStatus {
  installed: boolean
  connected: boolean
  /** ISO 8601 timestamp. */
  lastSeenAt: string | null
  version: string | null
  health: ExtensionHealth | null
  healthDetail: string | null
  pageUrl: string | null
}

/** A token made for the extension, named "Chrome extension"; the secret is shown this once. */
export interface ExtensionConnection {
  id: number
  name: string
  token: string
}

export interface ExtensionSummaryParams {
  facebookGroupId: string
  /** ISO 8601 timestamp from which requests are counted, such as the start of the viewer's day. */
  since: string
}

/** The popup's counts for the group on the open page. */
export interface ExtensionSummary {
  /** Null when the group is not connected. */
  group: { id: number; name: string; facebookGroupId: string } | null
  today: { captured: number; approved: number; declined: number }
}

interface PartialCaptureBody {
  results: CaptureResult[]
  /** Absent from servers older than per-request refusals. */
  rejected?: CaptureRejection[]
}

/** The routes the browser extension uses. */
export class Extension extends APIResource {
  /**
   * Stores a batch of captured requests and decides the new ones by the group's rules. When some
   * requests cannot be stored, the others still are: their results come back with the refusals
   * instead of an error being thrown. An error is thrown only when nothing was stored.
   */
  async capture(body: CaptureParams): Promise<CaptureResponse> {
    try {
      // The API stores each member once per group, so a batch sent again (after a 503 while its
      // database restarts, or a dropped connection) stores nothing twice: it is retried like a GET.
      const { results } = await this.client.post<PartialCaptureBody>('/api/extension/requests', body, { idempotent: true })
      return { results, rejected: [], errors: [] }
    } catch (error) {
      if (error instanceof UnprocessableEntityError && isPartialCapture(error.body)) {
        const { results, rejected = rejectionsFrom(error.errors) } = error.body
        return { results, rejected, errors: error.errors }
      }
      throw error
    }
  }

  /** Actions waiting for the extension, oldest first (at most 100). */
  actions(filter?: ExtensionActionFilter): Promise<ExtensionAction[]> {
    return this.client.get<ExtensionAction[]>('/api/extension/actions', { query: listQuery({ filter }) })
  }

  reportResult(id: number, body: ActionResultParams): Promise<ActionResult> {
    return this.client.post<ActionResult>(`/api/extension/actions/${encodeURIComponent(id)}/result`, body)
  }

  /** Reports whether Facebook's page still reads as expected; answers with the state as saved. */
  reportHealth(body: ExtensionHealthParams): Promise<ExtensionStatus> {
    return this.client.post<ExtensionStatus>('/api/extension/health', body)
  }

  status(): Promise<ExtensionStatus> {
    return this.client.get<ExtensionStatus>('/api/extension/status')
  }

  /** Makes a new token for the extension, as the web app's one-click connect does. */
  connect(): Promise<ExtensionConnection> {
    return this.client.post<ExtensionConnection>('/api/extension/connect')
  }

  summary({ facebookGroupId, since }: ExtensionSummaryParams): Promise<ExtensionSummary> {
    return this.client.get<ExtensionSummary>('/api/extension/summary', { query: { facebookGroupId, since } })
  }
}

function isPartialCapture(body: unknown): body is PartialCaptureBody {
  return typeof body === 'object' && body !== null && Array.isArray((body as PartialCaptureBody).results)
}

/** An older server names refusals by field only (`requests.3.name`): one rejection per request. */
function rejectionsFrom(errors: FieldError[]): CaptureRejection[] {
  const byIndex = new Map<number, CaptureRejection>()
  for (const error of errors) {
    const index = Number(/^requests\.(\d+)/.exec(error.field)?.[1])
    if (!Number.isInteger(index)) continue
    const rejection = byIndex.get(index) ?? { index, reason: error.message, errors: [] }
    rejection.errors.push(error)
    byIndex.set(index, rejection)
  }
  return [...byIndex.values()]
}
