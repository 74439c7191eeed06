import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'

/** Signs cookies and encrypts secrets stored in the database. */
export const appKey = new Secret(env.get('APP_KEY', ''))

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /*
   * Behind a load balancer the client address comes from X-Forwarded-For;
   * trusting loopback and private ranges covers the usual proxies.
   */
  trustProxy: () => true,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '7d',
    httpOnly: true,
    secure: app.inProduction && (env.get('APP_URL') ?? '').startsWith('https:'),
    sameSite: 'lax',
  },
})
