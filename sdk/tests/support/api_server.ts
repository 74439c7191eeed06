import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  method: string
  url: URL
  headers: IncomingHttpHeaders
  body: unknown
}

export type Reply =
  | {
      status: number
      body?: unknown
      /** An array sends the header once per value (`Set-Cookie`). */
      headers?: Record<string, string | string[]>
      /** Wait this long before answering, to provoke client timeouts. */
      delayMs?: number
    }
  /** A body sent in pieces, as a streamed export arrives. */
  | {
      status: number
      chunks: string[]
      headers?: Record<string, string>
      /** Pause before each piece after the first. */
      chunkDelayMs?: number
      /** Drop the connection after the pieces instead of ending the response. */
      hangUpAfterChunks?: boolean
    }
  /** Drop the connection without answering. */
  | { hangUp: true }

/** Answers one request; `attempt` counts earlier requests to the same route, from 0. */
export type Handler = (request: ReceivedRequest, attempt: number) => Reply

export interface ApiServer {
  url: string
  requests: ReceivedRequest[]
  close(): Promise<void>
}

/**
 * A local HTTP server answering like the JoinFlow API does: JSON bodies, an `X-Request-Id` on every
 * response, and `{ message }` errors. Routes are keyed as `"GET /api/auth/user"`.
 */
export async function startApiServer(routes: Record<string, Handler>): Promise<ApiServer> {
  const requests: ReceivedRequest[] = []
  const attempts = new Map<string, number>()

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://localhost')
    const request: ReceivedRequest = {
      method: req.method ?? 'GET',
      url,
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(request)

    const key = `${request.method} ${url.pathname}`
    const attempt = attempts.get(key) ?? 0
    attempts.set(key, attempt + 1)
    const handler = routes[key]
    const reply = handler ? handler(request, attempt) : { status: 404, body: { message: `Cannot ${key}` } }

    if ('hangUp' in reply) {
      req.socket.destroy()
      return
    }
    const headers: Record<string, string | string[]> = { 'x-request-id': `req-${requests.length}`, ...reply.headers }
    if ('chunks' in reply) {
      res.writeHead(reply.status, headers)
      for (const [index, chunk] of reply.chunks.entries()) {
        if (index > 0 && reply.chunkDelayMs) await sleep(reply.chunkDelayMs)
        if (res.destroyed) return
        await new Promise((resolve) => res.write(chunk, resolve))
      }
      if (reply.hangUpAfterChunks) req.socket.destroy()
      else res.end()
      return
    }
    if (reply.delayMs) await sleep(reply.delayMs)
    if (reply.body === undefined) {
      res.writeHead(reply.status, headers).end()
    } else if (typeof reply.body === 'string') {
      res.writeHead(reply.status, { 'content-type': 'text/plain', ...headers }).end(reply.body)
    } else {
      res
        .writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...headers })
        .end(JSON.stringify(reply.body))
    }
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A port with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
