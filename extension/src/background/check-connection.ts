import type { ConnectionFailure, ConnectionSettings, ConnectionState } from '../messages'
import { ApiError, ApiUnavailable, createApiClient } from './api-client'

export { unreachableMessage } from './api-client'
export const REJECTED_TOKEN_MESSAGE =
  'The token was rejected. Create a new one in JoinFlow → API tokens.'
export const notJoinFlowMessage = (apiUrl: string) =>
  `The address ${apiUrl} did not answer like a JoinFlow API.`

export interface CheckOptions {
  fetch?: typeof fetch
  timeoutMs?: number
  now?: () => Date
}

export type CheckConnection = (
  settings: ConnectionSettings,
  options?: CheckOptions,
) => Promise<ConnectionState>

/** Asks the API who the token belongs to and turns every possible outcome into a state to show. */
export const checkConnection: CheckConnection = async (
  { apiUrl, token },
  { fetch: fetchImpl, timeoutMs = 10_000, now = () => new Date() } = {},
) => {
  const checkedAt = now().toISOString()
  const failed = (reason: ConnectionFailure, message: string): ConnectionState => ({
    status: 'failed',
    apiUrl,
    reason,
    message,
    checkedAt,
  })

  const call = createApiClient(async () => ({ apiUrl, token }), { fetch: fetchImpl, timeoutMs })
  let user: unknown
  try {
    user = await call((api) => api.auth.user())
  } catch (error) {
    if (error instanceof ApiUnavailable) return failed('unreachable', error.message)
    if (!(error instanceof ApiError)) throw error
    if (error.status === 401) return failed('rejected', REJECTED_TOKEN_MESSAGE)
    // The API explains refusals such as a deactivated account in its error body; pass that on.
    return failed(
      'unexpected',
      stringField(error.body, 'message') ?? `The JoinFlow API at ${apiUrl} answered ${error.status}.`,
    )
  }

  const email = stringField(user, 'email')
  if (!email) return failed('unexpected', notJoinFlowMessage(apiUrl))
  return { status: 'connected', apiUrl, email, checkedAt }
}

function stringField(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' && value !== '' ? value : null
}
