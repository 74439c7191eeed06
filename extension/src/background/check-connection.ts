import type { ConnectionFailure, ConnectionSettings, ConnectionState } from '../messages'

export const unreachableMessage = (apiUrl: string) =>
  `Could not reach the JoinFlow API at ${apiUrl}.`
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
  { fetch: fetchImpl = fetch, timeoutMs = 10_000, now = () => new Date() } = {},
) => {
  const checkedAt = now().toISOString()
  const failed = (reason: ConnectionFailure, message: string): ConnectionState => ({
    status: 'failed',
    apiUrl,
    reason,
    message,
    checkedAt,
  })

  let response: Response
  try {
    response = await fetchImpl(`${apiUrl}/api/auth/user`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      // A signed-in JoinFlow tab must not make a wrong token look valid.
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    return failed('unreachable', unreachableMessage(apiUrl))
  }

  if (response.status === 401) return failed('rejected', REJECTED_TOKEN_MESSAGE)

  const body = await readJson(response)
  if (!response.ok) {
    // The API explains refusals such as a deactivated account in its error body; pass that on.
    const serverMessage = stringField(body, 'message')
    return failed(
      'unexpected',
      serverMessage ?? `The JoinFlow API at ${apiUrl} answered ${response.status}.`,
    )
  }

  const email = stringField(body, 'email')
  if (!email) return failed('unexpected', notJoinFlowMessage(apiUrl))
  return { status: 'connected', apiUrl, email, checkedAt }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

function stringField(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' && value !== '' ? value : null
}
