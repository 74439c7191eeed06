import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import { defineConfig } from '@adonisjs/lucid'
import type { PostgreConfig } from '@adonisjs/lucid/types/database'
import { reportDatabaseAway } from '#services/infra/database_errors'

/**
 * knex's own log lines. While the database is away, every request's
 * failed connection attempt would log a warning with a stack; that is said
 * once every ten seconds instead, like the rest of the outage.
 */
const CONNECTION_WARNING = /^(Acquire connection error|Connection Error): /

const knexLog = {
  warn: (message: string) =>
    CONNECTION_WARNING.test(message)
      ? reportDatabaseAway(logger, new Error(message.replace(CONNECTION_WARNING, '').split('\n')[0]))
      : logger.warn(message),
  error: (message: string) => logger.error(message),
  deprecate: (message: string) => logger.info(message),
  debug: (message: string) => logger.debug(message),
}

/** Lucid hands this object to knex as it is, so knex's own `log` option (not in Lucid's type) goes here too. */
const postgres: PostgreConfig & { log: typeof knexLog } = {
  client: 'pg',
  log: knexLog,
  connection: {
    connectionString: env.get('DATABASE_URL'),
  },
  pool: { min: 0, max: env.get('DB_POOL_MAX', 10) },
  migrations: {
    naturalSort: true,
    paths: ['database/migrations'],
  },
  seeders: {
    paths: ['database/seeders'],
  },
}

const dbConfig = defineConfig({
  connection: 'postgres',
  prettyPrintDebugQueries: false,
  connections: { postgres },
})

export default dbConfig
