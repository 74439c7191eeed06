import { APIClient, APIConnectionError, APIError, Auth, Extension, FetchTransport, Groups } from '@joinflow/sdk/browser'
import type { ConnectionSettings } from '../messages'

/** The API answered with an error status; `code` is its error code (`E_GROUP_NOT_CONNECTED`, …). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    /** The answer's JSON, which may say more than the message. */
    readonly body: unknown = null,
    /** How long the API asked to wait before trying again (`Retry-After`), when it did. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message)
  }
}

/** The API could not be reached, or no address and token are saved yet. */
export class ApiUnavailable extends Error {}

export const NOT_CONNECTED_MESSAGE = 'Connect the extension to JoinFlow first (open its settings).'

export const unreachableMessage = (apiUrl: string) => `Could not reach the JoinFlow API at ${apiUrl}.`

/**
 * The SDK's resources the worker uses, on the SDK's client core. Only these are built into the
 * worker's bundle; the SDK's full client would bring every other resource along.
 */
export interface JoinFlowApi {
  auth: Auth
  extension: Extension
  groups: Groups
}

/** Runs calls of the SDK's client with the saved address and token. */
export type ApiCall = <T>(use: (api: JoinFlowApi) => Promise<T>) => Promise<T>

export interface ApiClientOptions {
  fetch?: typeof fetch
  timeoutMs?: number
}

/**
 * The SDK's client for the saved settings: the token as Bearer, never the browser's cookies (a
 * signed-in JoinFlow tab must not make a wrong token look valid), and no retries of its own,
 * since the delivery queue owns retries and their backoff.
 */
export function joinFlowClient(
  { apiUrl, token }: ConnectionSettings,
  { fetch: fetchImpl = fetch, timeoutMs = 20_000 }: ApiClientOptions = {},
): JoinFlowApi {
  const transport = new FetchTransport(apiUrl, (input, init) => fetchImpl(input, { ...init, credentials: 'omit' }))
  const client = new APIClient(transport, { token, timeout: timeoutMs, maxRetries: 0 })
  return { auth: new Auth(client), extension: new Extension(client), groups: new Groups(client) }
}

/** Calls the JoinFlow API with the saved token; every failure becomes an ApiError or ApiUnavailable. */
export function createApiClient(
  readSettings: () => Promise<ConnectionSettings | null>,
  options: ApiClientOptions = {},
): ApiCall {
  return async <T>(use: (api: JoinFlowApi) => Promise<T>): Promise<T> => {
    const settings = await readSettings()
    if (!settings) throw new ApiUnavailable(NOT_CONNECTED_MESSAGE)
    try {
      return await use(joinFlowClient(settings, options))
    } catch (error) {
      throw extensionError(error, settings.apiUrl)
    }
  }
}

/** The one place where the SDK's errors become the extension's. */
export function extensionError(error: unknown, apiUrl: string): unknown {
  if (error instanceof APIConnectionError) return new ApiUnavailable(unreachableMessage(apiUrl))
  if (!(error instanceof APIError)) return error
  const body = typeof error.body === 'object' ? error.body : null
  const json = body as Record<string, unknown> | null
  return new ApiError(
    error.status,
    typeof json?.code === 'string' ? json.code : null,
    typeof json?.message === 'string' ? json.message : `The API answered ${error.status}.`,
    body,
    error.retryAfter === undefined ? null : error.retryAfter * 1000,
  )
}
