import { defineConfig } from '@adonisjs/shield'
import type { HttpContext } from '@adonisjs/core/http'
import { usesBearerToken } from '#services/auth/request_auth'

/** Stripe's webhook proves itself with its signature; it has no session or CSRF token to send. */
const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe'

export default defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      scriptSrc: [`'self'`],
      styleSrc: [`'self'`, `'unsafe-inline'`],
      imgSrc: [`'self'`, 'data:', 'https:'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [`'self'`],
      frameAncestors: [`'none'`],
      formAction: [`'self'`],
      baseUri: [`'self'`],
      objectSrc: [`'none'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: (ctx: HttpContext) => usesBearerToken(ctx) || ctx.request.url() === STRIPE_WEBHOOK_PATH,
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: {
    enabled: true,
    action: 'DENY',
  },
  /*
   * Sent by BrowserSessionMiddleware, and only on requests that arrived over
   * HTTPS; shield would send it on every response.
   */
  hsts: {
    enabled: false,
    maxAge: '180 days',
  },
  contentTypeSniffing: {
    enabled: true,
  },
})
