/*
 * Brings the schema up to date and inserts missing reference data; run on
 * server start. PostgreSQL advisory locks taken by the migrator keep two
 * processes starting together from migrating twice.
 */
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { seedReferenceData } from '#services/reference_data'

export async function migrateDatabase() {
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false })
  await migrator.run()
  if (migrator.error) throw migrator.error
  const applied = Object.values(migrator.migratedFiles).filter((file) => file.status === 'completed')
  if (applied.length) logger.info('applied %d migration(s)', applied.length)
}

export async function prepareDatabase() {
  await migrateDatabase()
  await seedReferenceData()
}
