import type { Logger } from '@adonisjs/core/logger'

/**
 * PostgreSQL closes client connections with SQLSTATE 57P01 when it shuts
 * down. On Ctrl-C the embedded server receives the signal together with
 * the app, so its clients see this while stopping: an expected event, not
 * an error to report.
 */
export function isServerShutdown(error: unknown) {
  return (error as { code?: string } | null)?.code === '57P01'
}

/**
 * SQLSTATE of a server shutting down, crashing or still starting (57P01-3),
 * of a failed or lost connection (class 08), and of no connection slot left.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300'])
/** What node-postgres and knex say when a connection ends or cannot be had. */
const CONNECTION_MESSAGES =
  /Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Timeout acquiring a connection|timeout exceeded when trying to connect/

/** Whether an error says the database connection failed or went away (as opposed to a bad query). */
export function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown }
  if (typeof code === 'string' && CONNECTION_STATES.has(code)) return true
  if (name === 'KnexTimeoutError') return true
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message)
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/**
 * For errors from a client that only ever talks to the database (the job
 * queue, the listeners): a refused or dropped connection means the
 * database is away too.
 */
export function isDatabaseOutage(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return isConnectionFailure(error) || (typeof code === 'string' && NETWORK_CODES.has(code))
}

const REPORT_EVERY_MS = 10_000
let reportedAt = 0

/** One warning per ten seconds while the database is away, with the latest cause. */
export function reportDatabaseAway(logger: Logger, error: unknown) {
  if (Date.now() - reportedAt < REPORT_EVERY_MS) return
  reportedAt = Date.now()
  const cause = error instanceof Error ? error.message : String(error)
  logger.warn('The database is not answering (%s); jobs wait, and API requests that need it answer 503, until it is back', cause.slice(0, 300))
}
