/*
 * Brings the schema up to date and inserts missing reference data; run on
 * server start. One process at a time does it, under a PostgreSQL advisory
 * lock held on a connection of its own: a process starting beside another
 * waits until the first has finished, then finds nothing left to do.
 *
 * (The migrator's own lock is not used: it only tries once, so the second
 * of two processes starting together failed, and it takes and releases the
 * lock on whichever pooled connection comes next, so the release could miss
 * the session that held it.)
 */
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import pg from 'pg'
import { databaseUrl } from '#services/infra/database_url'
import { seedReferenceData } from '#services/infra/reference_data'

/** Advisory lock key for schema and reference data changes. */
const SETUP_LOCK = 4_711_220_001

/** Runs `work` while this process holds the setup lock; ending the lock's session releases it, also on failure. */
async function exclusively<T>(work: () => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl() })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK])
    return await work()
  } finally {
    await client.end()
  }
}

async function runMigrations() {
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false, disableLocks: true })
  await migrator.run()
  if (migrator.error) throw migrator.error
  const applied = Object.values(migrator.migratedFiles).filter((file) => file.status === 'completed')
  if (applied.length) logger.info('applied %d migration(s)', applied.length)
}

export function migrateDatabase() {
  return exclusively(runMigrations)
}

export function prepareDatabase() {
  return exclusively(async () => {
    await runMigrations()
    await seedReferenceData()
  })
}
