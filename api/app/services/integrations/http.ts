/*
 * How adapters talk HTTP: the product's one guarded client
 * (#services/infra/outbound_http: public addresses only, no retries of its own,
 * since the pipeline decides when to try again, and no redirects), and one
 * place that turns a platform's answer into an IntegrationError whose kind
 * tells the pipeline what to do next.
 *
 * What an owner reads (the 422 of a connection test, an integration's last
 * error, a delivery attempt) is always one of our own sentences with the
 * status code: never the body a server sent, which could be anything an
 * address chose to answer.
 */
import type { IncomingHttpHeaders } from 'node:http'
import type { Got } from 'got'
import { RequestError } from 'got'
import { type AdapterContext, type Credentials, IntegrationError } from '#services/integrations/contract'
import { baseUrlFor } from '#services/integrations/base_urls'
import { createOutboundHttp } from '#services/infra/outbound_http'

export { baseUrlFor }
export { createOutboundHttp as createPlatformHttp } from '#services/infra/outbound_http'

/** Said when the guard refused an address: the call never left. */
export const PRIVATE_ADDRESS_MESSAGE = 'JoinFlow only calls public addresses; this one is on a private or local network.'

let shared: Got | undefined

/** The call context for one platform and an owner's credentials. */
export function platformContext(platform: string, credentials: Credentials): AdapterContext {
  shared ??= createOutboundHttp()
  return { http: shared, baseUrl: baseUrlFor(platform, credentials) }
}

export interface PlatformRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Appended to the context's base URL. */
  path: string
  headers?: Record<string, string>
  searchParams?: Record<string, string | number>
  json?: unknown
  form?: Record<string, string>
  /** A raw body sent as is (Klaviyo's JSON:API bodies). */
  body?: string
}

export interface PlatformResponse {
  statusCode: number
  headers: IncomingHttpHeaders
  /** Parsed JSON when the platform answered JSON, else the text. */
  body: any
  text: string
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const header = Array.isArray(value) ? value[0] : value
  if (!header?.trim()) return undefined
  if (/^\d+(\.\d+)?$/.test(header.trim())) return Math.round(Number(header) * 1000)
  const at = Date.parse(header)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

function firstString(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return undefined
}

/** The human message in the error bodies platforms send, whatever their shape. */
export function platformMessage(body: any, text = ''): string | undefined {
  if (Array.isArray(body)) return platformMessage(body[0], text)
  if (body && typeof body === 'object') {
    const first = Array.isArray(body.errors) ? body.errors[0] : undefined
    const fieldErrors =
      body.errors && !Array.isArray(body.errors) && typeof body.errors === 'object'
        ? Object.values(body.errors).flat()[0]
        : undefined
    return firstString(
      body.detail,
      body.message,
      Array.isArray(body.message) ? body.message[0] : undefined,
      body.error_message,
      body.fault?.faultstring,
      body.Message,
      body.ErrorMessage,
      body.error_description,
      body.title,
      typeof body.error === 'string' ? body.error : body.error?.message,
      body.Error,
      first?.detail,
      first?.title,
      first?.message,
      first?.description,
      typeof first === 'string' ? first : undefined,
      fieldErrors,
      body.response_msg,
      body.text
    )
  }
  return firstString(text, typeof body === 'string' ? body : undefined)?.slice(0, 300)
}

export function kindForStatus(statusCode: number): IntegrationError['kind'] {
  if (statusCode === 401 || statusCode === 403) return 'auth'
  if (statusCode === 404 || statusCode === 410) return 'not_found'
  if (statusCode === 429) return 'rate_limited'
  if (statusCode === 408 || statusCode >= 500) return 'transient'
  return 'invalid'
}

const MESSAGES: Record<IntegrationError['kind'], string> = {
  auth: 'The platform refused the credentials',
  not_found: 'The platform could not find the list or account',
  invalid: 'The platform refused the request',
  rate_limited: 'The platform asked us to slow down',
  transient: 'The platform is not answering right now',
}

/** Our sentence for a kind of failure, with the status code when the status itself was the failure. */
function sentence(kind: IntegrationError['kind'], statusCode?: number) {
  const failedStatus = statusCode !== undefined && (statusCode < 200 || statusCode >= 300)
  return failedStatus ? `${MESSAGES[kind]} (HTTP ${statusCode}).` : `${MESSAGES[kind]}.`
}

/** What a server said, kept for the server's own log only, never shown. */
function said(text: string | undefined) {
  return text?.slice(0, 300)
}

/** The error for a non-2xx answer. Redirects are not followed: credentials never go to another host. */
export function errorForResponse(response: PlatformResponse, kind = kindForStatus(response.statusCode)) {
  if (response.statusCode >= 300 && response.statusCode < 400) {
    return new IntegrationError(
      `The platform answered with a redirect (HTTP ${response.statusCode}); check the account URL.`,
      'invalid',
      { statusCode: response.statusCode }
    )
  }
  return new IntegrationError(sentence(kind, response.statusCode), kind, {
    statusCode: response.statusCode,
    platformMessage: said(platformMessage(response.body, response.text)),
    retryAfterMs: kind === 'rate_limited' ? retryAfterMs(response.headers['retry-after']) : undefined,
  })
}

/** An error the platform reported inside a 2xx body; `reported` is what it said. */
export function errorInBody(reported: string, kind: IntegrationError['kind'], statusCode = 200) {
  return new IntegrationError(sentence(kind, statusCode), kind, { statusCode, platformMessage: said(reported) })
}

/** Timeouts, refused connections, refused addresses and other transport failures. */
export function errorForTransport(error: unknown): IntegrationError {
  if (error instanceof IntegrationError) return error
  const code = error instanceof RequestError ? error.code : (error as { code?: string })?.code
  // Refused by the address guard: no retry will change that.
  if (code === 'EPRIVATETARGET') return new IntegrationError(PRIVATE_ADDRESS_MESSAGE, 'invalid')
  const message =
    code === 'ETIMEDOUT'
      ? 'The platform did not answer in time.'
      : `Could not reach the platform${code ? ` (${code})` : ''}.`
  return new IntegrationError(message, 'transient', { platformMessage: said((error as Error)?.message) })
}

function parse(text: string, contentType: string | undefined) {
  const looksJson = contentType?.includes('json') || /^\s*[[{]/.test(text)
  if (!looksJson || !text.trim()) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Sends one request; transport failures throw, every HTTP answer is returned. */
export async function callPlatform(context: AdapterContext, request: PlatformRequest): Promise<PlatformResponse> {
  // Always under the platform's root: nothing an adapter builds can send the credentials to another host.
  if (!request.path.startsWith('/')) throw new IntegrationError('A platform path must start with /.', 'invalid')
  const url = `${context.baseUrl.replace(/\/+$/, '')}${request.path}`
  try {
    const response = await context.http(url, {
      method: request.method ?? 'GET',
      headers: { accept: 'application/json', ...request.headers },
      searchParams: request.searchParams,
      json: request.json,
      form: request.form,
      body: request.body,
      signal: context.signal,
      responseType: 'text',
      throwHttpErrors: false,
    })
    const text = response.body ?? ''
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      text,
      body: parse(text, response.headers['content-type']),
    }
  } catch (error) {
    throw errorForTransport(error)
  }
}

/** Sends one request and throws the mapped error unless the status is 2xx or expected. */
export async function requestPlatform(
  context: AdapterContext,
  request: PlatformRequest,
  expected: number[] = []
): Promise<PlatformResponse> {
  const response = await callPlatform(context, request)
  const ok = response.statusCode >= 200 && response.statusCode < 300
  if (!ok && !expected.includes(response.statusCode)) throw errorForResponse(response)
  return response
}

/**
 * A JSON POST with the account's headers, the way most platforms create a
 * contact or send a message; the answer's status must be 2xx or expected.
 */
export function postJson(
  context: AdapterContext,
  path: string,
  headers: Record<string, string>,
  json: unknown,
  extra: Pick<PlatformRequest, 'searchParams'> & { expected?: number[] } = {}
): Promise<PlatformResponse> {
  const { expected, ...request } = extra
  return requestPlatform(context, { method: 'POST', path, headers, json, ...request }, expected)
}

/** A read the platform answers for any valid key, or one for the list it names by its URL-encoded ID. */
export type PlatformRead = string | Pick<PlatformRequest, 'path' | 'searchParams'>

/**
 * The connection test most platforms share: a read any valid key may make,
 * then, when a list is chosen, a read of that list, so a mistyped list ID
 * fails the test rather than the first delivery.
 */
export async function checkKeyAndList(
  context: AdapterContext,
  headers: Record<string, string>,
  keyRead: PlatformRead,
  listId: string | null | undefined,
  listRead: (encodedId: string) => PlatformRead
) {
  const read = (target: PlatformRead) => (typeof target === 'string' ? { path: target } : target)
  await requestPlatform(context, { ...read(keyRead), headers })
  if (listId) await requestPlatform(context, { ...read(listRead(encodeURIComponent(listId))), headers })
}

export function basicAuth(username: string, password = '') {
  return `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`
}
