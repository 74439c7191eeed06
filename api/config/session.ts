import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/session'
import type { SessionStoreFactory } from '@adonisjs/session/types'
import { DatabaseSessionStore } from '#services/auth/session_store'

/*
 * Sessions live in PostgreSQL (app/services/auth/session_store.ts): the cookie
 * holds only the session id, so ending a session on the server ends it
 * everywhere, including any copy of the cookie.
 */
const database: SessionStoreFactory = (_ctx, config) => new DatabaseSessionStore(config.age)

export default defineConfig({
  enabled: true,
  cookieName: 'joinflow-session',
  clearWithBrowser: false,
  age: '7d',
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction && (env.get('APP_URL') ?? '').startsWith('https:'),
    sameSite: 'lax',
  },
  store: 'database',
  stores: { database },
})
