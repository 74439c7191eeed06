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
  /**
   * Milliseconds before the request is abandoned. A streamed request is abandoned when the
   * answer starts or the body pauses for longer, so a long download is never cut off halfway.
   */
  timeout: number
}

export interface TransportResponse {
  status: number
  /** Lower-case header names. */
  headers: Record<string, string>
  /** Parsed JSON when the response says it is JSON, the raw text otherwise, `undefined` when empty. */
  body: unknown
  /** Its `Set-Cookie` lines, one per cookie (browsers keep cookies to themselves: none there). */
  cookies?: string[]
}

/** A response whose body is read as it arrives, for downloads too large to hold in memory. */
export interface TransportStreamResponse {
  status: number
  /** Lower-case header names. */
  headers: Record<string, string>
  /** Can be read once. Breaking out of the loop releases the connection. */
  body: AsyncIterable<Uint8Array>
}

/**
 * Moves one HTTP exchange and nothing more. Any failure to get a response is thrown as-is;
 * the client turns it into an `APIConnectionError`, so transports never decide what an error means.
 * Non-2xx responses are returned, never thrown.
 */
export interface Transport {
  readonly baseUrl: string
  request(request: TransportRequest): Promise<TransportResponse>
  /** Resolves once the status and headers have arrived; failures while reading the body are thrown by the body. */
  stream(request: TransportRequest): Promise<TransportStreamResponse>
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

/** The whole of a streamed body as text, for error answers that arrive on a streamed route. */
export async function collectText(body: AsyncIterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  for await (const chunk of body) text += decoder.decode(chunk, { stream: true })
  return text + decoder.decode()
}
