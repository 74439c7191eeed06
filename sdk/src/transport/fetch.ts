import {
  encodeBody,
  parseBody,
  requestUrl,
  type Transport,
  type TransportRequest,
  type TransportResponse,
  type TransportStreamResponse,
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
    return {
      status: response.status,
      headers: headerRecord(response.headers),
      body: parseBody(text, response.headers.get('content-type')),
      cookies: response.headers.getSetCookie?.() ?? [],
    }
  }

  async stream({ method, path, query, body, headers, timeout }: TransportRequest): Promise<TransportStreamResponse> {
    // AbortSignal.timeout would cut off a long download, so the timer restarts whenever data arrives.
    const controller = new AbortController()
    const idle = new IdleTimer(controller, timeout)
    let response: Response
    try {
      response = await this.fetch(requestUrl(this.baseUrl, path, query), {
        method,
        headers,
        body: encodeBody(body),
        signal: controller.signal,
      })
    } finally {
      idle.stop()
    }
    return { status: response.status, headers: headerRecord(response.headers), body: readChunks(response, idle) }
  }
}

class IdleTimer {
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly controller: AbortController,
    private readonly timeout: number,
  ) {
    this.restart()
  }

  restart(): void {
    this.stop()
    // Named like AbortSignal.timeout's reason, so the client reports it as a timeout.
    this.timer = setTimeout(
      () => this.controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
      this.timeout,
    )
  }

  stop(): void {
    clearTimeout(this.timer)
  }
}

async function* readChunks(response: Response, idle: IdleTimer): AsyncGenerator<Uint8Array> {
  if (!response.body) return
  const reader = response.body.getReader()
  let done = false
  try {
    while (!done) {
      idle.restart()
      const result = await reader.read()
      done = result.done
      if (result.value) yield result.value
    }
  } finally {
    idle.stop()
    // A reader left before the end (the caller stopped early or failed) would keep the connection open.
    if (!done) await reader.cancel().catch(() => undefined)
  }
}

function headerRecord(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {}
  headers.forEach((value, name) => {
    record[name] = value
  })
  return record
}
