import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import queue from '#services/queue'

export default class HealthController {
  async show({ response }: HttpContext) {
    const [database, jobs] = await Promise.all([
      db
        .rawQuery('SELECT 1')
        .then(() => ({ status: 'ok' as const }))
        .catch((error: Error) => ({ status: 'error' as const, message: error.message })),
      queue.status(),
    ])
    const healthy = database.status === 'ok' && jobs.status === 'ok'
    return response.status(healthy ? 200 : 503).send({
      status: healthy ? 'ok' : 'error',
      database,
      queue: jobs,
    })
  }
}
