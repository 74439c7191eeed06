import app from '@adonisjs/core/services/app'
import type { JobQueue } from '#services/infra/job_queue'

let queue: JobQueue

await app.booted(async () => {
  queue = await app.container.make('queue')
})

export { queue as default }
