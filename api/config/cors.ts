import { defineConfig } from '@adonisjs/cors'
import { isAllowedOrigin } from '#services/infra/allowed_origins'

/*
 * Only the web app's own origins and the Chrome extension's are allowed
 * across origins (app/services/infra/allowed_origins.ts), with credentials. Any
 * other origin gets no CORS headers: its pages cannot send the API a
 * preflighted request (a Bearer header, JSON) nor read an answer.
 */
export default defineConfig({
  enabled: true,
  origin: (origin, ctx) => isAllowedOrigin(origin, ctx),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['content-range', 'x-request-id', 'retry-after'],
  credentials: true,
  maxAge: 90,
})
