/*
 * While the database is away, every /api route that needs it answers 503
 * with Retry-After in the one JSON error shape (so the extension, the SDK
 * and the CLI wait and try again), never 500. The app is pointed at a
 * PostgreSQL server of its own, which is then killed with SIGKILL and kept
 * down, and every route the router serves is called, as nobody and with a
 * token.
 */
import { test } from '@japa/runner'
import { mkdtemp, chmod, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { startEmbeddedDatabase, type DatabaseHandle } from '../../lib/embedded_database.js'
import { apiRoutes, call, fillPattern } from '#tests/helpers/security'
import { MATRIX, validBody } from '#tests/functional/security/route_access'

/** What is wrong with an answer given while the database is away, or null. */
function problemWith(response: ApiResponse): string | null {
  const status = response.status()
  if (status < 500) return null
  if (status !== 503) return `answered ${status}`
  const body = response.body()
  if (response.header('retry-after') !== '5') return 'answered 503 without Retry-After: 5'
  if (typeof body?.message !== 'string' || typeof body?.code !== 'string') return 'answered 503 without a message and a code'
  if (body.code !== 'E_DATABASE_UNAVAILABLE') return `answered 503 ${body.code}`
  return null
}

test.group('The database away', (group) => {
  let client: ApiClient
  let away: DatabaseHandle
  let base: string
  const connectionName = db.primaryConnectionName
  const ownConfig = db.manager.get(connectionName)!.config

  group.setup(async () => {
    base = await mkdtemp(join(tmpdir(), 'joinflow-away-'))
    await chmod(base, 0o755)
    // Killed below and kept down: the next start would be ten minutes away.
    away = await startEmbeddedDatabase({ dataDir: join(base, 'postgres'), database: 'away', throwaway: true, restartDelaysMs: [600_000], notice: () => {} })
    db.manager.patch(connectionName, { ...ownConfig, connection: { connectionString: away.url } } as typeof ownConfig)
    // Connections in the pool when the server dies, as in a running product.
    await Promise.all(Array.from({ length: 4 }, () => db.rawQuery('SELECT pg_sleep(0.05)')))
    const pid = Number((await readFile(join(away.clusterDir!, 'postmaster.pid'), 'utf8')).split('\n')[0])
    process.kill(pid, 'SIGKILL')
    return async () => {
      db.manager.patch(connectionName, ownConfig)
      await away.stop()
      await rm(base, { recursive: true, force: true })
    }
  })

  group.each.setup(({ context }) => {
    client = context.client
  })

  test('every /api route answers 503 with Retry-After, or works without it; never 500', async ({ assert }) => {
    const failures: string[] = []
    const answered = new Map<number, number>()
    for (const route of apiRoutes()) {
      if (!MATRIX[route.key]) continue
      const url = fillPattern(route.pattern, { id: 1, planId: 1, orderId: 1, subscriptionId: 1, provider: 'google', platform: 'aweber' })
      // A token of the right form, so it is looked up in the database like a real one.
      const secret = Buffer.from('s'.repeat(40)).toString('base64url')
      for (const bearer of [undefined, `jf_${Buffer.from('1').toString('base64url')}.${secret}`]) {
        const response = await call(client, route.method, url, { bearer, body: validBody(route.key) })
        answered.set(response.status(), (answered.get(response.status()) ?? 0) + 1)
        const problem = problemWith(response)
        if (problem) failures.push(`${bearer ? 'token' : 'nobody'} ${route.method} ${url} ${problem}: ${response.text().slice(0, 200)}`)
      }
    }
    assert.deepEqual(failures, [])
    // Most routes need the database: the 503s are there, not just the absence of 500s.
    assert.isAbove(answered.get(503) ?? 0, 100)
  }).timeout(120_000)

  test('health says what is away, in the error shape, with Retry-After', async ({ assert }) => {
    const response = await client.get('/api/health')
    response.assertStatus(503)
    response.assertHeader('retry-after', '5')
    assert.containsSubset(response.body(), {
      status: 'error',
      code: 'E_DATABASE_UNAVAILABLE',
      message: 'The database is not answering right now. Try again in a few seconds.',
      database: { status: 'error' },
    })
  })
})
