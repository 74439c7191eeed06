import { test } from '@japa/runner'
import pg from 'pg'
import db from '@adonisjs/lucid/services/db'
import { databaseAnswers, failedForDatabase } from '#services/infra/database_availability'
import { isConnectionFailure, isDatabaseOutage } from '#services/infra/database_errors'
import { databaseUrl } from '#services/infra/database_url'
import { freePort } from '../../../lib/embedded_database.js'

test.group('Database availability', () => {
  test('a connection the server ends is a connection failure; a bad query is not', async ({ assert }) => {
    const client = new pg.Client({ connectionString: databaseUrl() })
    client.on('error', () => {})
    await client.connect()
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid')
    await db.rawQuery('SELECT pg_terminate_backend(?)', [rows[0].pid])
    const ended = await client.query('SELECT 1').catch((error) => error)
    await client.end().catch(() => {})
    assert.isTrue(isConnectionFailure(ended), String(ended))

    const badQuery = await db.rawQuery('SELECT * FROM no_such_table').catch((error) => error)
    assert.isFalse(isConnectionFailure(badQuery))
    assert.isFalse(await failedForDatabase(badQuery, false))
  })

  test('a refused connection says the database is away only to a client that talks to nothing else', async ({ assert }) => {
    const client = new pg.Client({ connectionString: `postgres://nobody@127.0.0.1:${await freePort()}/none` })
    const refused = await client.connect().catch((error) => error)
    assert.equal(refused.code, 'ECONNREFUSED')
    // From the job queue or a listener, it can only be the database.
    assert.isTrue(isDatabaseOutage(refused))
    // Anywhere else it could be a platform's server: the database itself is asked, and it answers.
    assert.isFalse(isConnectionFailure(refused))
    assert.isTrue(await databaseAnswers())
    assert.isFalse(await failedForDatabase(refused, true))
  })
})
