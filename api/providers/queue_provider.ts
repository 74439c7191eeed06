import type { ApplicationService } from '@adonisjs/core/types'
import { JobQueue } from '#services/infra/job_queue'
import { isDatabaseOutage, isServerShutdown, reportDatabaseAway } from '#services/infra/database_errors'

declare module '@adonisjs/core/types' {
  interface ContainerBindings {
    queue: JobQueue
  }
}

/**
 * Registers the job queue. The HTTP server also runs the job handlers
 * unless JOBS_IN_PROCESS=false (then `node ace jobs:work` processes run
 * them); tests start the queue without handlers.
 */
export default class QueueProvider {
  #queue?: JobQueue

  constructor(protected app: ApplicationService) {}

  register() {
    this.app.container.singleton('queue', async () => {
      const logger = await this.app.container.make('logger')
      const { databaseUrl } = await import('#services/infra/database_url')
      this.#queue = new JobQueue({
        connectionString: databaseUrl,
        onError: (error) => {
          if (isServerShutdown(error)) return
          if (isDatabaseOutage(error)) return reportDatabaseAway(logger, error)
          logger.error({ err: error }, 'job queue error')
        },
      })
      return this.#queue
    })
  }

  async ready() {
    const environment = this.app.getEnvironment()
    if (environment !== 'web' && environment !== 'test') return
    const queue = await this.app.container.make('queue')
    await queue.start()
    const env = (await import('#start/env')).default
    if (environment === 'web' && env.get('JOBS_IN_PROCESS', true)) {
      await queue.work()
    }
  }

  async shutdown() {
    await this.#queue?.stop()
  }
}
