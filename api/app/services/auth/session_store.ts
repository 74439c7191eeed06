/*
 * Browser sessions, kept in PostgreSQL (the `sessions` table). The cookie
 * carries only the session id, so a session ended on the server stays
 * ended: a copy of the cookie taken before sign-out finds nothing.
 *
 * Each row remembers the account signed in with it (the session guard's
 * `auth_web` value), read from the data on every write, so no sign-in path
 * can forget to record it and every session of an account can be ended
 * (actions/auth/sign_out_everywhere.ts).
 *
 * While the database is away, saving a session is skipped (and reported
 * with the outage) rather than turned into an error after the request's
 * own answer, which already says the database is away when it needed it.
 */
import db from '@adonisjs/lucid/services/db'
import string from '@adonisjs/core/helpers/string'
import logger from '@adonisjs/core/services/logger'
import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'
import { isDatabaseOutage, reportDatabaseAway } from '#services/infra/database_errors'

const TABLE = 'sessions'
/** Where the session guard named "web" keeps the signed-in account's id. */
const SIGNED_IN_KEY = 'auth_web'
/** A session used again within this long keeps its expiry: one write a minute at most, not one per request. */
const TOUCH_INTERVAL_SECONDS = 60
/** One write in this many also deletes expired sessions. */
const COLLECT_EVERY = 50

function signedInUser(data: SessionData): number | null {
  const id = Number(data[SIGNED_IN_KEY])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** Runs a session write, skipping it (reported once per outage) when the database is away. */
async function whileDatabaseAnswers(write: () => Promise<unknown>) {
  try {
    await write()
  } catch (error) {
    if (!isDatabaseOutage(error)) throw error
    reportDatabaseAway(logger, error)
  }
}

export class DatabaseSessionStore implements SessionStoreContract {
  readonly #ageSeconds: number

  constructor(age: string | number) {
    this.#ageSeconds = string.seconds.parse(age)
  }

  #expiry() {
    return new Date(Date.now() + this.#ageSeconds * 1000)
  }

  async read(sessionId: string): Promise<SessionData | null> {
    const row = await db.from(TABLE).select('data').where('id', sessionId).where('expires_at', '>', new Date()).first()
    return row ? (row.data as SessionData) : null
  }

  async write(sessionId: string, data: SessionData) {
    await whileDatabaseAnswers(() => this.#save(sessionId, data))
  }

  async #save(sessionId: string, data: SessionData) {
    await db
      .table(TABLE)
      .insert({ id: sessionId, user_id: signedInUser(data), data: JSON.stringify(data), expires_at: this.#expiry() })
      .knexQuery.onConflict('id')
      .merge(['user_id', 'data', 'expires_at'])
    if (Math.floor(Math.random() * COLLECT_EVERY) === 0) {
      await db.from(TABLE).where('expires_at', '<=', new Date()).delete()
    }
  }

  async destroy(sessionId: string) {
    await db.from(TABLE).where('id', sessionId).delete()
  }

  async touch(sessionId: string) {
    await whileDatabaseAnswers(() => this.#extend(sessionId))
  }

  async #extend(sessionId: string) {
    const expiresAt = this.#expiry()
    await db
      .from(TABLE)
      .where('id', sessionId)
      .where('expires_at', '<', new Date(expiresAt.getTime() - TOUCH_INTERVAL_SECONDS * 1000))
      .update({ expires_at: expiresAt })
  }
}
