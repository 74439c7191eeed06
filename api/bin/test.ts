/*
 * Test runner entry point. Tests get their own embedded PostgreSQL cluster
 * (under .data/test-postgres, database recreated on every run) unless
 * DATABASE_URL is given, in which case a `_test` database beside it is used.
 */
process.env.NODE_ENV = 'test'

import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { join } from 'node:path'
import { repositoryRoot, startEmbeddedDatabase, freePort } from '../lib/embedded_database.js'
import { testDatabaseUrl } from '../tests/helpers/database_url.js'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

const database = process.env.DATABASE_URL
  ? await testDatabaseUrl(process.env.DATABASE_URL)
  : await startEmbeddedDatabase({
      dataDir: join(repositoryRoot(), '.data', 'test-postgres'),
      database: 'joinflow_test',
      recreate: true,
      exclusive: true,
    })
process.env.DATABASE_URL = database.url
process.env.APP_KEY ??= 'test-key-0123456789abcdef0123456789abcdef'
process.env.HOST = '127.0.0.1'
process.env.PORT = String(await freePort())

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.terminating(() => database.stop())
    app.listen('SIGTERM', () => app.terminate())
    app.listenIf(app.managedByPm2, 'SIGINT', () => app.terminate())
  })
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      ...{
        setup: runnerHooks.setup,
        teardown: runnerHooks.teardown.concat([() => app.terminate()]),
      },
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
