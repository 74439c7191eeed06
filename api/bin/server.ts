/*
 * HTTP server entry point: resolves the database (embedded when
 * DATABASE_URL is unset, and then looked after by this process: started
 * again if it stops by itself), brings the schema and reference data up to
 * date, then serves /api and the built web app. The job worker runs in the
 * same process unless JOBS_IN_PROCESS=false (see providers/queue_provider.ts).
 */
import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { resolveDatabase } from '../lib/embedded_database.js'
import { noticesToLog } from '../lib/notices.js'
import { ensureAppKey } from '../lib/app_key.js'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

await ensureAppKey()
const notices = noticesToLog()
const database = await resolveDatabase({ database: process.env.DB_DATABASE ?? 'joinflow', notice: notices.notice })

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.ready(() => notices.useLogger(app))
    app.starting(async () => {
      if (process.env.MIGRATE_ON_START !== 'false') {
        const { prepareDatabase } = await import('#services/infra/database_setup')
        await prepareDatabase()
      }
      // Stored secrets an earlier APP_KEY opens are re-encrypted; one no configured key opens stops the start here.
      const { checkStoredSecrets } = await import('#services/infra/stored_secrets')
      await checkStoredSecrets()
    })
    // The embedded database stops last, once the queue and every other connection are closed.
    const stop = async () => {
      await app.terminate()
      await database.stop()
    }
    app.listen('SIGTERM', stop)
    app.listen('SIGINT', stop)
  })
  .httpServer()
  .start()
  .catch(async (error) => {
    process.exitCode = 1
    prettyPrintError(error)
    await database.stop()
    // The embedded database's exit hook would end an idle process with code 0; a failed start is 1.
    process.exit(1)
  })
