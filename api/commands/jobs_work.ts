import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** A dedicated job worker process, for running the API and the workers apart. */
export default class JobsWork extends BaseCommand {
  static commandName = 'jobs:work'
  static description = 'Run the background job handlers until stopped'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    // As the server does: a stored secret no configured key opens stops the worker before it sends anything.
    const { checkStoredSecrets } = await import('#services/infra/stored_secrets')
    await checkStoredSecrets()
    const queue = await this.app.container.make('queue')
    await queue.work()
    this.logger.info('job worker started')
    const stop = async () => {
      await this.app.terminate()
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}
