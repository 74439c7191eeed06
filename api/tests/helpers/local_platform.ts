import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
  json: any
}

export interface ScriptedAnswer {
  status: number
  body?: unknown
  headers?: Record<string, string>
  delayMs?: number
}

type Responder = (request: ReceivedRequest) => ScriptedAnswer

/**
 * A local HTTP server standing in for a platform: it records every request
 * and answers from a script (one answer per call, in order), then with the
 * default answer.
 */
export async function startLocalPlatform(defaultAnswer: ScriptedAnswer | Responder = { status: 200, body: {} }) {
  const requests: ReceivedRequest[] = []
  const script: ScriptedAnswer[] = []
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      let json: any = null
      try {
        json = body ? JSON.parse(body) : null
      } catch {}
      const request = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, body, json }
      requests.push(request)
      const answer = script.shift() ?? (typeof defaultAnswer === 'function' ? defaultAnswer(request) : defaultAnswer)
      const send = () => {
        const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
        outgoing.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        outgoing.end(text)
      }
      if (answer.delayMs) setTimeout(send, answer.delayMs)
      else send()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers the next calls with these, in order. */
    answerNext(...answers: ScriptedAnswer[]) {
      script.push(...answers)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Points platforms at local servers (PLATFORM_BASE_URLS), returning the previous value to restore. */
export function overrideBaseUrls(urls: Record<string, string>) {
  const previous = process.env.PLATFORM_BASE_URLS
  const current = previous ? JSON.parse(previous) : {}
  process.env.PLATFORM_BASE_URLS = JSON.stringify({ ...current, ...urls })
  return () => {
    if (previous === undefined) delete process.env.PLATFORM_BASE_URLS
    else process.env.PLATFORM_BASE_URLS = previous
  }
}

/**
 * Lets outbound calls reach servers on this machine (the test-only
 * TEST_ONLY_ALLOW_PRIVATE_NETWORK, off by default), or forbids it with
 * `false`; returns the function that puts the previous value back.
 */
export function allowPrivateNetwork(allowed = true) {
  const previous = process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK
  if (allowed) process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK = 'true'
  else delete process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK
  return () => {
    if (previous === undefined) delete process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK
    else process.env.TEST_ONLY_ALLOW_PRIVATE_NETWORK = previous
  }
}
