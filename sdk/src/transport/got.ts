import got, { type Got } from 'got'
import type { IncomingHttpHeaders } from 'node:http'
import {
  encodeBody,
  parseBody,
  requestUrl,
  type Transport,
  type TransportRequest,
  type TransportResponse,
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
    }
  }
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return flat
}
