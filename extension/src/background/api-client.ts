import type { ConnectionSettings } from '../messages'

/** The API answered with an error status; `code` is its error code (`E_GROUP_NOT_CONNECTED`, …). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    /** The answer's JSON, which may say more (a capture's stored and refused requests). */
    readonly body: unknown = null,
    /** How long the API asked to wait before trying again (`Retry-After`), when it did. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
  }
}

/** `Retry-After` in either of its forms, delta-seconds or an HTTP date, as milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  const value = header?.trim()
  if (!value) return null
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

/** The API could not be reached, or no address and token are saved yet. */
export class ApiUnavailable extends Error {}

export const NOT_CONNECTED_MESSAGE = 'Connect the extension to JoinFlow first (open its settings).'

export type ApiCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>

export interface ApiClientOptions {
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Calls the JoinFlow API with the saved token; every failure becomes an ApiError or ApiUnavailable. */
export function createApiClient(
  readSettings: () => Promise<ConnectionSettings | null>,
  { fetch: fetchImpl = fetch, timeoutMs = 20_000 }: ApiClientOptions = {},
): ApiCall {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const settings = await readSettings()
    if (!settings) throw new ApiUnavailable(NOT_CONNECTED_MESSAGE)
    let response: Response
    try {
      response = await fetchImpl(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${settings.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      throw new ApiUnavailable(`Could not reach the JoinFlow API at ${settings.apiUrl}.`)
    }
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
    if (!response.ok) {
      const message = typeof json?.message === 'string' ? json.message : `The API answered ${response.status}.`
      const code = typeof json?.code === 'string' ? json.code : null
      throw new ApiError(response.status, code, message, json, retryAfterMs(response.headers.get('Retry-After')))
    }
    return json as T
  }
}
