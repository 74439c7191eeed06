/*
 * Where the embedded database's notices go (the server stopped, it runs
 * again, where its cluster lives): standard error until the application's
 * logger exists, then the log, at the notice's level.
 */
import type { ApplicationService } from '@adonisjs/core/types'
import type { Notice } from './embedded_database.js'

export function noticesToLog() {
  let write: Notice = (line) => process.stderr.write(`${line}\n`)
  return {
    notice: ((line, level) => write(line, level)) as Notice,
    async useLogger(app: ApplicationService) {
      const logger = await app.container.make('logger')
      write = (line, level) => logger[level](line)
    },
  }
}
