import app from '@adonisjs/core/services/app'
import { HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE, failedForDatabase } from '#services/infra/database_availability'
import { reportDatabaseAway } from '#services/infra/database_errors'

interface FieldError {
  field: string
  message: string
  rule: string
}

interface ErrorLike {
  status?: number
  code?: string
  message?: string
  messages?: unknown
}

/*
 * SQLSTATE class 22, data exceptions: a value from the request that the
 * database cannot hold (an id beyond its column's range, a NUL byte in
 * text, text longer than its column). The client sent it, so it is the
 * client's error: 404 when a URL id is out of range (no such record can
 * exist), else 422.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/
const LARGEST_ID = 2_147_483_647

function dataExceptionAnswer(error: unknown, ctx: HttpContext) {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string' || !DATA_EXCEPTION.test(code) || !('severity' in (error as object))) return null
  const params = Object.values(ctx.request.params() ?? {})
  const idOutOfRange = params.some((value) => /^\d+$/.test(String(value)) && Number(value) > LARGEST_ID)
  return idOutOfRange
    ? { status: 404, body: { message: 'Not found.', code: 'E_NOT_FOUND' } }
    : { status: 422, body: { message: 'A value in the request is out of range or not allowed.', code: 'E_INVALID_VALUE' } }
}

/** The status an error declares, or 500 for an unexpected one. */
function declaredStatus(error: unknown) {
  const failure = (error ?? {}) as ErrorLike & { response?: { status?: number } }
  // A Bouncer denial carries the policy's own status (403 or 404) and message in its response.
  const declared = (failure.code === 'E_AUTHORIZATION_FAILURE' ? failure.response?.status : undefined) ?? failure.status
  return typeof declared === 'number' && declared >= 400 ? declared : 500
}

/** Each error is asked about once, whether it is reported first or only handled. */
const databaseFailures = new WeakMap<object, Promise<boolean>>()
function errorText(error: unknown) {
  return error instanceof Error ? error.message : String(error)
}

function failedForDatabaseOnce(error: unknown) {
  if (!error || typeof error !== 'object') return failedForDatabase(error, true)
  let answer = databaseFailures.get(error)
  if (!answer) {
    answer = failedForDatabase(error, declaredStatus(error) >= 500)
    databaseFailures.set(error, answer)
  }
  return answer
}

/**
 * Under /api every error is JSON of one shape:
 * `{ message, code?, errors?: [{ field, message, rule }] }`. Unexpected
 * errors answer 500 with a generic message and the request id; their
 * details go to the log only. While the database is away, what failed for
 * want of it answers 503 with Retry-After instead.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction && !app.inTest

  protected ignoreStatuses = [400, 401, 403, 404, 405, 409, 413, 415, 422, 429]

  async handle(error: unknown, ctx: HttpContext) {
    if (!ctx.request.url().startsWith('/api')) return super.handle(error, ctx)

    const dataException = dataExceptionAnswer(error, ctx)
    if (dataException) return ctx.response.status(dataException.status).send(dataException.body)

    if (await failedForDatabaseOnce(error)) {
      ctx.response.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      // The health check keeps its own shape even when the browser session could not be read first.
      if (ctx.request.url() === '/api/health') {
        return ctx.response.status(503).send({ status: 'error', ...DATABASE_UNAVAILABLE, database: { status: 'error', message: errorText(error) } })
      }
      return ctx.response.status(503).send(DATABASE_UNAVAILABLE)
    }

    const failure = (error ?? {}) as ErrorLike & { response?: { status?: number; message?: string } }
    const denial = failure.code === 'E_AUTHORIZATION_FAILURE' ? failure.response : undefined
    const status = declaredStatus(error)
    // A failure of an outside service says so itself (marked `expose`); anything else stays generic.
    if (status >= 500 && !(failure as { expose?: boolean }).expose) {
      return ctx.response.status(status).send({
        message: 'Something went wrong on our side. Please try again.',
        code: 'E_INTERNAL',
        requestId: ctx.request.id(),
      })
    }

    const body: { message: string; code?: string; errors?: FieldError[] } = {
      message: failure.message ?? 'Request failed.',
      code: failure.code,
    }
    if (failure.code === 'E_VALIDATION_ERROR' && Array.isArray(failure.messages)) {
      body.errors = (failure.messages as FieldError[]).map(({ field, message, rule }) => ({ field, message, rule }))
      body.message = body.errors[0]?.message ?? 'The request is not valid.'
    } else if (failure.code === 'E_UNAUTHORIZED_ACCESS') {
      body.message = 'Unauthorized access'
    } else if (failure.code === 'E_BAD_CSRF_TOKEN') {
      body.message = 'Your session expired. Reload the page and try again.'
    } else if (failure.code === 'E_REQUEST_ENTITY_TOO_LARGE') {
      body.message = 'The request body is too large.'
    } else if (denial) {
      body.message = denial.message && denial.message !== 'Access denied' ? denial.message : "You don't have permission to do this."
    }
    if (error && typeof error === 'object' && 'response' in error) {
      const retryAfter = (error as { response?: { availableIn?: number } }).response?.availableIn
      if (status === 429 && retryAfter) ctx.response.header('Retry-After', String(retryAfter))
    }
    return ctx.response.status(status).send(body)
  }

  async report(error: unknown, ctx: HttpContext) {
    if (ctx.request.url().startsWith('/api') && dataExceptionAnswer(error, ctx)) return
    if (await failedForDatabaseOnce(error)) return reportDatabaseAway(ctx.logger, error)
    return super.report(error, ctx)
  }
}
