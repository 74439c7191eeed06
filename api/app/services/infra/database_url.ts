import env from '#start/env'

/** The PostgreSQL URL; the entry points set it (to the embedded server when none is configured). */
export function databaseUrl() {
  const url = env.get('DATABASE_URL')
  if (!url) throw new Error('DATABASE_URL is not set: start the app through bin/server.ts, bin/console.ts or bin/test.ts.')
  return url
}
