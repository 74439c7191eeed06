import type { TransportResponse } from './transport/transport.js'
import type { FieldError } from './types.js'


/** The shape of every error body under /api. */
export interface ErrorBody {
  message: string
  code?: string
  errors?: FieldError[]
}

/** Base of everything the SDK throws, so callers can catch the SDK's errors in one clause. */
export class JoinFlowError extends Error {
  // Names are spelled out because bundlers may rename classes when minifying.
  override readonly name: string = 'JoinFlowError'
}

/** No response arrived: the server is down, the address is wrong, or the request timed out. */
export class APIConnectionError extends JoinFlowError {
  override readonly name: string = 'APIConnectionError'
  readonly baseUrl: string
  readonly timedOut: boolean

  constructor({ baseUrl, cause }: { baseUrl: string; cause: unknown }) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
    super(timedOut ? `The request to ${baseUrl} timed out.` : `Could not connect to ${baseUrl}.`, { cause })
    this.baseUrl = baseUrl
    this.timedOut = timedOut
  }
}

/** The API answered with a non-success status. */
export class APIError extends JoinFlowError {
  override readonly name: string = 'APIError'
  readonly status: number
  readonly body: unknown
  readonly headers: Record<string, string>
  /** The API's `X-Request-Id`, to quote when reporting a problem. */
  readonly requestId: string | undefined
  /** The API's machine-readable code, such as `E_UNAUTHORIZED_ACCESS`. */
  readonly code: string | undefined
  /**
   * Seconds the API asks to wait before trying again, from `Retry-After`: a 429, or a 503 while
   * its database is away. `undefined` when the answer has none.
   */
  readonly retryAfter: number | undefined

  constructor(response: TransportResponse) {
    const body = isErrorBody(response.body) ? response.body : undefined
    super(body?.message ?? `The JoinFlow API answered with status ${response.status}.`)
    this.status = response.status
    this.body = response.body
    this.headers = response.headers
    this.requestId = response.headers['x-request-id']
    this.code = body?.code
    this.retryAfter = retryAfterSeconds(response.headers)
  }

  /** The single place where a response status becomes an error class. */
  static fromResponse(response: TransportResponse): APIError {
    const { status } = response
    if (status === 400) return new BadRequestError(response)
    if (status === 401) return new AuthenticationError(response)
    if (status === 403) return new PermissionDeniedError(response)
    if (status === 404) return new NotFoundError(response)
    if (status === 409) return new ConflictError(response)
    if (status === 422) return new UnprocessableEntityError(response)
    if (status === 429) return new RateLimitError(response)
    if (status >= 500) return new InternalServerError(response)
    return new APIError(response)
  }
}

export class BadRequestError extends APIError {
  override readonly name: string = 'BadRequestError'
}

export class AuthenticationError extends APIError {
  override readonly name: string = 'AuthenticationError'
}

export class PermissionDeniedError extends APIError {
  override readonly name: string = 'PermissionDeniedError'
}

export class NotFoundError extends APIError {
  override readonly name: string = 'NotFoundError'
}

export class ConflictError extends APIError {
  override readonly name: string = 'ConflictError'
}

export class UnprocessableEntityError extends APIError {
  override readonly name: string = 'UnprocessableEntityError'
  readonly errors: FieldError[]

  constructor(response: TransportResponse) {
    super(response)
    this.errors = isErrorBody(response.body) ? (response.body.errors ?? []) : []
  }
}

export class RateLimitError extends APIError {
  override readonly name: string = 'RateLimitError'
}

export class InternalServerError extends APIError {
  override readonly name: string = 'InternalServerError'
}

/** Reads `Retry-After` in either of its forms: delta-seconds or an HTTP date. */
export function retryAfterSeconds(headers: Record<string, string>, now = Date.now()): number | undefined {
  const value = headers['retry-after']?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as ErrorBody).message === 'string'
}
