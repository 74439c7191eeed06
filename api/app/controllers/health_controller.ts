import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import queue from '#services/infra/queue'
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '#services/infra/database_availability'

const QUEUE_UNAVAILABLE = { message: 'The job queue is not answering right now. Try again in a few seconds.', code: 'E_QUEUE_UNAVAILABLE' }

export default class HealthController {
  async show({ response }: HttpContext) {
    const [database, jobs] = await Promise.all([
      db
        .rawQuery('SELECT 1')
        .then(() => ({ status: 'ok' as const }))
        .catch((error: Error) => ({ status: 'error' as const, message: error.message })),
      queue.status(),
    ])
    if (database.status === 'ok' && jobs.status === 'ok') return { status: 'ok', database, queue: jobs }
    // What does not answer, in the error shape of every other route, and when to ask again.
    response.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    const problem = database.status === 'error' ? DATABASE_UNAVAILABLE : QUEUE_UNAVAILABLE
    return response.status(503).send({ status: 'error', ...problem, database, queue: jobs })
  }
}
