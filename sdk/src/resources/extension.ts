import { UnprocessableEntityError } from '../errors.js'
import { listQuery } from '../list.js'
import { APIResource } from '../resource.js'
import type {
  ActionResult,
  ActionResultParams,
  CaptureParams,
  CaptureRejection,
  CaptureResult,
  ExtensionAction,
  ExtensionConnection,
  ExtensionHealthParams,
  ExtensionStatus,
  ExtensionSummary,
  ExtensionSummaryParams,
  FieldError,
} from '../types.js'

export interface CaptureResponse {
  /** One per stored request. */
  results: CaptureResult[]
  /** The requests that could not be stored, with why. Empty when all were stored. */
  rejected: CaptureRejection[]
  /** The same refusals by field (`requests.3.facebookUserId`). Empty when all were stored. */
  errors: FieldError[]
}

export interface ExtensionActionFilter {
  groupId?: number
  facebookGroupId?: string
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
