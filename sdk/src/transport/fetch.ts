import {
  encodeBody,
  parseBody,
  requestUrl,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport.js'

export type FetchFunction = (input: URL, init: RequestInit) => Promise<Response>

/** Transport for browsers, extension service workers and any runtime with a standard `fetch`. */
export class FetchTransport implements Transport {
  // Called through a wrapper because browsers reject `fetch` invoked as a method of another object.
  constructor(
    readonly baseUrl: string,
    private readonly fetch: FetchFunction = (input, init) => globalThis.fetch(input, init),
  ) {}

  async request({ method, path, query, body, headers, timeout }: TransportRequest): Promise<TransportResponse> {
    const response = await this.fetch(requestUrl(this.baseUrl, path, query), {
      method,
      headers,
      body: encodeBody(body),
      signal: AbortSignal.timeout(timeout),
    })
    const text = await response.text()
    const responseHeaders: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value
    })
    return {
      status: response.status,
      headers: responseHeaders,
      body: parseBody(text, response.headers.get('content-type')),
    }
  }
}
