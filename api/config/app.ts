import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import proxyAddr from 'proxy-addr'

/** Signs cookies and encrypts secrets stored in the database. */
export const appKey = new Secret(env.get('APP_KEY', ''))

export const http = defineConfig({
  // Request ids come from ApiJsonMiddleware (a UUID is far cheaper than the default generator).
  generateRequestId: false,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /*
   * X-Forwarded-* headers are believed only from a proxy on loopback or a
   * private network (the usual load balancer), never from the open
   * internet: otherwise anyone could pick their own address and get round
   * the sign-in rate limit.
   */
  trustProxy: proxyAddr.compile(['loopback', 'uniquelocal']),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '7d',
    httpOnly: true,
    secure: app.inProduction && (env.get('APP_URL') ?? '').startsWith('https:'),
    sameSite: 'lax',
  },
})
