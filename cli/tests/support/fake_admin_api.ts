import type { AdminUser, Plan } from '@joinflow/sdk'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The super admin routes of the JoinFlow API, in memory: users with roles and status, and the
 * plans. `superAdmin: false` answers every admin call with 403 the way the server refuses an owner.
 */
export interface FakeAdminApi {
  url: string
  token: string
  users: AdminUser[]
  plans: Plan[]
  received: { method: string; path: string; body: unknown }[]
  close(): Promise<void>
}

const TOKEN = 'jf_admin_token'

export function adminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    email: `user${id}@example.com`,
    firstName: 'Uma',
    lastName: `User${id}`,
    role: 'user',
    isSuperAdmin: false,
    isActive: true,
    permissions: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    planType: null,
    subscriptionStatus: null,
    ...overrides,
  }
}

export function plan(id: number, overrides: Partial<Plan> = {}): Plan {
  return {
    id,
    planType: `plan-${id}`,
    title: `Plan ${id}`,
    price: '$20',
    features: ['One group'],
    buttonText: 'Start Free Trial',
    isPopular: false,
    billingPeriod: 'monthly',
    groupLimit: 1,
    trialDays: 7,
    ...overrides,
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? JSON.parse(text) : undefined
}

export async function startFakeAdminApi({ superAdmin = true } = {}): Promise<FakeAdminApi> {
  const users: AdminUser[] = []
  const plans: Plan[] = []
  const received: FakeAdminApi['received'] = []

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const body = await readBody(req)
    received.push({ method: req.method ?? 'GET', path: url.pathname, body })
    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(payload === undefined ? undefined : JSON.stringify(payload))
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: 'Unauthorized access' })
    const route = `${req.method} ${url.pathname}`

    if (route === 'GET /api/pricing') return send(200, plans)
    if (route === 'GET /api/auth/user') return send(200, { id: 1, email: superAdmin ? 'root@example.com' : 'owner@example.com' })
    if (!superAdmin) return send(403, { message: 'Access denied', code: 'E_AUTHORIZATION_FAILURE' })

    if (route === 'GET /api/admin/users') {
      const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,9]') as [number, number]
      const page = users.slice(start, end + 1)
      return send(200, page, { 'content-range': `admin/users ${start}-${start + Math.max(page.length - 1, 0)}/${users.length}` })
    }
    const userMatch = /^PUT \/api\/admin\/users\/(\d+)\/(role|status)$/.exec(route)
    if (userMatch) {
      const user = users.find(({ id }) => id === Number(userMatch[1]))
      if (!user) return send(404, { message: 'User not found.' })
      if (user.isSuperAdmin) return send(403, { message: 'Super admins cannot be changed.' })
      Object.assign(user, body)
      return send(200, user)
    }
    const planMatch = /^PATCH \/api\/pricing\/(\d+)$/.exec(route)
    if (planMatch) {
      const found = plans.find(({ id }) => id === Number(planMatch[1]))
      if (!found) return send(404, { message: 'Pricing plan not found.' })
      const { price, ...rest } = body as Partial<Plan> & { price?: string }
      Object.assign(found, rest, price === undefined ? {} : { price: `$${String(price).replace('$', '')}` })
      return send(200, found)
    }
    return send(404, { message: 'There is no such API route.' })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    token: TOKEN,
    users,
    plans,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
