import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, stores } from '@adonisjs/session'

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
  store: env.get('SESSION_DRIVER', app.inTest ? 'memory' : 'cookie'),
  stores: {
    cookie: stores.cookie(),
  },
})
