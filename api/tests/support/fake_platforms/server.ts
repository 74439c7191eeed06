/*
 * One small HTTP server that speaks a platform's documented contract from
 * a definition: it checks the credentials the way the platform does,
 * answers with the platform's real success, duplicate and error bodies,
 * records every request, and can be told to fail the next calls.
 *
 * Plain node:http, no framework, so the API tests, Playwright and the
 * benches can all start the same fakes.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'

export type Credentials = Record<string, string | null | undefined>

export interface FakeRequest {
  method: string
  /** The path without the query, decoded segment by segment. */
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  rawBody: string
  /** JSON or form fields, parsed; the raw text otherwise. */
  body: any
  receivedAt: number
}

export interface FakeReply {
  status?: number
  /** An object is sent as JSON, a string as text. */
  body?: unknown
  headers?: Record<string, string>
}

export type FakeFailure =
  { status: number; times?: number; retryAfter?: string | number; body?: unknown } | { delayMs: number; times?: number }

export interface FakeState {
  /** The valid credentials; every other key is refused like the platform refuses it. */
  credentials: Credentials
  /** Contacts by lowercased email or phone. */
  contacts: Map<string, Record<string, any>>
  /** Texts sent, rows appended, webhooks received, ... */
  sent: Record<string, any>[]
  /** Anything else a platform keeps (issued tokens, sheet rows). */
  data: Map<string, any>
  nextId(prefix?: string): string
  /** False when the fake keeps nothing (see FakeServerOptions.record). */
  keep: boolean
}

export type RouteHandler = (request: FakeRequest, params: Record<string, string>, state: FakeState) => FakeReply

export interface Route {
  method: string
  /**
   * `/lists/:listId/members/:hash`. A parameter starts a segment and may be
   * followed by a literal suffix (`/:sid.json`, `/:range:append`).
   */
  path: string
  handle: RouteHandler
}

export interface FakeDefinition {
  /** Valid credentials given the fake's own URL (for platforms whose URL is a credential). */
  credentials(url: string): Credentials
  /** Whether the request carries the valid credentials; platforms checking in the body return true. */
  authorized(request: FakeRequest, credentials: Credentials): boolean
  unauthorized: FakeReply
  routes: Route[]
  /** A path prefix the platform's documented base URL adds (ActiveCampaign's /api/3). */
  prefix?: string
}

export interface FakeServerOptions {
  /** Overrides merged into the valid credentials. */
  credentials?: Credentials
  /** Added to every answer, like a platform that takes its time. */
  latencyMs?: number
  /** Keep no request log, contacts or sent messages (long benches keep memory flat). */
  record?: boolean
}

export interface FakePlatform {
  platform: string
  url: string
  credentials: Credentials
  requests: FakeRequest[]
  state: FakeState
  failNext(failure: FakeFailure): void
  /** The recorded requests whose path matches. */
  requestsTo(method: string, path: string | RegExp): FakeRequest[]
  /** The contacts (by their key: email or phone) added to one of the platform's lists. */
  listMembers(listId: string): string[]
  reset(): void
  close(): Promise<void>
}

function compile(path: string) {
  const names: string[] = []
  const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const source = path
    .split('/')
    .map((segment) => {
      const parameter = segment.match(/^:([A-Za-z]+)(.*)$/)
      if (!parameter) return escape(segment)
      names.push(parameter[1])
      return `([^/]+?)${escape(parameter[2])}`
    })
    .join('/')
  return { regex: new RegExp(`^${source}/?$`), names }
}

function parseBody(raw: string, contentType: string | undefined) {
  if (!raw) return undefined
  if (contentType?.includes('json')) {
    try {
      return JSON.parse(raw)
    } catch {
      return raw
    }
  }
  if (contentType?.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw))
  return raw
}

function send(response: ServerResponse, reply: FakeReply) {
  const status = reply.status ?? 200
  const headers: Record<string, string> = { ...reply.headers }
  let payload = ''
  if (typeof reply.body === 'string') {
    payload = reply.body
    headers['content-type'] ??= 'text/plain; charset=utf-8'
  } else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body)
    headers['content-type'] ??= 'application/json'
  }
  response.writeHead(status, headers)
  response.end(payload)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function startFakeServer(
  platform: string,
  definition: FakeDefinition,
  options: FakeServerOptions = {}
): Promise<FakePlatform> {
  const routes = definition.routes.map((route) => ({ ...route, ...compile(route.path) }))
  const failures: (FakeFailure & { remaining: number })[] = []
  const requests: FakeRequest[] = []
  let counter = 0
  const state: FakeState = {
    credentials: {},
    contacts: new Map(),
    sent: [],
    data: new Map(),
    nextId: (prefix = '') => `${prefix}${++counter}`,
    keep: options.record !== false,
  }

  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const rawBody = Buffer.concat(chunks).toString('utf8')
    const url = new URL(incoming.url ?? '/', 'http://fake')
    let path = url.pathname
    if (definition.prefix && path.startsWith(definition.prefix)) path = path.slice(definition.prefix.length) || '/'
    const request: FakeRequest = {
      method: incoming.method ?? 'GET',
      path: path
        .split('/')
        .map((segment) => decodeURIComponent(segment))
        .join('/'),
      query: Object.fromEntries(url.searchParams),
      headers: incoming.headers,
      rawBody,
      body: parseBody(rawBody, incoming.headers['content-type']),
      receivedAt: Date.now(),
    }
    if (options.record !== false) requests.push(request)

    if (options.latencyMs) await sleep(options.latencyMs)
    const failure = failures[0]
    if (failure) {
      if (--failure.remaining <= 0) failures.shift()
      if ('delayMs' in failure) {
        await sleep(failure.delayMs)
      } else {
        const headers: Record<string, string> =
          failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {}
        const body =
          failure.body ??
          (failure.status === 401 ? definition.unauthorized.body : { message: `Fake failure ${failure.status}` })
        return send(response, { status: failure.status, headers, body })
      }
    }

    const route = routes.find((candidate) => candidate.method === request.method && candidate.regex.test(request.path))
    if (!route)
      return send(response, { status: 404, body: { message: `No fake route for ${request.method} ${request.path}` } })
    if (!definition.authorized(request, state.credentials))
      return send(response, { status: 401, ...definition.unauthorized })
    const match = request.path.match(route.regex)!
    const params = Object.fromEntries(route.names.map((name, index) => [name, match[index + 1]]))
    try {
      send(response, route.handle(request, params, state))
    } catch (error) {
      send(response, { status: 500, body: { message: (error as Error).message } })
    }
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  state.credentials = { ...definition.credentials(url), ...options.credentials }

  return {
    platform,
    url,
    credentials: state.credentials,
    requests,
    state,
    failNext(failure) {
      failures.push({ ...failure, remaining: failure.times ?? 1 })
    },
    requestsTo(method, path) {
      return requests.filter(
        (request) =>
          request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path))
      )
    },
    listMembers(listId) {
      return [...((state.data.get('lists') as Map<string, Set<string>> | undefined)?.get(String(listId)) ?? [])]
    },
    reset() {
      requests.length = 0
      failures.length = 0
      state.contacts.clear()
      state.sent.length = 0
      state.data.delete('lists')
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
    },
  }
}

/** Helpers the definitions share. */
export const read = {
  bearer(request: FakeRequest) {
    return String(request.headers.authorization ?? '').match(/^Bearer (.+)$/)?.[1]
  },
  basic(request: FakeRequest): [string, string] | undefined {
    const encoded = String(request.headers.authorization ?? '').match(/^Basic (.+)$/)?.[1]
    if (!encoded) return undefined
    const decoded = Buffer.from(encoded, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    return [decoded.slice(0, colon), decoded.slice(colon + 1)]
  },
  header(request: FakeRequest, name: string) {
    const value = request.headers[name.toLowerCase()]
    return Array.isArray(value) ? value[0] : value
  },
}

export function looksLikeEmail(value: unknown): value is string {
  return typeof value === 'string' && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)
}

export function looksLikePhone(value: unknown): value is string {
  return typeof value === 'string' && /^\+?\d{8,15}$/.test(value)
}

/** Creates or updates a contact; says which. */
export function upsert(state: FakeState, key: string, fields: Record<string, any>) {
  const id = key.toLowerCase()
  const existing = state.contacts.get(id)
  const contact: Record<string, any> = { ...existing, ...fields, id: existing?.id ?? state.nextId() }
  if (state.keep) state.contacts.set(id, contact)
  return { contact, created: !existing }
}

/** Puts a contact (by its key) on a list; the only list a fake knows is the one its credentials name. */
export function joinList(state: FakeState, listId: string | number, key: string) {
  if (!state.keep) return
  const lists: Map<string, Set<string>> = state.data.get('lists') ?? new Map()
  state.data.set('lists', lists)
  const members = lists.get(String(listId)) ?? new Set<string>()
  lists.set(String(listId), members.add(key.toLowerCase()))
}

/** The list ids a platform takes as a comma-separated string ("31,32") or an array. */
export function listIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String)
  return typeof value === 'string' ? value.split(',').map((id) => id.trim()).filter(Boolean) : []
}

/** Body fields a platform's reference does not document for the call. */
export function undocumentedFields(body: unknown, documented: readonly string[]) {
  return body && typeof body === 'object' ? Object.keys(body).filter((name) => !documented.includes(name)) : []
}

export const uuid = () => randomUUID()
