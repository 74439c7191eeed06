import got, { type Got } from 'got'
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import {
  encodeBody,
  parseBody,
  requestUrl,
  type Transport,
  type TransportRequest,
  type TransportResponse,
  type TransportStreamResponse,
} from './transport.js'

/** Node transport. got's own retries stay off: the client owns the retry policy for every transport. */
export class GotTransport implements Transport {
  private readonly got: Got

  constructor(readonly baseUrl: string) {
    this.got = got.extend({ retry: { limit: 0 }, throwHttpErrors: false, responseType: 'text' })
  }

  async request({ method, path, query, body, headers, timeout }: TransportRequest): Promise<TransportResponse> {
    const response = await this.got(requestUrl(this.baseUrl, path, query), {
      method,
      headers,
      body: encodeBody(body),
      timeout: { request: timeout },
    })
    return {
      status: response.statusCode,
      headers: flattenHeaders(response.headers),
      body: parseBody(response.body, response.headers['content-type']),
      cookies: response.headers['set-cookie'] ?? [],
    }
  }

  async stream({ method, path, query, body, headers, timeout }: TransportRequest): Promise<TransportStreamResponse> {
    // `socket` is an idle timeout: it fires only when no data moves for that long.
    const stream = this.got.stream(requestUrl(this.baseUrl, path, query), {
      method,
      headers,
      body: encodeBody(body),
      timeout: { response: timeout, socket: timeout },
    })
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      stream.once('response', resolve)
      stream.once('error', reject)
    })
    return { status: response.statusCode ?? 0, headers: flattenHeaders(response.headers), body: stream }
  }
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}
