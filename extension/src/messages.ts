/**
 * The messages extension pages (and, later, content scripts) send to the background worker,
 * and what each one answers. The background worker is the only place that talks to the API.
 */

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

export type Message =
  /** Checks the given settings without saving them. */
  | { type: 'connection/test'; apiUrl: string; token: string }
  /** The state of the saved settings; `recheck` asks the API again instead of reading storage. */
  | { type: 'connection/status'; recheck: boolean }
  | { type: 'settings/get' }
  /** Saves the settings, then checks them so the stored state always describes what is saved. */
  | { type: 'settings/save'; apiUrl: string; token: string }

export type MessageType = Message['type']

export type MessageOfType<T extends MessageType> = Extract<Message, { type: T }>

export interface MessageResults {
  'connection/test': ConnectionState
  'connection/status': ConnectionState
  'settings/get': ConnectionSettings | null
  'settings/save': ConnectionState
}

export type MessageReply<T> = { ok: true; result: T } | { ok: false; error: string }

const stringFields: { [T in MessageType]: readonly (keyof MessageOfType<T>)[] } = {
  'connection/test': ['apiUrl', 'token'],
  'connection/status': [],
  'settings/get': [],
  'settings/save': ['apiUrl', 'token'],
}

function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && Object.hasOwn(stringFields, value)
}

/** Narrows anything that arrives over `chrome.runtime.onMessage` to a known message, or null. */
export function parseMessage(value: unknown): Message | null {
  if (typeof value !== 'object' || value === null) return null
  const candidate = value as Record<string, unknown>
  if (!isMessageType(candidate.type)) return null
  const fields = stringFields[candidate.type] as readonly string[]
  if (!fields.every((field) => typeof candidate[field] === 'string')) return null
  if (candidate.type === 'connection/status' && typeof candidate.recheck !== 'boolean') return null
  return candidate as Message
}
