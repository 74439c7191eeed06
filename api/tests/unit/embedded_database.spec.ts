import { test } from '@japa/runner'
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { othersCanReach, runtimeRoot, startEmbeddedDatabase } from '../../lib/embedded_database.js'

test.group('Embedded database | folders out of the postgres user’s reach', (group) => {
  let base: string
  group.each.setup(async () => {
    base = await mkdtemp(join(tmpdir(), 'joinflow-reach-'))
    return () => rm(base, { recursive: true, force: true })
  })

  test('a folder under a private one is out of reach; under an open one it is not', async ({ assert }) => {
    await mkdir(join(base, 'open', 'checkout'), { recursive: true })
    await chmod(base, 0o755)
    await chmod(join(base, 'open'), 0o755)
    assert.isTrue(othersCanReach(join(base, 'open', 'checkout', '.data', 'postgres')))

    await chmod(join(base, 'open'), 0o700)
    assert.isFalse(othersCanReach(join(base, 'open', 'checkout', '.data', 'postgres')))
    // Only the folders above count: the cluster folder itself belongs to postgres.
    assert.isTrue(othersCanReach(join(base, 'open')))
  })

  test('started as root from a private folder, the cluster runs from the shared runtime folder')
    .skip(process.getuid?.() !== 0, 'only root hands the server to the postgres user')
    .run(async ({ assert }) => {
      await chmod(base, 0o700)
      const dataDir = join(base, 'checkout', '.data', 'postgres')
      // The clusters of a clone deleted since are removed at the next start.
      const orphan = join(runtimeRoot(), 'data', `orphan-${process.pid}`)
      await mkdir(join(orphan, 'postgres'), { recursive: true })
      await writeFile(join(orphan, 'origin'), join(base, 'deleted-clone', '.data'))
      const lines: string[] = []
      const database = await startEmbeddedDatabase({
        dataDir,
        database: 'reach',
        throwaway: true,
        relocate: true,
        log: (line) => lines.push(line),
      })
      try {
        const client = new pg.Client({ connectionString: database.url })
        await client.connect()
        const { rows } = await client.query('SELECT current_database() AS name, 40 + 2 AS answer')
        await client.end()
        assert.deepEqual(rows[0], { name: 'reach', answer: 42 })

        const moved = lines.find((line) => line.startsWith(`The cluster for ${dataDir} lives in`))
        assert.exists(moved)
        const clusterDir = moved!.split(' lives in ')[1].split(',')[0]
        assert.isTrue(clusterDir.startsWith(runtimeRoot()))
        assert.isTrue(existsSync(join(clusterDir, 'PG_VERSION')))
        // The server runs from the shared copy of the binaries, not from the checkout.
        assert.isTrue(lines.some((line) => line.includes(join(runtimeRoot(), 'postgres'))))
        assert.isFalse(existsSync(orphan))
        assert.include(lines, `Removed the clusters of ${join(base, 'deleted-clone', '.data')}, which no longer exists`)
        // Nothing of the cluster is written inside the private folder but its settings.
        assert.deepEqual(await readdir(join(base, 'checkout', '.data')), ['postgres.json'])
        assert.equal((await stat(join(base, 'checkout', '.data', 'postgres.json'))).mode & 0o077, 0)
      } finally {
        await database.stop()
      }
      assert.isFalse(existsSync(join(base, 'checkout', '.data', 'postgres.json')))
    })
    .timeout(60_000)

  test('deleting the checkout’s .data starts its relocated cluster over')
    .skip(process.getuid?.() !== 0, 'only root hands the server to the postgres user')
    .run(async ({ assert }) => {
      await chmod(base, 0o700)
      const dataDir = join(base, 'checkout', '.data', 'postgres')
      const query = async (url: string, sql: string) => {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          return (await client.query(sql)).rows
        } finally {
          await client.end()
        }
      }
      const first = await startEmbeddedDatabase({ dataDir, database: 'again', relocate: true, log: () => {} })
      await query(first.url, 'CREATE TABLE kept (id integer)')
      await first.stop()

      await rm(join(base, 'checkout', '.data'), { recursive: true })
      const lines: string[] = []
      const second = await startEmbeddedDatabase({ dataDir, database: 'again', relocate: true, throwaway: true, log: (line) => lines.push(line) })
      try {
        assert.deepEqual(await query(second.url, "SELECT to_regclass('kept') AS kept"), [{ kept: null }])
        assert.isTrue(lines.some((line) => line.startsWith('Removed ') && line.endsWith(': the settings of its cluster were deleted')))
      } finally {
        await second.stop()
      }
    })
    .timeout(60_000)
})
