/*
 * Environment variables, validated and typed. docs/configuration.md lists
 * each one with its default.
 */
import { Env } from '@adonisjs/core/env'

export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum.optional(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.string.optional(),
  // Earlier APP_KEYs, comma-separated: stored secrets encrypted with them are still read, and re-encrypted at start.
  APP_KEY_PREVIOUS: Env.schema.string.optional(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.enum.optional(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),

  // Set by bin/*.ts before the app boots (the embedded server's URL when unset); optional for commands that need no database.
  DATABASE_URL: Env.schema.string.optional(),
  DB_POOL_MAX: Env.schema.number.optional(),

  SUPER_ADMIN_EMAILS: Env.schema.string.optional(),
  // Browser origins besides the app's own allowed to call the API across origins, comma-separated.
  CORS_ORIGINS: Env.schema.string.optional(),
  // Chrome extension ids whose origin (chrome-extension://<id>) may call the API, comma-separated.
  EXTENSION_IDS: Env.schema.string.optional(),

  JOBS_IN_PROCESS: Env.schema.boolean.optional(),

  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  SMTP_SECURE: Env.schema.boolean.optional(),
  MAIL_FROM: Env.schema.string.optional(),

  OIDC_ISSUER: Env.schema.string.optional({ format: 'url', tld: false }),
  OIDC_CLIENT_ID: Env.schema.string.optional(),
  OIDC_CLIENT_SECRET: Env.schema.string.optional(),
  OIDC_NAME: Env.schema.string.optional(),
  GOOGLE_CLIENT_ID: Env.schema.string.optional(),
  GOOGLE_CLIENT_SECRET: Env.schema.string.optional(),
  FACEBOOK_CLIENT_ID: Env.schema.string.optional(),
  FACEBOOK_CLIENT_SECRET: Env.schema.string.optional(),

  // The extension's Chrome Web Store listing; the dashboard offers it instead of the download when set.
  CHROME_WEB_STORE_URL: Env.schema.string.optional(),

  // Where group pictures are read from (https://www.facebook.com when unset); tests point it at a local server.
  FACEBOOK_BASE_URL: Env.schema.string.optional({ format: 'url', tld: false }),

  // Payments go through Stripe when its secret key is set, through the built-in sandbox otherwise.
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  // Another API base than Stripe's (a local server speaking its API, in tests).
  STRIPE_API_BASE: Env.schema.string.optional({ format: 'url', tld: false }),
  // The signing secret of the Stripe webhook endpoint (https://<your host>/api/webhooks/stripe), whsec_…
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),

  // JSON object of platform id to API root, replacing the documented ones (local fakes in tests and benches).
  PLATFORM_BASE_URLS: Env.schema.string.optional(),
  // TESTS ONLY: `true` lets every outbound call reach loopback and private addresses; read at each call (#services/infra/outbound_http).
  TEST_ONLY_ALLOW_PRIVATE_NETWORK: Env.schema.boolean.optional(),
})
