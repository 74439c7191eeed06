import type { CreatedToken, PersonalAccessToken, User } from '@joinflow/sdk'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeApi {
  url: string
  user: User
  /** A token the API accepts. */
  token: string
  tokens: PersonalAccessToken[]
  close(): Promise<void>
}

/**
 * A local stand-in for the JoinFlow API that answers the routes the CLI calls the way the
 * contract describes: bearer tokens, `Content-Range` on lists, JSON errors and `X-Request-Id`.
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
    createdAt: '2025-01-02T03:04:05.000Z',
    permissions: [],
  }
  const secrets = new Map<string, number>([['jf_valid', 1]])
  const tokens: PersonalAccessToken[] = [
    { id: 1, name: 'Work laptop', lastUsedAt: null, createdAt: '2025-01-02T03:04:05.000Z', expiresAt: null },
  ]
  let requestCount = 0

  const server = createServer(async (req, res) => {
    requestCount += 1
    res.setHeader('x-request-id', `req-${requestCount}`)
    const url = new URL(req.url ?? '/', 'http://localhost')
    const route = `${req.method} ${url.pathname}`
    const body = await readJson(req)

    const bearer = req.headers.authorization?.replace(/^Bearer /, '')
    if (!bearer || !secrets.has(bearer)) {
      return send(res, 401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' })
    }

    if (route === 'GET /api/auth/user') return send(res, 200, user)

    if (route === 'GET /api/tokens') {
      const [first, last] = JSON.parse(url.searchParams.get('range') ?? `[0,${tokens.length - 1}]`) as number[]
      const page = tokens.slice(first, (last ?? 0) + 1)
      const range = page.length > 0 ? `${first}-${(first ?? 0) + page.length - 1}` : '*'
      res.setHeader('content-range', `tokens ${range}/${tokens.length}`)
      return send(res, 200, page)
    }

    if (route === 'POST /api/tokens') {
      const name = typeof body?.name === 'string' ? body.name.trim() : ''
      if (!name) {
        const message = 'The name field must be defined'
        return send(res, 422, { message, code: 'E_VALIDATION_ERROR', errors: [{ field: 'name', message, rule: 'required' }] })
      }
      const id = Math.max(0, ...tokens.map((token) => token.id)) + 1
      const created: CreatedToken = {
        id,
        name,
        lastUsedAt: null,
        createdAt: new Date().toISOString(),
        expiresAt: null,
        token: `jf_created_${id}`,
      }
      const { token, ...listed } = created
      tokens.push(listed)
      secrets.set(token, id)
      return send(res, 201, created)
    }

    const revoke = route.match(/^DELETE \/api\/tokens\/(\d+)$/)
    if (revoke) {
      const id = Number(revoke[1])
      const index = tokens.findIndex((token) => token.id === id)
      if (index === -1) return send(res, 404, { message: 'Token not found' })
      tokens.splice(index, 1)
      for (const [secret, owner] of secrets) if (owner === id) secrets.delete(secret)
      return send(res, 200, { id })
    }

    return send(res, 404, { message: `Cannot ${route}` })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    user,
    token: 'jf_valid',
    tokens,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
}
