import { APIConnectionError, APIError } from './errors.js'
import { listQuery, totalFromContentRange, type ListParams, type ListResult } from './list.js'
import { Auth } from './resources/auth.js'
import type { HealthReport } from './resources/health.js'
import { Tokens } from './resources/tokens.js'
import { isIdempotent, retryDelay } from './retry.js'
import type { HttpMethod, Query, Transport, TransportResponse } from './transport/transport.js'

export interface ClientOptions {
  /** A personal access token (`jf_...`). Without one, only public routes such as health answer. */
  token?: string
  /** Milliseconds per attempt. Default 30 seconds. */
  timeout?: number
  /** Retries of idempotent requests after connection failures, 429 and 5xx answers. Default 2. */
  maxRetries?: number
}

export interface RequestOptions {
  method: HttpMethod
  path: string
  query?: Query
  body?: unknown
  /** Error statuses whose body is a regular answer for this route, such as 503 from health. */
  acceptStatus?: readonly number[]
}

type RouteOptions = Omit<RequestOptions, 'method' | 'path'>

const DEFAULT_TIMEOUT_MS = 30_000
const DEFAULT_MAX_RETRIES = 2

/**
 * The JoinFlow API client over any transport. The package entries wrap it with a default
 * transport: got in Node (`@joinflow/sdk`), fetch in browsers (`@joinflow/sdk/browser`).
 */
export class JoinFlowClient {
  readonly auth: Auth
  readonly tokens: Tokens
  private readonly token: string | undefined
  private readonly timeout: number
  private readonly maxRetries: number

  constructor(
    private readonly transport: Transport,
    options: ClientOptions = {},
  ) {
    this.token = options.token
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES
    this.auth = new Auth(this)
    this.tokens = new Tokens(this)
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

  async post<T>(path: string, body?: unknown): Promise<T> {
    return (await this.request({ method: 'POST', path, body })).body as T
  }

  async delete<T>(path: string): Promise<T> {
    return (await this.request({ method: 'DELETE', path })).body as T
  }

  async getList<T>(path: string, params: ListParams<string, object> = {}): Promise<ListResult<T>> {
    const response = await this.request({ method: 'GET', path, query: listQuery(params) })
    const data = response.body as T[]
    return { data, total: totalFromContentRange(response.headers['content-range'], data.length) }
  }

  async request(options: RequestOptions): Promise<TransportResponse> {
    const retries = isIdempotent(options.method) ? this.maxRetries : 0
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.attempt(options)
      } catch (error) {
        const delay = attempt < retries ? retryDelay(error, attempt) : undefined
        if (delay === undefined) throw error
        await sleep(delay)
      }
    }
  }

  /** Where transport failures and error statuses become the SDK's errors, for every transport. */
  private async attempt({ method, path, query, body, acceptStatus = [] }: RequestOptions): Promise<TransportResponse> {
    let response: TransportResponse
    try {
      response = await this.transport.request({
        method,
        path,
        query,
        body,
        headers: this.headers(body !== undefined),
        timeout: this.timeout,
      })
    } catch (cause) {
      throw new APIConnectionError({ baseUrl: this.transport.baseUrl, cause })
    }
    if ((response.status >= 200 && response.status < 300) || acceptStatus.includes(response.status)) {
      return response
    }
    throw APIError.fromResponse(response)
  }

  private headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (hasBody) headers['content-type'] = 'application/json'
    if (this.token) headers.authorization = `Bearer ${this.token}`
    return headers
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
