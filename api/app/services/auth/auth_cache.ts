/*
 * Verified access tokens and their users, kept in memory for a minute so a
 * token-authenticated request needs no database round trip.
 *
 * Any change to a user or to a user's tokens drops that user's entries in
 * this process at once and, through PostgreSQL NOTIFY on the "auth_cache"
 * channel, in every other API process. While this process is not listening
 * (starting, or its listener connection dropped) the cache is bypassed, so
 * a revoked token or a deactivated account is never honoured late.
 */
import { hash } from 'node:crypto'
import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type User from '#models/user'

const CHANNEL = 'auth_cache'
const TTL_MS = 60_000
const MAX_ENTRIES = 20_000
/** last_used_at is written at most this often per token. */
export const TOUCH_INTERVAL_MS = 60_000

interface TokenEntry {
  token: AccessToken
  userId: number
  until: number
}

interface UserEntry {
  user: User
  until: number
}

export class AuthCache {
  #tokens = new Map<string, TokenEntry>()
  #users = new Map<number, UserEntry>()
  #listener?: pg.Client
  #listening = false
  #stopped = false
  #relistening = false

  /** Whether entries may be served (this process hears invalidations, or it is the only process). */
  enabled = false

  static keyFor(tokenValue: string) {
    return hash('sha256', tokenValue, 'base64url')
  }

  token(key: string) {
    if (!this.enabled) return null
    const entry = this.#tokens.get(key)
    if (!entry) return null
    if (entry.until < Date.now() || entry.token.isExpired()) {
      this.#tokens.delete(key)
      return null
    }
    return entry.token
  }

  rememberToken(key: string, token: AccessToken) {
    if (!this.enabled) return
    this.#bound(this.#tokens)
    this.#tokens.set(key, { token, userId: Number(token.tokenableId), until: Date.now() + TTL_MS })
  }

  /**
   * The cached account. It is shared by concurrent requests, so request
   * code treats the authenticated user as read-only: code that changes an
   * account loads its own copy (saving it invalidates this one).
   */
  user(id: number) {
    if (!this.enabled) return null
    const entry = this.#users.get(id)
    if (!entry) return null
    if (entry.until < Date.now()) {
      this.#users.delete(id)
      return null
    }
    return entry.user
  }

  rememberUser(user: User) {
    if (!this.enabled) return
    this.#bound(this.#users)
    this.#users.set(user.id, { user, until: Date.now() + TTL_MS })
  }

  /** Drops a user's entries here and in every other process. */
  async invalidateUser(userId: number) {
    this.forgetUser(userId)
    await db.rawQuery('SELECT pg_notify(?, ?)', [CHANNEL, String(userId)])
  }

  forgetUser(userId: number) {
    this.#users.delete(userId)
    for (const [key, entry] of this.#tokens) {
      if (entry.userId === userId) this.#tokens.delete(key)
    }
  }

  clear() {
    this.#tokens.clear()
    this.#users.clear()
  }

  /** Serve from the cache only while invalidations from other processes are heard. */
  async listen(connectionString: string, onError: (error: Error) => void) {
    this.#stopped = false
    const client = new pg.Client({ connectionString })
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.forgetUser(Number(message.payload))
    })
    client.on('error', (error) => {
      onError(error)
      this.#dropListener()
      this.#listenAgain(connectionString, onError)
    })
    client.on('end', () => this.#dropListener())
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    this.#listener = client
    this.#listening = true
    this.enabled = true
  }

  /** Listens again a second later, and keeps trying while the database is away. */
  #listenAgain(connectionString: string, onError: (error: Error) => void) {
    if (this.#stopped || this.#relistening) return
    this.#relistening = true
    setTimeout(() => {
      this.#relistening = false
      this.listen(connectionString, onError).catch((failure) => {
        onError(failure)
        this.#listenAgain(connectionString, onError)
      })
    }, 1000).unref()
  }

  /** For a single process (tests): no other process can change what is cached. */
  enableWithoutListener() {
    this.enabled = true
  }

  async stop() {
    this.#stopped = true
    const listener = this.#listener
    this.#dropListener()
    await listener?.end().catch(() => {})
  }

  get isListening() {
    return this.#listening
  }

  #dropListener() {
    this.#listening = false
    this.enabled = false
    this.#listener = undefined
    this.clear()
  }

  #bound(map: Map<unknown, unknown>) {
    if (map.size < MAX_ENTRIES) return
    const oldest = map.keys().next().value
    map.delete(oldest)
  }
}

const authCache = new AuthCache()
export default authCache
