/*
 * The session api client plugin of @adonisjs/session writes test sessions
 * (`loginAs`, `withSession`) into a memory store and does not wait for
 * store writes. The server keeps sessions in PostgreSQL, so test requests
 * write theirs there, and each write is finished before the request goes.
 * While a test keeps the database away, reading the answer's session back
 * and clearing it are skipped, as the server skips saving it.
 */

/** The result of `work`, or `fallback` when the database is away. */
async function unlessDatabaseAway<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isDatabaseOutage(error)) return fallback
    throw error
  }
}
import type { ApplicationService } from '@adonisjs/core/types'
import type { PluginFn } from '@japa/runner/types'
import { ApiRequest } from '@japa/api-client'
import { cuid } from '@adonisjs/core/helpers'
import { configProvider } from '@adonisjs/core'
import type { SessionData } from '@adonisjs/session/types'
import { DatabaseSessionStore } from '#services/auth/session_store'
import { isDatabaseOutage } from '#services/infra/database_errors'

const FLASH_KEY = '__flash__'

class DatabaseSessionClient {
  readonly sessionId = cuid()
  readonly flashKey = FLASH_KEY
  #values: SessionData = {}
  #flashMessages: SessionData = {}

  constructor(private store: DatabaseSessionStore) {}

  merge(values: SessionData) {
    Object.assign(this.#values, values)
    return this
  }

  flash(values: SessionData) {
    Object.assign(this.#flashMessages, values)
    return this
  }

  async commit() {
    const values = Object.keys(this.#flashMessages).length ? { ...this.#values, [FLASH_KEY]: this.#flashMessages } : this.#values
    if (Object.keys(values).length) await this.store.write(this.sessionId, values)
  }

  async destroy(sessionId?: string) {
    await unlessDatabaseAway(() => this.store.destroy(sessionId ?? this.sessionId), undefined)
  }

  async load(sessionId?: string) {
    const { [FLASH_KEY]: flashMessages = {}, ...values } = (await unlessDatabaseAway(() => this.store.read(sessionId ?? this.sessionId), null)) ?? {}
    return { values, flashMessages }
  }
}

/** Install after `sessionApiClient(app)`: it replaces that plugin's session client. */
export function databaseSessionClient(app: ApplicationService): PluginFn {
  return async () => {
    const config = await configProvider.resolve<{ age: string | number }>(app, app.config.get('session'))
    const store = new DatabaseSessionStore(config!.age)
    ApiRequest.getter('sessionClient', () => new DatabaseSessionClient(store) as never, true)
  }
}
