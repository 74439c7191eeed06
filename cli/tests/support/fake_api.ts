import type {
  AutoApprovalSettings,
  CreatedToken,
  Group,
  MemberRequest,
  MessageTemplate,
  PersonalAccessToken,
  RequestDecision,
  TokenAbility,
  User,
  WelcomeMessageSettings,
} from '@joinflow/sdk'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeApi {
  url: string
  user: User
  /** A token the API accepts. */
  token: string
  /** Accepted tokens and the token id each belongs to. */
  secrets: Map<string, number>
  /** The account's password, for the session sign-in that creating tokens needs. */
  password: string
  /** Password sessions signed in and not yet signed out. */
  sessions: Set<string>
  tokens: PersonalAccessToken[]
  groups: Group[]
  rules: Map<number, AutoApprovalSettings>
  welcome: Map<number, WelcomeMessageSettings>
  templates: MessageTemplate[]
  requests: MemberRequest[]
  /** Method, path and body of every request, for checking what the CLI sent. */
  received: { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | undefined }[]
  close(): Promise<void>
}

type Body = Record<string, unknown> | undefined

interface Exchange {
  url: URL
  body: Body
  params: string[]
  res: ServerResponse
  /** The password session the request came with, if any (never with a token). */
  session: string | undefined
}

type Route = [method: string, path: RegExp, handle: (exchange: Exchange) => void | Promise<void>]

const DEFAULT_RULES: AutoApprovalSettings = {
  enabled: false,
  requireEmail: false,
  requiredKeywords: [],
  blockedKeywords: [],
  maxApprovalsPerHour: 50,
  minAccountAgeDays: 0,
  requireAllAnswers: false,
  requireRulesAgreement: false,
  requirePhone: false,
  allowedLocations: [],
  blockedLocations: [],
}

const DEFAULT_WELCOME: WelcomeMessageSettings = {
  enabled: false,
  message: 'Welcome to the group, {name}!',
  personalizeWithName: true,
  tagNewMembers: false,
  variants: [],
  templateId: null,
  welcomePostUrl: null,
}

const GROUP_URL = /^(?:https?:\/\/)?(?:www\.|m\.|web\.)?facebook\.com\/groups\/([^/?#\s]+)\/?(?:[?#].*)?$/i

/**
 * A local stand-in for the JoinFlow API that answers the routes the CLI calls the way the
 * contract describes: bearer tokens, simple-rest lists with `Content-Range`, JSON errors with the
 * spec's messages, `X-Request-Id`, and a CSV export streamed a row at a time.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const user: User = {
    id: 1,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'super_admin',
    isSuperAdmin: true,
    isActive: true,
    isEmailVerified: true,
    emailVerifiedAt: '2025-01-02T03:10:00.000Z',
    createdAt: '2025-01-02T03:04:05.000Z',
    permissions: [],
  }
  const password = 'correct-horse-42'
  const sessions = new Set<string>()
  const secrets = new Map<string, number>([['jf_valid', 1]])
  const state = {
    tokens: [
      {
        id: 1,
        name: 'Work laptop',
        access: 'full',
        abilities: ['read', 'write', 'extension'],
        lastUsedAt: null,
        createdAt: '2025-01-02T03:04:05.000Z',
        expiresAt: null,
      },
    ] as PersonalAccessToken[],
    groups: [] as Group[],
    rules: new Map<number, AutoApprovalSettings>(),
    welcome: new Map<number, WelcomeMessageSettings>(),
    templates: [] as MessageTemplate[],
    requests: [] as MemberRequest[],
  }
  const received: FakeApi['received'] = []
  let requestCount = 0

  const findGroup = (id: string | undefined, res: ServerResponse) => {
    const group = state.groups.find((each) => each.id === Number(id))
    if (!group) send(res, 404, { message: 'Group not found' })
    return group
  }
  const findTemplate = (id: string | undefined, res: ServerResponse) => {
    const template = state.templates.find((each) => each.id === Number(id))
    if (!template) send(res, 404, { message: 'Message template not found' })
    return template
  }

  const routes: Route[] = [
    ['GET', /^\/api\/auth\/user$/, ({ res }) => send(res, 200, user)],

    ['GET', /^\/api\/tokens$/, ({ url, res }) => sendList(res, url, 'tokens', state.tokens)],
    [
      'POST',
      /^\/api\/tokens$/,
      ({ body, res, session }) => {
        if (!session) {
          return send(res, 403, { message: 'Only a signed-in session can do this, never an API token.', code: 'E_SESSION_REQUIRED' })
        }
        const name = typeof body?.name === 'string' ? body.name.trim() : ''
        if (!name) return invalid(res, 'name', 'The name field must be defined')
        const id = nextId(state.tokens)
        const days = typeof body?.expiresInDays === 'number' ? body.expiresInDays : null
        const abilities: TokenAbility[] = body?.access === 'read_only' ? ['read'] : ['read', 'write', 'extension']
        if (body?.admin === true) abilities.push('admin')
        const created: CreatedToken = {
          id,
          name,
          access: body?.access === 'read_only' ? 'read_only' : 'full',
          abilities,
          lastUsedAt: null,
          createdAt: new Date().toISOString(),
          expiresAt: days ? new Date(Date.now() + days * 86_400_000).toISOString() : null,
          token: `jf_created_${id}`,
        }
        const { token, ...listed } = created
        state.tokens.push(listed)
        secrets.set(token, id)
        send(res, 201, created)
      },
    ],
    [
      'DELETE',
      /^\/api\/tokens\/(\d+)$/,
      ({ params: [id], res }) => {
        const index = state.tokens.findIndex((token) => token.id === Number(id))
        if (index === -1) return send(res, 404, { message: 'Token not found' })
        state.tokens.splice(index, 1)
        for (const [secret, owner] of secrets) if (owner === Number(id)) secrets.delete(secret)
        send(res, 200, { id: Number(id) })
      },
    ],

    [
      'GET',
      /^\/api\/groups$/,
      ({ url, res }) => {
        const q = String(filterOf(url).q ?? '').toLowerCase()
        sendList(res, url, 'groups', state.groups.filter((group) => group.name.toLowerCase().includes(q)))
      },
    ],
    [
      'POST',
      /^\/api\/groups$/,
      ({ body, res }) => {
        const url = typeof body?.url === 'string' ? body.url.trim() : ''
        if (!url) return invalid(res, 'url', 'Please enter a Facebook group URL.')
        const facebookGroupId = url.match(GROUP_URL)?.[1]
        if (!facebookGroupId) {
          return invalid(res, 'url', 'Please enter a valid Facebook group URL (e.g., facebook.com/groups/groupname)')
        }
        if (state.groups.some((group) => group.facebookGroupId === facebookGroupId)) {
          return send(res, 409, { message: 'This Facebook group is already connected to your account.' })
        }
        const defaultName = /^\d+$/.test(facebookGroupId)
          ? `Facebook Group ${facebookGroupId}`
          : facebookGroupId.replace(/[^a-z0-9]+/gi, ' ').trim()
        const group: Group = {
          id: nextId(state.groups),
          facebookGroupId,
          name: typeof body?.name === 'string' && body.name ? body.name : defaultName,
          description: typeof body?.description === 'string' ? body.description : '',
          coverImageUrl: null,
          memberCount: 0,
          autoApprovalRate: 0,
          autoApprovalEnabled: false,
          isActive: true,
          todayRequests: 0,
          createdAt: new Date().toISOString(),
        }
        state.groups.push(group)
        send(res, 201, group)
      },
    ],
    [
      'GET',
      /^\/api\/groups\/(\d+)$/,
      ({ params: [id], res }) => {
        const group = findGroup(id, res)
        if (group) send(res, 200, group)
      },
    ],
    [
      'DELETE',
      /^\/api\/groups\/(\d+)$/,
      ({ params: [id], res }) => {
        const group = findGroup(id, res)
        if (!group) return
        state.groups.splice(state.groups.indexOf(group), 1)
        send(res, 200, { id: group.id })
      },
    ],
    [
      'GET',
      /^\/api\/groups\/(\d+)\/auto-approval$/,
      ({ params: [id], res }) => {
        const group = findGroup(id, res)
        if (group) send(res, 200, state.rules.get(group.id) ?? DEFAULT_RULES)
      },
    ],
    [
      'POST',
      /^\/api\/groups\/(\d+)\/auto-approval$/,
      ({ params: [id], body, res }) => {
        const group = findGroup(id, res)
        if (!group) return
        const saved = { ...(state.rules.get(group.id) ?? DEFAULT_RULES), ...body } as AutoApprovalSettings
        state.rules.set(group.id, saved)
        group.autoApprovalEnabled = saved.enabled
        send(res, 200, saved)
      },
    ],
    [
      'POST',
      /^\/api\/groups\/(\d+)\/auto-approval\/preview$/,
      ({ params: [id], body, res }) => {
        const group = findGroup(id, res)
        if (!group) return
        const blocked = (body?.blockedKeywords as string[] | undefined) ?? []
        const decisions = state.requests
          .filter((request) => request.groupId === group.id)
          .map((request) => {
            const hit = blocked.find((keyword) => request.name.toLowerCase().includes(keyword.toLowerCase()))
            const decision: RequestDecision = !body?.enabled ? 'review' : hit ? 'decline' : 'approve'
            const reasons = !body?.enabled
              ? ['Auto-approval is off for this group']
              : hit
                ? [`Answer contains blocked keyword "${hit}"`]
                : ['Meets every auto-approval rule']
            return { requestId: request.id, name: request.name, decision, reasons, currentStatus: request.status }
          })
        const counts = { approve: 0, decline: 0, review: 0 }
        for (const { decision } of decisions) counts[decision] += 1
        send(res, 200, { total: decisions.length, counts, decisions })
      },
    ],
    [
      'GET',
      /^\/api\/groups\/(\d+)\/welcome-message$/,
      ({ params: [id], res }) => {
        const group = findGroup(id, res)
        if (group) send(res, 200, state.welcome.get(group.id) ?? DEFAULT_WELCOME)
      },
    ],
    [
      'POST',
      /^\/api\/groups\/(\d+)\/welcome-message$/,
      ({ params: [id], body, res }) => {
        const group = findGroup(id, res)
        if (!group) return
        const unknown = String(body?.message ?? '').match(/\{(?!name\}|email\})[^}]*\}/)
        if (unknown) return invalid(res, 'message', `Unknown placeholder ${unknown[0]}`)
        const saved = { ...DEFAULT_WELCOME, ...body } as WelcomeMessageSettings
        state.welcome.set(group.id, saved)
        send(res, 200, saved)
      },
    ],

    [
      'GET',
      /^\/api\/templates$/,
      ({ url, res }) => {
        const filter = filterOf(url)
        sendList(
          res,
          url,
          'templates',
          state.templates.filter((template) => !filter.category || template.category === filter.category),
        )
      },
    ],
    [
      'POST',
      /^\/api\/templates$/,
      ({ body, res }) => {
        if (!body?.name) return invalid(res, 'name', 'Please enter a template name.')
        if (!body.template) return invalid(res, 'template', 'Please enter the template text.')
        const now = new Date().toISOString()
        const template: MessageTemplate = {
          id: nextId(state.templates),
          name: String(body.name),
          category: (body.category as MessageTemplate['category'] | undefined) ?? 'general',
          description: typeof body.description === 'string' ? body.description : null,
          template: String(body.template),
          isApproved: false,
          isActive: true,
          usageCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        }
        state.templates.push(template)
        send(res, 201, template)
      },
    ],
    [
      'GET',
      /^\/api\/templates\/(\d+)$/,
      ({ params: [id], res }) => {
        const template = findTemplate(id, res)
        if (template) send(res, 200, template)
      },
    ],
    [
      'PATCH',
      /^\/api\/templates\/(\d+)$/,
      ({ params: [id], body, res }) => {
        const template = findTemplate(id, res)
        if (!template) return
        const textChanged = typeof body?.template === 'string' && body.template !== template.template
        const changed = Object.entries(body ?? {}).some(([field, value]) => template[field as keyof MessageTemplate] !== value)
        Object.assign(template, body, {
          isApproved: template.isApproved && !textChanged,
          version: template.version + (changed ? 1 : 0),
        })
        send(res, 200, template)
      },
    ],
    [
      'DELETE',
      /^\/api\/templates\/(\d+)$/,
      ({ params: [id], res }) => {
        const template = findTemplate(id, res)
        if (!template) return
        state.templates.splice(state.templates.indexOf(template), 1)
        send(res, 200, { id: template.id })
      },
    ],
    [
      'POST',
      /^\/api\/templates\/(\d+)\/approve$/,
      ({ params: [id], body, res }) => {
        const template = findTemplate(id, res)
        if (!template) return
        if (body?.version !== template.version) {
          return send(res, 409, {
            message: `This template was edited after you opened it (it is now version ${template.version}). Read the new text and approve it again.`,
            code: 'E_TEMPLATE_CHANGED',
          })
        }
        template.isApproved = true
        send(res, 200, template)
      },
    ],

    [
      'GET',
      /^\/api\/requests$/,
      ({ url, res }) => sendList(res, url, 'requests', matchingRequests(state.requests, filterOf(url))),
    ],
    [
      'GET',
      /^\/api\/requests\/(\d+)$/,
      ({ params: [id], res }) => {
        const request = state.requests.find((candidate) => candidate.id === Number(id))
        if (!request) return send(res, 404, { message: 'Member request not found' })
        send(res, 200, request)
      },
    ],
    [
      'POST',
      /^\/api\/requests\/bulk$/,
      ({ body, res }) => {
        const ids = (body?.ids as number[] | undefined) ?? []
        const status = body?.action === 'approve' ? 'approved' : 'declined'
        // As the API does, requests already in that state are left as they are.
        const changed = state.requests.filter((request) => ids.includes(request.id) && request.status !== status)
        for (const request of changed) {
          request.status = body?.action === 'approve' ? 'approved' : 'declined'
          request.decidedBy = 'owner'
          request.decidedAt = new Date().toISOString()
        }
        send(res, 200, { updated: changed.length, ids: changed.map((request) => request.id) })
      },
    ],
    [
      'GET',
      /^\/api\/requests\/(\d+)$/,
      ({ params: [id], res }) => {
        const request = state.requests.find((each) => each.id === Number(id))
        if (request) send(res, 200, request)
        else send(res, 404, { message: 'Member request not found', code: 'E_NOT_FOUND' })
      },
    ],
    [
      'GET',
      /^\/api\/requests\/export\.csv$/,
      async ({ url, res }) => {
        const rows = matchingRequests(state.requests, filterOf(url))
        res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' })
        await write(res, 'date,group,name,email,phone,status,decision,reasons,profile URL\r\n')
        for (const request of rows) {
          const cells = [
            request.createdAt.slice(0, 10),
            request.groupName,
            request.name,
            request.email ?? '',
            request.phone ?? '',
            request.status,
            request.decision,
            request.reasons.join('; '),
            request.profileUrl ?? '',
          ]
          await write(res, `${cells.map(csvCell).join(',')}\r\n`)
        }
        res.end()
      },
    ],
  ]

  const server = createServer(async (req, res) => {
    requestCount += 1
    res.setHeader('x-request-id', `req-${requestCount}`)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const body = await readJson(req)
    received.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body })

    // Password sessions as the real API keeps them: an XSRF cookie from any answer, the session
    // cookie from sign-in, and the XSRF header echoed on every write made with them.
    const cookies = Object.fromEntries((req.headers.cookie ?? '').split('; ').filter(Boolean).map((pair) => pair.split('=')))
    if (!cookies['XSRF-TOKEN']) res.setHeader('set-cookie', 'XSRF-TOKEN=fake-xsrf; Path=/')
    const write = req.method !== 'GET'
    const bearer = req.headers.authorization?.replace(/^Bearer /, '')
    if (!bearer && write && req.headers['x-xsrf-token'] !== cookies['XSRF-TOKEN']) {
      return send(res, 403, { message: 'Invalid or expired CSRF token', code: 'E_BAD_CSRF_TOKEN' })
    }
    if (req.method === 'GET' && url.pathname === '/api/health') return send(res, 200, { status: 'ok' })
    if (req.method === 'POST' && url.pathname === '/api/auth/login') {
      if (body?.email !== user.email || body?.password !== password) {
        return send(res, 400, { message: 'Invalid email or password.', code: 'E_INVALID_CREDENTIALS' })
      }
      const id = `session-${sessions.size + 1}-${requestCount}`
      sessions.add(id)
      res.setHeader('set-cookie', `joinflow-session=${id}; Path=/; HttpOnly`)
      return send(res, 200, user)
    }
    const session = bearer ? undefined : sessions.has(cookies['joinflow-session']) ? cookies['joinflow-session'] : undefined
    if (req.method === 'POST' && url.pathname === '/api/auth/logout') {
      if (session) sessions.delete(session)
      res.writeHead(204).end()
      return
    }
    if (!session && (!bearer || !secrets.has(bearer))) {
      return send(res, 401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
    }
    for (const [method, path, handle] of routes) {
      const match = req.method === method ? url.pathname.match(path) : null
      if (match) return handle({ url, body, params: match.slice(1), res, session })
    }
    send(res, 404, { message: `Cannot ${req.method} ${url.pathname}` })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    user,
    token: 'jf_valid',
    secrets,
    password,
    sessions,
    ...state,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Requests newest first, filtered the way the contract describes. */
function matchingRequests(requests: MemberRequest[], filter: Record<string, unknown>): MemberRequest[] {
  const q = typeof filter.q === 'string' ? filter.q.toLowerCase() : ''
  return requests
    .filter((request) => filter.groupId === undefined || request.groupId === filter.groupId)
    .filter((request) => filter.status === undefined || request.status === filter.status)
    .filter((request) => typeof filter.from !== 'string' || request.createdAt >= filter.from)
    // A day includes the whole day; an instant is where the range ends.
    .filter((request) => typeof filter.to !== 'string' || (filter.to.length > 10 ? request.createdAt < filter.to : request.createdAt.slice(0, 10) <= filter.to))
    .filter((request) => !q || `${request.name} ${request.email ?? ''}`.toLowerCase().includes(q))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

function filterOf(url: URL): Record<string, unknown> {
  return JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>
}

function sendList(res: ServerResponse, url: URL, resource: string, rows: unknown[]): void {
  const [first = 0, last = 24] = JSON.parse(url.searchParams.get('range') ?? '[0,24]') as number[]
  const page = rows.slice(first, last + 1)
  const range = page.length > 0 ? `${first}-${first + page.length - 1}` : '*'
  res.setHeader('content-range', `${resource} ${range}/${rows.length}`)
  send(res, 200, page)
}

function invalid(res: ServerResponse, field: string, message: string): void {
  send(res, 422, { message, code: 'E_VALIDATION_ERROR', errors: [{ field, message, rule: 'required' }] })
}

function nextId(rows: { id: number }[]): number {
  return Math.max(0, ...rows.map((row) => row.id)) + 1
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

function write(res: ServerResponse, chunk: string): Promise<void> {
  return new Promise((resolve) => res.write(chunk, () => resolve()))
}

async function readJson(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}
