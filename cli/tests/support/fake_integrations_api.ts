import type { Delivery, EmailIntegration, PrivacySettings, SmsIntegration, Webhook } from '@joinflow/sdk'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The integration, delivery and privacy routes of the JoinFlow API, in memory. Platform keys
 * starting with `bad` are refused the way a platform refuses them: 422 with its own reason.
 */
export interface FakeIntegrationsApi {
  url: string
  token: string
  email: EmailIntegration[]
  sms: SmsIntegration[]
  webhooks: Webhook[]
  deliveries: Delivery[]
  privacy: PrivacySettings
  received: { method: string; path: string; query: URLSearchParams; body: Record<string, unknown> | undefined }[]
  close(): Promise<void>
}

const TOKEN = 'jf_integrations_token'
export const REFUSED_KEY_MESSAGE = 'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.'
const stats = { delivered: 0, failed: 0, pending: 0 }

export function emailIntegration(id: number, overrides: Partial<EmailIntegration> = {}): EmailIntegration {
  return {
    id,
    type: 'email',
    platform: 'mailchimp',
    name: 'Mailchimp Integration',
    listId: null,
    isActive: true,
    authMethod: 'api_key',
    credentialHint: '••••us21',
    status: 'connected',
    lastError: null,
    groupIds: null,
    trigger: 'approved',
    createdAt: '2026-11-01T10:00:00.000Z',
    lastDeliveryAt: null,
    stats,
    ...overrides,
  }
}

export function delivery(id: number, overrides: Partial<Delivery> = {}): Delivery {
  return {
    id,
    memberRequestId: 41,
    memberName: 'Amara Okafor',
    integrationId: 5,
    integrationName: 'Mailchimp Integration',
    integrationType: 'email',
    platform: 'mailchimp',
    status: 'delivered',
    attempts: 1,
    lastError: null,
    lastStatusCode: 200,
    nextAttemptAt: null,
    deliveredAt: '2026-11-01T10:00:01.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    approvedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined
}

export async function startFakeIntegrationsApi(): Promise<FakeIntegrationsApi> {
  const state = {
    email: [] as EmailIntegration[],
    sms: [] as SmsIntegration[],
    webhooks: [] as Webhook[],
    deliveries: [] as Delivery[],
    privacy: { eraseAfterDelivery: false, retentionDays: null } as PrivacySettings,
  }
  const received: FakeIntegrationsApi['received'] = []
  let nextId = 100

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const body = await readBody(req)
    received.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body })
    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(payload === undefined ? undefined : JSON.stringify(payload))
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: 'Unauthorized access' })
    const route = `${req.method} ${url.pathname}`
    const refused = typeof body?.apiKey === 'string' && body.apiKey.startsWith('bad')

    if (route === 'GET /api/catalog/email') {
      return send(200, {
        platforms: [
          {
            id: 'mailchimp',
            name: 'Mailchimp',
            authMethod: 'both',
            category: 'Email Marketing',
            description: 'All-in-one marketing platform',
            credentialFields: [
              { name: 'apiKey', label: 'API key', type: 'password', required: true },
              { name: 'listId', label: 'Audience ID', type: 'text', required: false },
            ],
            adapter: true,
            oauthConfigured: false,
          },
          { id: 'flodesk', name: 'Flodesk', authMethod: 'api_key', category: 'Newsletter', description: 'Beautiful emails', credentialFields: [], adapter: false, oauthConfigured: false },
        ],
        supported: [],
      })
    }
    if (route === 'GET /api/integrations/email') return send(200, state.email)
    if (route === 'GET /api/integrations/sms') return send(200, state.sms)
    if (route === 'GET /api/integrations/sheets') return send(200, [])
    if (route === 'GET /api/integrations/webhooks') return send(200, state.webhooks)
    if (route === 'POST /api/integrations/email/test' || route === 'POST /api/integrations/sms/test') {
      return refused ? send(422, { message: REFUSED_KEY_MESSAGE, code: 'E_PLATFORM_REJECTED' }) : send(200, { ok: true, message: 'API key is valid and connection established.' })
    }
    if (route === 'POST /api/integrations/email') {
      if (refused) return send(422, { message: REFUSED_KEY_MESSAGE, code: 'E_PLATFORM_REJECTED' })
      const created = emailIntegration(nextId++, {
        platform: String(body?.platform),
        name: String(body?.name ?? 'Mailchimp Integration'),
        listId: (body?.listId as string | null) ?? null,
        credentialHint: `••••${String(body?.apiKey).slice(-4)}`,
      })
      state.email.push(created)
      return send(201, created)
    }
    if (route === 'POST /api/integrations/sms') {
      const created: SmsIntegration = {
        id: nextId++,
        type: 'sms',
        platform: String(body?.platform),
        name: String(body?.name ?? 'ClickSend Integration'),
        isActive: true,
        listId: (body?.listId as string | undefined) ?? null,
        credentialHint: `••••${String(body?.apiKey).slice(-4)}`,
        status: 'connected',
        lastError: null,
        groupIds: null,
        sendWelcomeSms: Boolean(body?.sendWelcomeSms),
        createdAt: '2026-11-01T10:00:00.000Z',
        lastDeliveryAt: null,
        stats,
      }
      state.sms.push(created)
      return send(201, created)
    }
    if (route === 'POST /api/integrations/webhooks') {
      const created = { id: nextId++, type: 'webhook', name: body?.name, url: body?.url, isActive: true, status: 'connected', lastError: null, groupIds: null, trigger: 'approved', createdAt: '2026-11-01T10:00:00.000Z', lastDeliveryAt: null, stats } as Webhook
      state.webhooks.push(created)
      return send(201, { ...created, secret: 'whsec_0123456789abcdef' })
    }
    const emailDelete = url.pathname.match(/^\/api\/integrations\/email\/(\d+)$/)
    if (req.method === 'DELETE' && emailDelete) {
      const index = state.email.findIndex((each) => each.id === Number(emailDelete[1]))
      if (index < 0) return send(404, { message: 'Integration not found.', code: 'E_NOT_FOUND' })
      state.email.splice(index, 1)
      return send(204)
    }
    const retryFailed = url.pathname.match(/^\/api\/integrations\/(\d+)\/retry-failed$/)
    if (req.method === 'POST' && retryFailed) {
      const failed = state.deliveries.filter((each) => each.integrationId === Number(retryFailed[1]) && each.status === 'failed')
      for (const each of failed) each.status = 'queued'
      return send(200, { queued: failed.length })
    }
    if (route === 'GET /api/deliveries') {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { status?: string; integrationId?: number }
      const [start, end] = JSON.parse(url.searchParams.get('range') ?? '[0,9]') as [number, number]
      const rows = state.deliveries.filter(
        (each) => (!filter.status || each.status === filter.status) && (!filter.integrationId || each.integrationId === filter.integrationId),
      )
      const page = rows.slice(start, end + 1)
      return send(200, page, { 'content-range': `deliveries ${start}-${start + Math.max(page.length - 1, 0)}/${rows.length}` })
    }
    const retry = url.pathname.match(/^\/api\/deliveries\/(\d+)\/retry$/)
    if (req.method === 'POST' && retry) {
      const found = state.deliveries.find((each) => each.id === Number(retry[1]))
      if (!found) return send(404, { message: 'Delivery not found.', code: 'E_NOT_FOUND' })
      // As the API does: a delivery delivered, or being delivered, is answered as it is.
      if (found.status !== 'delivered' && found.status !== 'delivering') found.status = 'queued'
      return send(200, found)
    }
    if (route === 'GET /api/auth/user') return send(200, { id: 1, email: 'ada@example.com' })
    if (route === 'GET /api/settings/privacy') return send(200, state.privacy)
    if (route === 'PATCH /api/settings/privacy') {
      state.privacy = { ...state.privacy, ...(body as Partial<PrivacySettings>) }
      return send(200, state.privacy)
    }
    if (route === 'POST /api/privacy/erase') return send(200, { erased: body?.email === 'amara@example.com' ? 2 : 0 })
    return send(404, { message: 'Route not found' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    token: TOKEN,
    get email() {
      return state.email
    },
    get sms() {
      return state.sms
    },
    get webhooks() {
      return state.webhooks
    },
    get deliveries() {
      return state.deliveries
    },
    get privacy() {
      return state.privacy
    },
    received,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
