/*
 * Shared bench helpers: start the real product (as `npm start` runs it) on
 * an embedded PostgreSQL cluster of its own, measure with autocannon, and
 * print figures beside their targets.
 */
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { buildIfStale } from '../scripts/lib.mjs'
import { ApiSession } from '../e2e/support/api.js'
import { freePort, repositoryRoot, startEmbeddedDatabase } from '../api/lib/embedded_database.js'

export interface Figure {
  name: string
  value: number
  unit: string
  target?: { op: '>=' | '<='; value: number }
  /** The absolute figures behind a ratio, printed beside it. */
  detail?: string
}

/** `part` as a share of `whole`, with both figures for the table. */
export function ratioFigure(name: string, part: number, whole: number, unit: string, target?: Figure['target']): Figure {
  const format = (value: number) => Math.round(value).toLocaleString('en')
  return { name, value: (part / whole) * 100, unit: '%', ...(target ? { target } : {}), detail: `${format(part)} of ${format(whole)} ${unit}` }
}

export async function startProductForBench(extraEnv: Record<string, string> = {}) {
  await buildIfStale(['sdk', 'admin-ui', 'api'])
  const root = repositoryRoot()
  const database = await startEmbeddedDatabase({
    dataDir: join(root, '.data', 'bench-postgres'),
    database: 'joinflow_bench',
    recreate: true,
    exclusive: true,
  })
  const port = await freePort()
  const server = spawn(process.execPath, ['bin/server.js'], {
    cwd: join(root, 'api', 'build'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_KEY: 'bench-app-key-0123456789abcdef012345678',
      DATABASE_URL: database.url,
      ...extraEnv,
    },
  })
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {}
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('The product did not start.')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    baseUrl,
    /** The product's database, for seeding rows straight into it. */
    databaseUrl: database.url,
    serverPid: server.pid!,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
      await database.stop()
    },
  }
}

let ownerSequence = 0

/**
 * The bench's account on the product's fresh install: signed up, its
 * address confirmed with the link the product emailed it (read from the
 * outbox, as an inbox would receive it), which makes the install's first
 * account its super admin (no group limit, as every bench has measured),
 * and a personal access token created from the signed-in session. `admin`
 * asks for a token that may also use the super admin's routes.
 */
export async function createBenchOwner(
  product: { baseUrl: string; databaseUrl: string },
  { tokenName = 'bench', access = 'full', admin = false }: { tokenName?: string; access?: 'read_only' | 'full'; admin?: boolean } = {}
) {
  ownerSequence += 1
  const email = `bench-owner-${Date.now()}-${ownerSequence}@example.test`
  const session = new ApiSession(product.baseUrl)
  await session.request('POST', '/api/auth/signup', { email, password: 'bench-password-1', firstName: 'Bench', lastName: 'Owner' })
  await session.request('POST', '/api/auth/verify-email', { token: await emailedConfirmationToken(product.databaseUrl, email) })
  const me = (await session.request('GET', '/api/auth/user')) as { isSuperAdmin: boolean; isEmailVerified: boolean }
  if (!me.isEmailVerified || !me.isSuperAdmin) {
    throw new Error(`The bench account ${email} is not the super admin after confirming its address: the install was not fresh.`)
  }
  const { token } = (await session.request('POST', '/api/tokens', { name: tokenName, access, ...(admin ? { admin } : {}) })) as {
    token: string
  }
  return { email, token, session }
}

/** The token of the confirmation link in the newest confirmation email to `email`, waiting a little for it. */
async function emailedConfirmationToken(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const deadline = Date.now() + 10_000
    for (;;) {
      const { rows } = await client.query(
        `SELECT text_body FROM outbox_messages WHERE lower(to_address) = lower($1) AND subject LIKE 'Confirm your JoinFlow email address%' ORDER BY id DESC LIMIT 1`,
        [email]
      )
      const token = rows[0] && /\/verify-email\?token=([\w-]+)/.exec(rows[0].text_body)?.[1]
      if (token) return token
      if (Date.now() > deadline) throw new Error(`No confirmation link for ${email} in the product's outbox.`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await client.end()
  }
}

/**
 * A bare node:http server in its own process answering `body` (JSON) to
 * every request: the ceiling to compare against, measured in the same run
 * so a busy machine slows both alike. Give it a body the size of the
 * route's it stands beside.
 */
export async function startBareServer(body = '{"status":"ok"}') {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = Buffer.from(${JSON.stringify(body)}); require('node:http').createServer((q, s) => { s.setHeader('content-type', 'application/json; charset=utf-8'); s.end(body) }).listen(${port}, '127.0.0.1', () => console.log('ready'))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  await new Promise((resolve) => child.stdout!.once('data', resolve))
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() }
}

export async function load(url: string, options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {}) {
  const result = await autocannon({
    url,
    headers: options.headers,
    duration: options.seconds ?? 10,
    connections: options.connections ?? 32,
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`)
  }
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 }
}

/**
 * CPU seconds used so far by the product's server process and by the
 * database's backends serving `databaseName` (Linux /proc; null elsewhere),
 * to show which side a load saturates.
 */
export function cpuSeconds(serverPid: number, databaseName: string) {
  if (!existsSync('/proc/self/stat')) return null
  // utime and stime, in clock ticks (100 per second on Linux), fields 14 and 15 of /proc/<pid>/stat.
  const ticks = (pid: string | number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return Number(fields[11]) + Number(fields[12])
    } catch {
      return 0
    }
  }
  let database = 0
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith(`postgres: postgres ${databaseName} `)) database += ticks(pid)
    } catch {}
  }
  return { server: ticks(serverPid) / 100, database: database / 100 }
}

/** The value below which `percent` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], percent: number) {
  if (!sorted.length) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((percent / 100) * sorted.length) - 1)]
}

/**
 * autocannon's run with every response's latency kept, for percentiles its
 * summary leaves out (it reports p97.5 and p99, not p95).
 */
export async function loadWithLatencies(
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {}
) {
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, headers: options.headers, duration: options.seconds ?? 10, connections: options.connections ?? 10 },
      (error, finished) => (error ? reject(error) : resolve(finished))
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`)
  }
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  }
}

export function printFigures(title: string, figures: Figure[]) {
  console.log(`\n${title}`)
  const rows = figures.map((figure) => {
    const target = figure.target ? `${figure.target.op} ${figure.target.value}` : ''
    const verdict = figure.target
      ? (figure.target.op === '>=' ? figure.value >= figure.target.value : figure.value <= figure.target.value)
        ? 'pass'
        : 'FAIL'
      : ''
    return [figure.name, `${Number(figure.value.toFixed(2))} ${figure.unit}`, target, verdict, figure.detail ? `(${figure.detail})` : '']
  })
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length), 6))
  for (const row of rows) console.log(`  ${row.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]) : cell)).join('  ')}`.trimEnd())
  console.log(`BENCH_JSON ${JSON.stringify({ title, figures })}`)
  return figures.every((figure) => !figure.target || rows[figures.indexOf(figure)][3] === 'pass')
}

/** A fixed-seed generator (mulberry32) with small helpers, so every run of a bench sends the same mix. */
export function seededRandom(initialSeed: number) {
  let seed = initialSeed
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]
  const chance = (probability: number) => random() < probability
  const some = <T>(items: readonly T[], count: number) => [...items].sort(() => random() - 0.5).slice(0, count)
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('')
  return { random, pick, chance, some, digits }
}
