import { Download } from './download.js'
import { APIConnectionError, APIError } from './errors.js'
import { listQuery, paginate, totalFromContentRange, type IterateParams, type ListParams, type ListResult } from './list.js'
import { Admin } from './resources/admin.js'
import { Auth } from './resources/auth.js'
import { OwnerBilling } from './resources/billing.js'
import { Analytics } from './resources/analytics.js'
import { Catalog } from './resources/catalog.js'
import { Checkout } from './resources/checkout.js'
import { Content } from './resources/content.js'
import { Dashboard } from './resources/dashboard.js'
import { Deliveries } from './resources/deliveries.js'
import { Extension } from './resources/extension.js'
import { Groups } from './resources/groups.js'
import { Plans } from './resources/plans.js'
import type { HealthReport } from './types.js'
import { Integrations } from './resources/integrations.js'
import { Notifications } from './resources/notifications.js'
import { Privacy } from './resources/privacy.js'
import { Requests } from './resources/requests.js'
import { Setup } from './resources/setup.js'
import { Subscription } from './resources/subscription.js'
import { Templates } from './resources/templates.js'
import { Tokens } from './resources/tokens.js'
import { isIdempotent, retryDelay } from './retry.js'
import { SessionCookies, type Session } from './session.js'
import {
  collectText,
  parseBody,
  type HttpMethod,
  type Query,
  type Transport,
  type TransportResponse,
  type TransportStreamResponse,
} from './transport/transport.js'

export interface ClientOptions {
  /**
   * A personal access token (`jf_...`). Without one, only public routes such as health answer,
   * until `auth.login()` signs the client in with a password session.
   */
  token?: string
  /** Milliseconds per attempt. Default 30 seconds. */
  timeout?: number
  /** Retries of idempotent requests after connection failures, 429 and 5xx answers. Default 2. */
  maxRetries?: number
  /**
   * How a client without a token keeps its password session. Default: the cookies are kept in
   * memory and sent back (Node). A web page passes `new DocumentSession()` from the browser entry,
   * since the browser keeps the cookies itself.
   */
  session?: Session
}

export interface RequestOptions {
  method: HttpMethod
  path: string
  query?: Query
  body?: unknown
  /** Error statuses whose body is a regular answer for this route, such as 503 from health. */
  acceptStatus?: readonly number[]
  /** The media type asked for. Default `application/json`. */
  accept?: string
  /**
   * Whether the request may be sent again after a connection failure, 429 or 5xx. GET, PUT and
   * DELETE may by default; a POST only when its route is known to store nothing twice, or when it
   * carries an `idempotencyKey`.
   */
  idempotent?: boolean
  /**
   * Sent as `Idempotency-Key`: the server answers a repeat of the request with the first answer,
   * so a POST carrying one is retried like a GET.
   */
  idempotencyKey?: string
}

type RouteOptions = Omit<RequestOptions, 'method' | 'path'>

const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_MAX_RETRIES = 2
const DEFAULT_PAGE_SIZE = 100

/**
 * The JoinFlow API client over any transport. The package entries wrap it with a default
 * transport: got in Node (`@joinflow/sdk`), fetch in browsers (`@joinflow/sdk/browser`).
 */
export class JoinFlowClient {
  readonly auth: Auth
  readonly tokens: Tokens
  readonly groups: Groups
  readonly templates: Templates
  readonly requests: Requests
  readonly setup: Setup
  readonly extension: Extension
  readonly dashboard: Dashboard
  readonly catalog: Catalog
  readonly integrations: Integrations
  readonly deliveries: Deliveries
  readonly notifications: Notifications
  readonly privacy: Privacy
  readonly analytics: Analytics
  readonly plans: Plans
  readonly content: Content
  readonly admin: Admin
  readonly subscription: Subscription
  readonly checkout: Checkout
  readonly billing: OwnerBilling
  private readonly token: string | undefined
  /** A client without a token keeps the session cookies `auth.login()` gets. */
  private readonly session: Session | undefined
  private readonly timeout: number
  private readonly maxRetries: number

  constructor(
    private readonly transport: Transport,
    options: ClientOptions = {},
  ) {
    this.token = options.token
    this.session = options.token ? undefined : (options.session ?? new SessionCookies())
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES
    this.auth = new Auth(this)
    this.tokens = new Tokens(this)
    this.groups = new Groups(this)
    this.templates = new Templates(this)
    this.requests = new Requests(this)
    this.setup = new Setup(this)
    this.extension = new Extension(this)
    this.dashboard = new Dashboard(this)
    this.catalog = new Catalog(this)
    this.integrations = new Integrations(this)
    this.deliveries = new Deliveries(this)
    this.notifications = new Notifications(this)
    this.privacy = new Privacy(this)
    this.analytics = new Analytics(this)
    this.plans = new Plans(this)
    this.content = new Content(this)
    this.admin = new Admin(this)
    this.subscription = new Subscription(this)
    this.checkout = new Checkout(this)
    this.billing = new OwnerBilling(this)
  }

  get baseUrl(): string {
    return this.transport.baseUrl
  }

  /** The server's own report; a 503 "error" report is returned, not thrown. */
  health(): Promise<HealthReport> {
    return this.get<HealthReport>('/api/health', { acceptStatus: [503] })
  }

  async get<T>(path: string, options: RouteOptions = {}): Promise<T> {
    return (await this.request({ ...options, method: 'GET', path })).body as T
  }

  async post<T>(path: string, body?: unknown, options: RouteOptions = {}): Promise<T> {
    return (await this.request({ ...options, method: 'POST', path, body })).body as T
  }

  async put<T>(path: string, body?: unknown): Promise<T> {
    return (await this.request({ method: 'PUT', path, body })).body as T
  }

  /** A partial update: only the fields sent change. Sent twice it leaves the same record, so it is retried like a PUT. */
  async patch<T>(path: string, body?: unknown): Promise<T> {
    return (await this.request({ method: 'PATCH', path, body, idempotent: true })).body as T
  }

  async delete<T>(path: string): Promise<T> {
    return (await this.request({ method: 'DELETE', path })).body as T
  }

  async getList<T>(path: string, params: ListParams<string, object> = {}): Promise<ListResult<T>> {
    const response = await this.request({ method: 'GET', path, query: listQuery(params) })
    const data = response.body as T[]
    return { data, total: totalFromContentRange(response.headers['content-range'], data.length) }
  }

  /** Every row of a list route, fetched a page at a time as the loop asks for more. */
  iterateList<T>(path: string, { pageSize = DEFAULT_PAGE_SIZE, ...params }: IterateParams<string, object> = {}): AsyncGenerator<T> {
    return paginate((range) => this.getList<T>(path, { ...params, range }), pageSize)
  }

  /** A GET whose body is read as it arrives, such as a CSV export. */
  async download(path: string, options: RouteOptions = {}): Promise<Download> {
    const response = await this.retrying(options.idempotent ?? true, () => this.attemptStream({ ...options, method: 'GET', path }))
    return new Download(this.guarded(response.body), response.headers)
  }

  async request(options: RequestOptions): Promise<TransportResponse> {
    return this.retrying(options.idempotent ?? (isIdempotent(options.method) || options.idempotencyKey !== undefined), () => this.attempt(options))
  }

  private async retrying<T>(idempotent: boolean, attempt: () => Promise<T>): Promise<T> {
    const retries = idempotent ? this.maxRetries : 0
    for (let made = 0; ; made += 1) {
      try {
        return await attempt()
      } catch (error) {
        const delay = made < retries ? retryDelay(error, made) : undefined
        if (delay === undefined) throw error
        await sleep(delay)
      }
    }
  }

  /** Where transport failures and error statuses become the SDK's errors, for every transport. */
  private async attempt(options: RequestOptions): Promise<TransportResponse> {
    let response: TransportResponse
    try {
      // A session's first write needs the XSRF cookie any answer sets; health is the cheapest.
      if (this.session && options.method !== 'GET' && !this.session.hasXsrfToken) {
        this.session.store((await this.transport.request(this.transportRequest({ method: 'GET', path: '/api/health' }))).cookies ?? [])
      }
      response = await this.transport.request(this.transportRequest(options))
    } catch (cause) {
      throw this.connectionError(cause)
    }
    this.session?.store(response.cookies ?? [])
    if (this.succeeded(response.status, options)) return response
    throw APIError.fromResponse(response)
  }

  private async attemptStream(options: RequestOptions): Promise<TransportStreamResponse> {
    let response: TransportStreamResponse
    let text: string | undefined
    try {
      response = await this.transport.stream(this.transportRequest(options))
      if (this.succeeded(response.status, options)) return response
      text = await collectText(response.body)
    } catch (cause) {
      throw this.connectionError(cause)
    }
    const { status, headers } = response
    throw APIError.fromResponse({ status, headers, body: parseBody(text, headers['content-type']) })
  }

  /** A failure halfway through a download is a connection error like any other. */
  private async *guarded(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    try {
      yield* body
    } catch (cause) {
      throw this.connectionError(cause)
    }
  }

  private transportRequest({ method, path, query, body, accept = 'application/json', idempotencyKey }: RequestOptions) {
    const headers = this.headers(method, accept, body !== undefined)
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey
    return { method, path, query, body, headers, timeout: this.timeout }
  }

  private succeeded(status: number, { acceptStatus = [] }: RequestOptions): boolean {
    return (status >= 200 && status < 300) || acceptStatus.includes(status)
  }

  private connectionError(cause: unknown): APIConnectionError {
    return new APIConnectionError({ baseUrl: this.transport.baseUrl, cause })
  }

  private headers(method: HttpMethod, accept: string, hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept, ...this.session?.headers(method !== 'GET') }
    if (hasBody) headers['content-type'] = 'application/json'
    if (this.token) headers.authorization = `Bearer ${this.token}`
    return headers
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
