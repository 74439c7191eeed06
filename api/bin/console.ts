/*
 * Ace entry point. Commands that talk to the database get one first: the
 * DATABASE_URL server, or the embedded one of this checkout.
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
const argv = process.argv.slice(2)
const needsDatabase = /^(migration:|db:|jobs:|repl|user:)/.test(argv[0] ?? '')
const notices = noticesToLog()
const database = needsDatabase ? await resolveDatabase({ database: process.env.DB_DATABASE ?? 'joinflow', notice: notices.notice }) : null

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.ready(() => notices.useLogger(app))
    // One-shot commands (migrations, seeds) leave no embedded server behind.
    app.terminating(() => database?.stop())
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .ace()
  .handle(argv)
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
