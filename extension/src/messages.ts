/**
 * The messages extension pages and content scripts send to the background worker, and what each
 * one answers. The background worker is the only place that talks to the API; what the API sends
 * and takes is typed by the SDK (from docs/openapi.yaml), never copied here.
 */
import type { ActionResultParams, CapturedRequestInput, ExtensionAction, ExtensionHealth, ExtensionSummary } from '@joinflow/sdk/browser'

export type { ExtensionAction }

export interface ConnectionSettings {
  apiUrl: string
  token: string
}

export type ConnectionFailure = 'unreachable' | 'rejected' | 'unexpected'

export type ConnectionState =
  | { status: 'not_configured' }
  | { status: 'connected'; apiUrl: string; email: string; checkedAt: string }
  | {
      status: 'failed'
      apiUrl: string
      reason: ConnectionFailure
      message: string
      checkedAt: string
    }

/**
 * One pending join request as its card on Facebook's page shows it: the API's capture item with
 * every field the card was read for, and the id as the text Facebook's page carries.
 * `decidedOnFacebook` is set when the admin clicked Facebook's own Approve or Decline on the card.
 */
export type CapturedRequest = Required<Omit<CapturedRequestInput, 'facebookUserId' | 'decidedOnFacebook'>> &
  Pick<CapturedRequestInput, 'decidedOnFacebook'> & { facebookUserId: string }

/** One member to mention in the welcome post, and the action that asked for it. */
export interface WelcomeTag {
  actionId: number
  facebookUserId: string
  name: string
}

export interface ActionOutcome {
  actionId: number
  status: ActionResultParams['status']
  error: string | null
}

/** How the extension paces its clicks; the owner sets these in the options page. */
export interface AutomationSettings {
  paused: boolean
  minPauseSeconds: number
  maxPauseSeconds: number
  /** Clicks on Facebook's page per hour, across all groups. */
  hourlyLimit: number
}

/** `unknown` until a member-requests page has been judged. */
export type HealthStatus = ExtensionHealth

/** A page view's verdict: read, Facebook changed, or a language without a table. */
export type PageHealthStatus = Exclude<HealthStatus, 'unknown' | 'error'>

export interface HealthState {
  status: HealthStatus
  detail: string | null
  pageUrl: string | null
  reportedAt: string | null
}

export type ActingBlock = 'paused' | 'markup_changed' | 'language_unsupported' | 'hourly_limit' | 'not_connected'

export interface ActionPlan {
  actions: ExtensionAction[]
  pause: { minMs: number; maxMs: number }
  blocked: ActingBlock | null
}

export type Claim = { allowed: true } | { allowed: false; reason: ActingBlock }

/** A captured request JoinFlow could not store, kept so the owner sees it and why. */
export interface UnsentRequest {
  id: string
  facebookGroupId: string
  request: CapturedRequest
  /** JoinFlow's reason, in words. */
  reason: string
  /** ISO time it was refused. */
  at: string
}

/** Why a delivery still waits: the API's answer (`status` null when it could not be reached). */
export interface DeliveryProblem {
  status: number | null
  code: string | null
  message: string
  /** ISO time of the last attempt. */
  at: string
}

/** One problem holding deliveries back, and how many captured requests wait behind it. */
export interface WaitingProblem extends DeliveryProblem {
  requests: number
  facebookGroupIds: string[]
}

/** What the popup shows of delivery: what waits and why, and what could not be sent. */
export interface DeliveryStatus {
  /** Captured requests waiting in storage for the API. */
  waiting: number
  /** ISO time of the next automatic attempt, while something waits. */
  retryAt: string | null
  problems: WaitingProblem[]
  unsent: UnsentRequest[]
}

export interface CaptureReceipt {
  /** Requests still waiting in the extension's storage for the API. */
  waiting: number
  delivered: boolean
}

/** The API's summary of the group on the open tab, and which Facebook group was asked about. */
export type GroupSummary = ExtensionSummary & { facebookGroupId: string }

export type Message =
  /** Checks the given settings without saving them. */
  | { type: 'connection/test'; apiUrl: string; token: string }
  /** The state of the saved settings; `recheck` asks the API again instead of reading storage. */
  | { type: 'connection/status'; recheck: boolean }
  | { type: 'settings/get' }
  /** Saves the settings, then checks them so the stored state always describes what is saved. */
  | { type: 'settings/save'; apiUrl: string; token: string }
  /** The JoinFlow web app handed over a fresh token (through the app-bridge content script). */
  | { type: 'connect/hand-off'; token: string }
  /** Requests read on a member-requests page; kept in storage until the API has them. */
  | { type: 'capture/submit'; facebookGroupId: string; pageUrl: string; requests: CapturedRequest[] }
  /**
   * Tries to deliver what waits in storage, and says how much still waits. After a failure the
   * next try waits for its retry time, unless `now` asks to try at once (the owner is looking).
   */
  | { type: 'capture/flush'; now?: boolean }
  /** What waits for the API and why, and the requests JoinFlow could not store. */
  | { type: 'delivery/status' }
  /** The owner has seen a request that could not be sent and lets it go. */
  | { type: 'delivery/dismiss'; id: string }
  /** The approvals and declines waiting for this group, and whether acting is allowed. */
  | { type: 'actions/plan'; facebookGroupId: string }
  /** Asks to make one click now: counts it against the hourly limit, or says why not. */
  | { type: 'actions/claim' }
  | { type: 'actions/result'; actionId: number; status: 'done' | 'failed'; error: string | null }
  | { type: 'health/report'; status: PageHealthStatus | 'error'; detail: string | null; pageUrl: string }
  | { type: 'health/get' }
  | { type: 'automation/get' }
  | { type: 'automation/update'; changes: Partial<AutomationSettings> }
  /** Opens the conversation with a new member, waits for the message to be sent, closes it. */
  | { type: 'welcome/send'; actionId: number; facebookUserId: string; message: string }
  /** Asked by the conversation page the worker opened: what to send here, if anything. */
  | { type: 'welcome/pending' }
  /** The conversation page says how sending went. */
  | { type: 'welcome/sent'; actionId: number; status: 'done' | 'failed'; error: string | null }
  /** Opens the group's welcome post, waits for the comment mentioning `members`, closes it. */
  | { type: 'tags/post'; postUrl: string; members: WelcomeTag[] }
  /** Asked by the post page the worker opened: whom to mention here, if anyone. */
  | { type: 'tags/pending' }
  /** The post page says how each mention went. */
  | { type: 'tags/posted'; outcomes: ActionOutcome[] }
  /** The popup's view of the group on the open tab. */
  | { type: 'group/summary'; facebookGroupId: string }
  /** Adds the group on the open tab to JoinFlow. */
  | { type: 'group/connect'; facebookGroupId: string }

export type MessageType = Message['type']
export type MessageOfType<T extends MessageType> = Extract<Message, { type: T }>

export interface MessageResults {
  'connection/test': ConnectionState
  'connection/status': ConnectionState
  'settings/get': ConnectionSettings | null
  'settings/save': ConnectionState
  'connect/hand-off': ConnectionState
  'capture/submit': CaptureReceipt
  'capture/flush': CaptureReceipt
  'delivery/status': DeliveryStatus
  'delivery/dismiss': DeliveryStatus
  'actions/plan': ActionPlan
  'actions/claim': Claim
  'actions/result': null
  'health/report': HealthState
  'health/get': HealthState
  'automation/get': AutomationSettings
  'automation/update': AutomationSettings
  'group/summary': GroupSummary
  'group/connect': GroupSummary
  'welcome/send': { status: 'done' | 'failed'; error: string | null }
  'welcome/pending': { actionId: number; message: string } | null
  'welcome/sent': null
  'tags/post': ActionOutcome[]
  'tags/pending': WelcomeTag[] | null
  'tags/posted': null
}

export type MessageReply<T> = { ok: true; result: T } | { ok: false; error: string }

type Fields = Record<string, unknown>
const isString = (value: unknown): value is string => typeof value === 'string'
const strings =
  (...names: string[]) =>
  (message: Fields) =>
    names.every((name) => isString(message[name]))

const isOutcome = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as Fields).actionId) &&
  ((value as Fields).status === 'done' || (value as Fields).status === 'failed') &&
  ((value as Fields).error === null || isString((value as Fields).error))

const isTag = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as Fields).actionId) &&
  strings('facebookUserId', 'name')(value as Fields)

const HEALTH: readonly unknown[] = ['ok', 'markup_changed', 'language_unsupported', 'error'] satisfies HealthStatus[]

/** What each message must carry; anything else is not ours and is left to other listeners. */
const shapes: { [T in MessageType]: (message: Fields) => boolean } = {
  'connection/test': strings('apiUrl', 'token'),
  'connection/status': (message) => typeof message.recheck === 'boolean',
  'settings/get': () => true,
  'settings/save': strings('apiUrl', 'token'),
  'connect/hand-off': strings('token'),
  'capture/submit': (message) =>
    strings('facebookGroupId', 'pageUrl')(message) &&
    Array.isArray(message.requests) &&
    message.requests.every(
      (request: unknown) =>
        typeof request === 'object' &&
        request !== null &&
        isString((request as Fields).facebookUserId) &&
        isString((request as Fields).name),
    ),
  'capture/flush': (message) => message.now === undefined || typeof message.now === 'boolean',
  'delivery/status': () => true,
  'delivery/dismiss': strings('id'),
  'actions/plan': strings('facebookGroupId'),
  'actions/claim': () => true,
  'actions/result': isOutcome,
  'health/report': (message) =>
    HEALTH.includes(message.status) &&
    isString(message.pageUrl) &&
    (message.detail === null || isString(message.detail)),
  'health/get': () => true,
  'automation/get': () => true,
  'automation/update': (message) => typeof message.changes === 'object' && message.changes !== null,
  'group/summary': strings('facebookGroupId'),
  'group/connect': strings('facebookGroupId'),
  'welcome/send': (message) =>
    Number.isInteger(message.actionId) && strings('facebookUserId', 'message')(message),
  'welcome/pending': () => true,
  'welcome/sent': isOutcome,
  'tags/post': (message) =>
    strings('postUrl')(message) && Array.isArray(message.members) && message.members.every(isTag),
  'tags/pending': () => true,
  'tags/posted': (message) => Array.isArray(message.outcomes) && message.outcomes.every(isOutcome),
}

export const MESSAGE_TYPES = Object.keys(shapes) as MessageType[]

function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && Object.hasOwn(shapes, value)
}

/** Narrows anything that arrives over `chrome.runtime.onMessage` to a known message, or null. */
export function parseMessage(value: unknown): Message | null {
  if (typeof value !== 'object' || value === null) return null
  const candidate = value as Fields
  if (!isMessageType(candidate.type)) return null
  return shapes[candidate.type](candidate) ? (candidate as Message) : null
}
