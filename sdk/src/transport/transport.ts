export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type QueryValue = string | number | boolean

export type Query = Record<string, QueryValue | undefined>

export interface TransportRequest {
  method: HttpMethod
  /** Path under the base URL, starting with a slash: `/api/tokens`. */
  path: string
  query?: Query
  /** Sent as JSON when present. */
  body?: unknown
  headers: Record<string, string>
  /** Milliseconds before the request is abandoned. */
  timeout: number
}

export interface TransportResponse {
  status: number
  /** Lower-case header names. */
  headers: Record<string, string>
  /** Parsed JSON when the response says it is JSON, the raw text otherwise, `undefined` when empty. */
  body: unknown
}

/**
 * Moves one HTTP exchange and nothing more. Any failure to get a response is thrown as-is;
 * the client turns it into an `APIConnectionError`, so transports never decide what an error means.
 * Non-2xx responses are returned, never thrown.
 */
export interface Transport {
  readonly baseUrl: string
  request(request: TransportRequest): Promise<TransportResponse>
}

export function requestUrl(baseUrl: string, path: string, query: Query = {}): URL {
  // Joined as strings so a base URL with a path prefix (https://example.com/joinflow) keeps it.
  const url = new URL(baseUrl.replace(/\/+$/, '') + path)
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value))
  }
  return url
}

export function encodeBody(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body)
}

export function parseBody(text: string, contentType: string | null | undefined): unknown {
  if (text === '') return undefined
  if (!contentType?.includes('json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
