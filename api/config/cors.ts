import { defineConfig } from '@adonisjs/cors'

/*
 * The web app is served from the API's own origin. Cross-origin callers
 * (the browser extension, scripts) authenticate with Bearer tokens and
 * need no cookies, so any origin may call without credentials.
 */
export default defineConfig({
  enabled: true,
  origin: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['content-range', 'x-request-id', 'retry-after'],
  credentials: false,
  maxAge: 90,
})
