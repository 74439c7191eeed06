/*
 * Whether the database is there. While it is away (restarting after a
 * crash, in crash recovery, out of reach), requests that need it answer 503
 * with Retry-After, so the extension, the SDK and the CLI wait and try
 * again, instead of a 500 that reads as a bug. The log says so once in a
 * while, not once per request.
 */
import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import { isConnectionFailure } from '#services/infra/database_errors'

/** Seconds clients are asked to wait: about how long the embedded server takes to start again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

export const DATABASE_UNAVAILABLE = {
  message: 'The database is not answering right now. Try again in a few seconds.',
  code: 'E_DATABASE_UNAVAILABLE',
}

/** A database found away is not asked again for this long. */
const AWAY_FOR_MS = 1000
const PROBE_TIMEOUT_MS = 2000

/** The settings the app's own connection uses. */
function connectionSettings(): pg.ClientConfig {
  const connection = db.manager.get(db.primaryConnectionName)?.config.connection
  return typeof connection === 'string' ? { connectionString: connection } : { ...(connection as pg.ClientConfig) }
}

/** Asks the database with a connection of its own, so a full or broken pool cannot answer for it. */
async function probe() {
  const client = new pg.Client({ ...connectionSettings(), connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    client.end().catch(() => {})
  }
}

let awaySince = 0
let checking: Promise<boolean> | undefined

/**
 * Whether the database answers now. Requests that wonder at the same time
 * share one probe, and once it is found away it is not asked again for a
 * second; an answer that it is there is never reused, since it can go at
 * any moment.
 */
export function databaseAnswers(): Promise<boolean> {
  if (Date.now() - awaySince < AWAY_FOR_MS) return Promise.resolve(false)
  checking ??= probe().then((answer) => {
    awaySince = answer ? 0 : Date.now()
    checking = undefined
    return answer
  })
  return checking
}

/**
 * Whether a request failed because the database is away: its error says
 * so, or an unexpected failure happened while the database does not answer
 * (a refused connection looks like any other network error).
 */
export async function failedForDatabase(error: unknown, unexpected: boolean) {
  if (isConnectionFailure(error)) return true
  return unexpected && !(await databaseAnswers())
}
