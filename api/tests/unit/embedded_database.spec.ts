import { test } from '@japa/runner'
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { spawn } from 'node:child_process'
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

test.group('Embedded database | looked after by the process that started it', (group) => {
  let base: string
  group.each.setup(async () => {
    base = await mkdtemp(join(tmpdir(), 'joinflow-supervise-'))
    await chmod(base, 0o755)
    return () => rm(base, { recursive: true, force: true })
  })

  const query = async (url: string, sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(sql, values)).rows
    } finally {
      await client.end()
    }
  }

  /** Waits until the server answers again, and how long that took. */
  async function backWithin(url: string, timeoutMs: number) {
    const began = Date.now()
    for (;;) {
      try {
        await query(url, 'SELECT 1')
        return (Date.now() - began) / 1000
      } catch (error) {
        if (Date.now() - began > timeoutMs) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }

  const postmasterPid = (clusterDir: string) => Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0])

  test('a server killed with SIGKILL comes back on the same port with every committed row, each time', async ({ assert }) => {
    const notices: string[] = []
    const database = await startEmbeddedDatabase({
      dataDir: join(base, 'checkout', '.data', 'postgres'),
      database: 'kept',
      throwaway: true,
      restartDelaysMs: [200],
      notice: (line) => notices.push(line),
    })
    try {
      await query(database.url, 'CREATE TABLE captured (id integer PRIMARY KEY)')
      for (let round = 1; round <= 2; round++) {
        await query(database.url, 'INSERT INTO captured SELECT generate_series($1::int * 1000, $1::int * 1000 + 999)', [round])
        const pid = postmasterPid(database.clusterDir!)
        process.kill(pid, 'SIGKILL')
        const seconds = await backWithin(database.url, 30_000)
        assert.isBelow(seconds, 30)
        assert.notEqual(postmasterPid(database.clusterDir!), pid)
        assert.deepEqual(await query(database.url, 'SELECT count(*)::int AS rows FROM captured'), [{ rows: round * 1000 }])
        assert.isTrue(notices.some((line) => line.startsWith(`The embedded PostgreSQL server (pid ${pid}) stopped unexpectedly (SIGKILL)`)), notices.join('\n'))
      }
      assert.lengthOf(notices.filter((line) => line.startsWith('The embedded PostgreSQL server runs again on port')), 2)
    } finally {
      await database.stop()
    }
    assert.isFalse(existsSync(join(base, 'checkout', '.data', 'postgres.json')))
  }).timeout(120_000)

  test('processes the dead server left running are given a moment, then stopped, so the new server can start', async ({ assert }) => {
    const notices: string[] = []
    const database = await startEmbeddedDatabase({
      dataDir: join(base, 'checkout', '.data', 'postgres'),
      database: 'leftovers',
      throwaway: true,
      restartDelaysMs: [200],
      notice: (line) => notices.push(line),
    })
    const busy = new pg.Client({ connectionString: database.url })
    busy.on('error', () => {})
    try {
      await busy.connect()
      // A backend busy computing never checks on its postmaster, so it outlives it and keeps the shared memory.
      const running = busy.query('SELECT count(*) FROM generate_series(1, 20000000000)').catch(() => null)
      await new Promise((resolve) => setTimeout(resolve, 300))
      process.kill(postmasterPid(database.clusterDir!), 'SIGKILL')
      await backWithin(database.url, 40_000)
      await running
      assert.isTrue(notices.some((line) => /^Stopped 1 process\(es\) the stopped PostgreSQL server left running/.test(line)), notices.join('\n'))
    } finally {
      await busy.end().catch(() => {})
      await database.stop()
    }
  }).timeout(120_000)

  test('a postmaster.pid naming a live process of another program does not keep the server from starting', async ({ assert }) => {
    const dataDir = join(base, 'checkout', '.data', 'postgres')
    const first = await startEmbeddedDatabase({ dataDir, database: 'stale', log: () => {} })
    const clusterDir = first.clusterDir!
    const stale = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')
    await first.stop()
    // The server is gone, and its process id now belongs to something else.
    const other = spawn('sleep', ['60'])
    try {
      stale[0] = String(other.pid)
      await writeFile(join(clusterDir, 'postmaster.pid'), stale.join('\n'))
      const notices: string[] = []
      const second = await startEmbeddedDatabase({ dataDir, database: 'stale', throwaway: true, notice: (line) => notices.push(line) })
      try {
        assert.deepEqual(await query(second.url, 'SELECT 1 AS up'), [{ up: 1 }])
        assert.isTrue(notices.some((line) => line.includes(`the process it names (${other.pid}) is not a PostgreSQL server of this cluster`)))
      } finally {
        await second.stop()
      }
    } finally {
      other.kill()
    }
  }).timeout(120_000)

  test('a process of the checkout starting while the server is being started again joins it, on its port', async ({ assert }) => {
    const dataDir = join(base, 'checkout', '.data', 'postgres')
    const first = await startEmbeddedDatabase({ dataDir, database: 'shared', throwaway: true, restartDelaysMs: [2000], notice: () => {} })
    try {
      process.kill(postmasterPid(first.clusterDir!), 'SIGKILL')
      await new Promise((resolve) => setTimeout(resolve, 300))
      const notices: string[] = []
      const second = await startEmbeddedDatabase({ dataDir, database: 'shared', notice: (line) => notices.push(line) })
      assert.equal(new URL(second.url).port, new URL(first.url).port)
      assert.deepEqual(await query(second.url, 'SELECT 1 AS up'), [{ up: 1 }])
      assert.match(notices[0], /^Waiting for process \d+ to start the embedded PostgreSQL server of .* again$/)
      // Joined, not started: stopping it leaves the first process's server running.
      await second.stop()
      assert.deepEqual(await query(first.url, 'SELECT 1 AS up'), [{ up: 1 }])
    } finally {
      await first.stop()
    }
  }).timeout(60_000)

  test('a server shut down cleanly (Ctrl-C reaches it with the app) is not started again', async ({ assert }) => {
    const notices: string[] = []
    const database = await startEmbeddedDatabase({
      dataDir: join(base, 'checkout', '.data', 'postgres'),
      database: 'asked',
      throwaway: true,
      restartDelaysMs: [100],
      notice: (line) => notices.push(line),
    })
    try {
      const pid = postmasterPid(database.clusterDir!)
      process.kill(pid, 'SIGINT')
      await new Promise((resolve) => setTimeout(resolve, 3000))
      assert.deepEqual(notices, [`The embedded PostgreSQL server (pid ${pid}) was shut down; it is not started again`])
      assert.isFalse(existsSync(join(database.clusterDir!, 'postmaster.pid')))
    } finally {
      await database.stop()
    }
  }).timeout(60_000)

  test('stopping while the server is down and waiting to start again does not wait for it', async ({ assert }) => {
    const database = await startEmbeddedDatabase({
      dataDir: join(base, 'checkout', '.data', 'postgres'),
      database: 'down',
      throwaway: true,
      restartDelaysMs: [60_000],
      notice: () => {},
    })
    process.kill(postmasterPid(database.clusterDir!), 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 500))
    const began = Date.now()
    await database.stop()
    assert.isBelow(Date.now() - began, 5000)
  }).timeout(60_000)
})
