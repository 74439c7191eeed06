/*
 * The two runs behind the short tests in tests/resilience/ and
 * bench/faults.bench.ts and bench/scale_out.bench.ts. Each returns its
 * figures and the list of broken promises (empty when the product kept
 * every one).
 */
import pg from 'pg'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { repositoryRoot, startEmbeddedDatabase } from '../../../lib/embedded_database.js'
import {
  CaptureLoad,
  ProductProcess,
  RestartableDatabase,
  healthOf,
  setUpOwner,
  sleep,
  startIdempotentPlatform,
  startLoadBalancer,
  waitUntil,
  type RunFrom,
} from './cluster.js'

export interface Figure {
  name: string
  value: number
  unit: string
  target?: { op: '>=' | '<='; value: number }
}

export interface RunResult {
  figures: Figure[]
  problems: string[]
}

interface Checked {
  stored: number
  approved: number
  undelivered: number
  deliveries: number
  delivered: number
  storedMissing: number
}

/** Compares what the load was told (acknowledged ids) and what the platform got with what the database holds. */
async function check(
  database: pg.Client,
  load: CaptureLoad,
  platform: Awaited<ReturnType<typeof startIdempotentPlatform>>,
  problems: string[]
): Promise<Checked> {
  const { rows: requests } = await database.query<{ facebook_user_id: string; status: string; email: string | null }>(
    'SELECT facebook_user_id, status, email FROM member_requests'
  )
  const stored = new Set(requests.map((row) => row.facebook_user_id))
  const storedMissing = [...load.acknowledged].filter((id) => !stored.has(id)).length
  if (storedMissing) problems.push(`${storedMissing} acknowledged captures are not stored`)
  if (requests.length !== stored.size) problems.push(`${requests.length - stored.size} captures are stored twice`)

  const approved = requests.filter((row) => row.status === 'approved')
  const { rows: deliveries } = await database.query<{ status: string; email: string }>(
    `SELECT d.status, mr.email FROM deliveries d JOIN member_requests mr ON mr.id = d.member_request_id`
  )
  const delivered = deliveries.filter((row) => row.status === 'delivered')
  if (deliveries.length !== approved.length) problems.push(`${approved.length} members approved but ${deliveries.length} deliveries created`)
  if (delivered.length !== deliveries.length) problems.push(`${deliveries.length - delivered.length} deliveries never delivered`)

  const arrived = new Set(platform.applied.values())
  const missing = approved.filter((row) => !arrived.has(row.email!)).length
  if (missing) problems.push(`${missing} approved members never reached the platform`)
  const twice = [...platform.keysByEmail.values()].filter((keys) => keys.size > 1).length
  if (twice) problems.push(`${twice} members reached the platform under two different delivery keys`)
  if (platform.applied.size !== approved.length) problems.push(`the platform applied ${platform.applied.size} deliveries for ${approved.length} approved members`)
  return { stored: stored.size, approved: approved.length, undelivered: missing, deliveries: deliveries.length, delivered: delivered.length, storedMissing }
}

async function deliveredCount(database: pg.Client) {
  const { rows } = await database.query(`SELECT count(*) FILTER (WHERE status = 'delivered') AS done, count(*) AS total FROM deliveries`)
  return { done: Number(rows[0].done), total: Number(rows[0].total) }
}

/** A client that reconnects when the database restarts under it. */
class Observer {
  #client?: pg.Client
  constructor(readonly url: string) {}
  async client() {
    if (!this.#client) {
      const client = new pg.Client({ connectionString: this.url })
      client.on('error', () => {
        if (this.#client === client) this.#client = undefined
      })
      await client.connect()
      this.#client = client
    }
    return this.#client
  }
  async end() {
    await this.#client?.end().catch(() => {})
  }
}

/**
 * Faults: one API and one worker apart, a capture load with approvals by
 * rule, and an idempotent platform. The API is killed (SIGKILL) mid-load
 * and restarted, then the worker is killed mid-delivery and restarted, then
 * PostgreSQL itself is stopped and started under load.
 */
export async function runFaults(options: {
  runFrom: RunFrom
  batchesPerPhase: number
  batchSize: number
  /** Pause between a sender's batches, so each fault lands while batches are still to be sent. */
  pauseMs?: number
  log?: (line: string) => void
  processLog?: (line: string) => void
}): Promise<RunResult> {
  const log = options.log ?? (() => {})
  const problems: string[] = []
  const figures: Figure[] = []
  const pauseMs = options.pauseMs ?? 100
  const database = await RestartableDatabase.start('faults-postgres')
  const platform = await startIdempotentPlatform(250)
  const observer = new Observer(database.url)
  const api = await ProductProcess.api({ runFrom: options.runFrom, databaseUrl: database.url, log: options.processLog })
  const worker = await ProductProcess.worker({ runFrom: options.runFrom, databaseUrl: database.url, log: options.processLog })
  try {
    await api.start()
    await worker.start()
    const owner = await setUpOwner(api.url, await observer.client(), platform.url)
    const load = new CaptureLoad(api.url, owner.token, owner.facebookGroupIds, options.batchSize)
    const started = performance.now()
    let phase = 'api'
    const acknowledgedIn = new Map<string, string>()
    load.onAcknowledged = (ids, attempt) => {
      for (const id of ids) acknowledgedIn.set(id, `${phase} (attempt ${attempt}, ${((performance.now() - started) / 1000).toFixed(2)} s)`)
    }

    // 1. The API is killed mid-load; the senders keep their batches and send them again once it is back.
    log('capture load; killing the API mid-load')
    const phaseA = load.send(options.batchesPerPhase, 2, pauseMs)
    await waitUntil(() => load.batchesAcknowledged >= Math.ceil(options.batchesPerPhase / 3), 120_000, 'captures before the API crash')
    const apiDownAt = performance.now()
    await api.kill()
    await api.start()
    const apiDownSeconds = (performance.now() - apiDownAt) / 1000
    await phaseA

    // 2. The worker is killed while deliveries are in flight, and comes back once the load is over.
    log('killing the worker mid-delivery')
    phase = 'worker'
    const callsBefore = platform.calls
    const phaseB = load.send(options.batchesPerPhase, 2, pauseMs)
    await waitUntil(() => platform.calls > callsBefore || false, 120_000, 'deliveries in flight')
    await worker.kill()
    const { rows: claimed } = await (await observer.client()).query(`SELECT count(*) AS total FROM deliveries WHERE status = 'delivering'`)
    const abandoned = Number(claimed[0].total)
    if (!abandoned) problems.push('the worker was not caught mid-delivery (no delivery was claimed when it died)')
    await phaseB
    await worker.start()

    // 3. PostgreSQL stops and starts again under load; nobody restarts the API or the worker.
    log('restarting PostgreSQL under load')
    phase = 'database'
    const phaseC = load.send(options.batchesPerPhase, 2, pauseMs)
    await waitUntil(() => load.batchesAcknowledged >= options.batchesPerPhase * 2 + Math.ceil(options.batchesPerPhase / 3), 120_000, 'captures before the database restart')
    log(`stopping PostgreSQL at ${((performance.now() - started) / 1000).toFixed(2)} s`)
    await database.stop()
    log(`stopped at ${((performance.now() - started) / 1000).toFixed(2)} s`)
    const unhealthyWhileDown = await healthOf(api.url)
    await sleep(2000)
    await database.start()
    const databaseBackAt = performance.now()
    const deliveredBeforeRestart = platform.applied.size
    const healthyAgain = await waitUntil(async () => ((await healthOf(api.url)) === 200 ? performance.now() : false), 60_000, 'the API to report healthy after the database restart')
    await phaseC
    const resumedAt = await waitUntil(
      () => (platform.applied.size > deliveredBeforeRestart ? performance.now() : false),
      120_000,
      'the worker to deliver after the database restart'
    )
    if (unhealthyWhileDown === 200) problems.push('GET /api/health answered 200 while the database was down')
    // Both processes listen again by themselves: the API for token cache invalidations, the worker for wake-ups.
    const listening = await waitUntil(
      async () => {
        const { rows } = await (await observer.client()).query(
          `SELECT query, count(*) AS total FROM pg_stat_activity WHERE query IN ('LISTEN auth_cache', 'LISTEN joinflow_jobs') GROUP BY query`
        )
        const found = Object.fromEntries(rows.map((row) => [row.query, Number(row.total)]))
        return (found['LISTEN auth_cache'] && found['LISTEN joinflow_jobs'] && performance.now()) || false
      },
      30_000,
      'the API and the worker to LISTEN again after the database restart'
    ).catch((error) => {
      problems.push(error.message)
      return Number.NaN
    })

    // Everything approved arrives: the killed worker's claims come back after their lease (60 s) through the minutely reclaim job.
    log('waiting for every delivery')
    const loadSeconds = (performance.now() - started) / 1000
    await waitUntil(
      async () => {
        const { done, total } = await deliveredCount(await observer.client())
        return (total > 0 && done === total) || false
      },
      300_000,
      'every delivery'
    ).catch((error) => problems.push(error.message))
    const allSeconds = (performance.now() - started) / 1000

    if (!api.running) problems.push(`the API process died:\n${api.output}`)
    if (!worker.running) problems.push(`the worker process died:\n${worker.output}`)
    const result = await check(await observer.client(), load, platform, problems)
    if (result.storedMissing) {
      const { rows } = await (await observer.client()).query('SELECT facebook_user_id FROM member_requests')
      const stored = new Set(rows.map((row) => row.facebook_user_id))
      const lost = [...load.acknowledged].filter((id) => !stored.has(id))
      problems.push(`lost captures were acknowledged in: ${[...new Set(lost.map((id) => acknowledgedIn.get(id)))].join('; ')}`)
    }
    figures.push(
      { name: 'capture batches acknowledged', value: load.batchesAcknowledged, unit: '' },
      { name: 'captures acknowledged (2xx)', value: load.acknowledged.size, unit: '' },
      { name: 'captures stored', value: result.stored, unit: '' },
      { name: 'acknowledged but not stored', value: result.storedMissing, unit: '', target: { op: '<=', value: 0 } },
      { name: 'sends refused or lost, then sent again', value: load.failedSends, unit: '' },
      { name: 'API down after SIGKILL (until healthy)', value: apiDownSeconds, unit: 's' },
      { name: 'deliveries claimed by the killed worker', value: abandoned, unit: '' },
      { name: 'members approved', value: result.approved, unit: '' },
      { name: 'approved members not delivered', value: result.undelivered, unit: '', target: { op: '<=', value: 0 } },
      { name: 'members delivered twice', value: [...platform.keysByEmail.values()].filter((keys) => keys.size > 1).length, unit: '', target: { op: '<=', value: 0 } },
      { name: 'platform calls', value: platform.calls, unit: '' },
      { name: 'repeated calls absorbed by the key', value: platform.repeats, unit: '' },
      { name: 'database back → API healthy', value: (healthyAgain - databaseBackAt) / 1000, unit: 's', target: { op: '<=', value: 30 } },
      { name: 'database back → worker delivering', value: (resumedAt - databaseBackAt) / 1000, unit: 's', target: { op: '<=', value: 60 } },
      { name: 'database back → API and worker listening', value: (listening - databaseBackAt) / 1000, unit: 's', target: { op: '<=', value: 30 } },
      { name: 'load run (three faults)', value: loadSeconds, unit: 's' },
      { name: 'until every member delivered', value: allSeconds, unit: 's' }
    )
  } finally {
    await observer.end()
    await api.stop().catch(() => {})
    await worker.stop().catch(() => {})
    await platform.close()
    await database.remove()
  }
  return { figures, problems }
}

/** An answer the API gave while its database was away, by route. */
interface AnswerWhileAway {
  path: string
  status: number
  retryAfter: string | null
  code: string | null
  message: string | null
}

async function answerOf(baseUrl: string, path: string, token: string | null): Promise<AnswerWhileAway> {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(10_000),
    })
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null
    return { path, status: response.status, retryAfter: response.headers.get('retry-after'), code: body?.code ?? null, message: body?.message ?? null }
  } catch {
    return { path, status: 0, retryAfter: null, code: null, message: null }
  }
}

/**
 * The embedded default, as a self-hoster runs it: the API starts and looks
 * after the embedded PostgreSQL server (no DATABASE_URL), and a separate
 * `jobs:work` of the same checkout joins it through postmaster.pid. Under a
 * capture load whose approvals go to an idempotent webhook, the PostgreSQL
 * server is killed with SIGKILL (as the kernel's out-of-memory killer would).
 * Nobody restarts anything: the API starts the server again, and the API,
 * the worker and their listeners connect again by themselves. While the
 * server is away, the API answers 503 with Retry-After, never 500.
 */
export async function runEmbeddedCrash(options: {
  runFrom: RunFrom
  batches: number
  batchSize: number
  pauseMs?: number
  log?: (line: string) => void
  processLog?: (line: string) => void
}): Promise<RunResult> {
  const log = options.log ?? (() => {})
  const problems: string[] = []
  const figures: Figure[] = []
  const dataDir = join(repositoryRoot(), '.data', `crash-postgres-${process.pid}`)
  // The cluster is made beforehand, so the run knows where it lives and the API's start is quick.
  const made = await startEmbeddedDatabase({ dataDir, database: 'joinflow', log: () => {} })
  const clusterDir = made.clusterDir!
  await made.stop()
  const { user, password } = JSON.parse(await readFile(`${dataDir}.json`, 'utf8'))
  const server = async () => {
    const lines = (await readFile(join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')
    return { pid: Number(lines[0]), port: Number(lines[3]) }
  }

  const platform = await startIdempotentPlatform(50)
  const apiOutput: string[] = []
  const api = await ProductProcess.api({
    runFrom: options.runFrom,
    embeddedDataDir: dataDir,
    log: (line) => {
      apiOutput.push(line)
      options.processLog?.(line)
    },
  })
  const worker = await ProductProcess.worker({ runFrom: options.runFrom, embeddedDataDir: dataDir, log: options.processLog })
  let observer: Observer | undefined
  try {
    await api.start()
    await worker.start()
    const before = await server()
    const url = new URL(`postgres://127.0.0.1:${before.port}/joinflow`)
    url.username = user
    url.password = password
    observer = new Observer(url.href)
    const database = await observer.client()
    const { rows: workers } = await database.query(`SELECT count(*)::int AS total FROM pg_stat_activity WHERE query = 'LISTEN joinflow_jobs'`)
    if (workers[0].total !== 1) problems.push(`the separate worker did not join the API's embedded server (${workers[0].total} job listeners)`)

    const owner = await setUpOwner(api.url, database, platform.url)
    const load = new CaptureLoad(api.url, owner.token, owner.facebookGroupIds, options.batchSize)
    log('capture load; killing the embedded PostgreSQL server mid-load')
    const sending = load.send(options.batches, 2, options.pauseMs ?? 100)
    await waitUntil(() => load.batchesAcknowledged >= Math.ceil(options.batches / 3), 120_000, 'captures before the crash')
    const acknowledgedBefore = load.acknowledged.size
    const deliveredBefore = platform.applied.size
    const killedAt = performance.now()
    process.kill(before.pid, 'SIGKILL')

    // Until the API reports healthy again: what it answers, and when the server accepts connections again.
    const answers: AnswerWhileAway[] = []
    let acceptingAt = Number.NaN
    let healthyAt = Number.NaN
    const deadline = killedAt + 60_000
    while (performance.now() < deadline) {
      const [health, groups] = await Promise.all([answerOf(api.url, '/api/health', null), answerOf(api.url, '/api/groups', owner.token)])
      answers.push(health, groups)
      if (Number.isNaN(acceptingAt)) {
        const probe = new pg.Client({ connectionString: url.href, connectionTimeoutMillis: 1000 })
        probe.on('error', () => {})
        if (await probe.connect().then(() => true, () => false)) acceptingAt = performance.now()
        await probe.end().catch(() => {})
      }
      if (health.status === 200 && groups.status === 200) {
        healthyAt = performance.now()
        break
      }
      await sleep(200)
    }
    if (Number.isNaN(healthyAt)) problems.push(`the API was not healthy again a minute after the crash: ${JSON.stringify(answers.slice(-2))}`)
    await sending
    const after = await server()
    if (after.pid === before.pid) problems.push('the PostgreSQL server was not started again (same pid)')
    if (after.port !== before.port) problems.push(`the server came back on port ${after.port}, not ${before.port}`)

    const away = answers.filter((answer) => answer.status !== 200)
    const wrong = away.filter(
      (answer) => answer.status !== 503 || !answer.retryAfter || !answer.message || (answer.path !== '/api/health' && answer.code !== 'E_DATABASE_UNAVAILABLE')
    )
    if (!away.length) problems.push('no answer was taken while the database was away')
    for (const answer of wrong.slice(0, 5)) problems.push(`while the database was away, GET ${answer.path} answered ${JSON.stringify(answer)}`)
    const captureFailures = [...load.refusals].filter(([status]) => status >= 500 && status !== 503)
    for (const [status, times] of captureFailures) problems.push(`capture batches answered ${status} ${times} time(s)`)
    const output = apiOutput.join('\n')
    if (!/embedded PostgreSQL server \(pid \d+\) stopped unexpectedly \(SIGKILL\)/.test(output)) problems.push('the API log does not say the server stopped')
    if (!/embedded PostgreSQL server runs again on port/.test(output)) problems.push('the API log does not say the server runs again')

    const resumedAt = await waitUntil(
      () => (platform.applied.size > deliveredBefore ? performance.now() : false),
      120_000,
      'the worker to deliver after the crash'
    ).catch((error) => {
      problems.push(error.message)
      return Number.NaN
    })
    await waitUntil(
      async () => {
        const { rows } = await (await observer!.client()).query(
          `SELECT query, count(*)::int AS total FROM pg_stat_activity WHERE query IN ('LISTEN auth_cache', 'LISTEN joinflow_jobs') GROUP BY query`
        )
        const found = Object.fromEntries(rows.map((row) => [row.query, row.total]))
        return (found['LISTEN auth_cache'] === 1 && found['LISTEN joinflow_jobs'] === 1) || false
      },
      30_000,
      'the API and the worker to LISTEN again after the crash'
    ).catch((error) => problems.push(error.message))
    log('waiting for every delivery')
    await waitUntil(
      async () => {
        const { done, total } = await deliveredCount(await observer!.client())
        return (total > 0 && done === total) || false
      },
      300_000,
      'every delivery'
    ).catch((error) => problems.push(error.message))

    if (!api.running) problems.push(`the API process died:\n${api.output}`)
    if (!worker.running) problems.push(`the worker process died:\n${worker.output}`)
    const result = await check(await observer.client(), load, platform, problems)
    const seconds = (at: number) => (at - killedAt) / 1000
    figures.push(
      { name: 'captures acknowledged before the crash', value: acknowledgedBefore, unit: '' },
      { name: 'captures acknowledged (2xx)', value: load.acknowledged.size, unit: '' },
      { name: 'captures stored', value: result.stored, unit: '' },
      { name: 'acknowledged but not stored', value: result.storedMissing, unit: '', target: { op: '<=', value: 0 } },
      { name: 'capture sends refused (503 or no answer), then sent again', value: load.failedSends, unit: '' },
      { name: 'capture answers 5xx other than 503', value: captureFailures.reduce((sum, [, times]) => sum + times, 0), unit: '', target: { op: '<=', value: 0 } },
      { name: 'answers while away: 503 with Retry-After', value: away.length - wrong.length, unit: '' },
      { name: 'answers while away: anything else', value: wrong.length, unit: '', target: { op: '<=', value: 0 } },
      { name: 'killed → PostgreSQL accepting connections', value: seconds(acceptingAt), unit: 's' },
      { name: 'killed → API healthy', value: seconds(healthyAt), unit: 's', target: { op: '<=', value: 30 } },
      { name: 'killed → worker delivering', value: seconds(resumedAt), unit: 's', target: { op: '<=', value: 60 } },
      { name: 'members approved', value: result.approved, unit: '' },
      { name: 'approved members not delivered', value: result.undelivered, unit: '', target: { op: '<=', value: 0 } },
      { name: 'members delivered twice', value: [...platform.keysByEmail.values()].filter((keys) => keys.size > 1).length, unit: '', target: { op: '<=', value: 0 } }
    )
  } finally {
    await observer?.end()
    await worker.stop().catch(() => {})
    // The API stops the server it looks after as it stops.
    await api.stop().catch(() => {})
    await platform.close()
    await rm(dataDir, { recursive: true, force: true })
    await rm(`${dataDir}.json`, { force: true })
    if (clusterDir !== dataDir) await rm(clusterDir, { recursive: true, force: true })
    await rm(`${clusterDir}.restarting`, { force: true })
  }
  return { figures, problems }
}

/**
 * Scale-out: two API processes and two workers on one PostgreSQL, behind a
 * round-robin load balancer, with capture and delivery load through it.
 * Every job runs once: each delivery took one attempt on a healthy
 * platform, and pg-boss holds one completed job per delivery, never retried.
 * The processes' CPU seconds are printed to show how the work was shared.
 */
export async function runScaleOut(options: {
  runFrom: RunFrom
  seconds: number
  senders: number
  batchSize: number
  log?: (line: string) => void
  processLog?: (line: string) => void
}): Promise<RunResult> {
  const log = options.log ?? (() => {})
  const problems: string[] = []
  const figures: Figure[] = []
  const database = await RestartableDatabase.start('scale-out-postgres')
  const platform = await startIdempotentPlatform(20)
  const observer = new Observer(database.url)
  const apis = [
    await ProductProcess.api({ runFrom: options.runFrom, databaseUrl: database.url, log: options.processLog }),
    await ProductProcess.api({ runFrom: options.runFrom, databaseUrl: database.url, log: options.processLog }),
  ]
  const workers = [
    await ProductProcess.worker({ runFrom: options.runFrom, databaseUrl: database.url, log: options.processLog }),
    await ProductProcess.worker({ runFrom: options.runFrom, databaseUrl: database.url, log: options.processLog }),
  ]
  const balancer = await startLoadBalancer(apis.map((api) => api.url))
  try {
    // Both API processes start together on the empty database: the migrator's advisory lock lets one migrate.
    log('starting two API processes together, then two workers')
    await Promise.all(apis.map((api) => api.start()))
    await Promise.all(workers.map((worker) => worker.start()))
    const client = await observer.client()
    const { rows: migrations } = await client.query('SELECT name, count(*) AS times FROM adonis_schema GROUP BY name HAVING count(*) > 1')
    if (migrations.length) problems.push(`${migrations.length} migrations were applied twice`)

    const owner = await setUpOwner(balancer.url, client, platform.url, options.senders)
    const load = new CaptureLoad(balancer.url, owner.token, owner.facebookGroupIds, options.batchSize)
    const cpuBefore = [...apis, ...workers].map((process) => process.cpuSeconds())
    log(`capture load through the balancer for ${options.seconds} s`)
    const started = performance.now()
    let stop = false
    const timer = setTimeout(() => (stop = true), options.seconds * 1000)
    await Promise.all(
      Array.from({ length: options.senders }, async () => {
        while (!stop) await load.send(1, 1)
      })
    )
    clearTimeout(timer)
    const captureSeconds = (performance.now() - started) / 1000
    await waitUntil(
      async () => {
        const { done, total } = await deliveredCount(client)
        return (total > 0 && done === total) || false
      },
      300_000,
      'every delivery'
    ).catch((error) => problems.push(error.message))
    const deliverySeconds = (performance.now() - started) / 1000
    const cpu = [...apis, ...workers].map((process, index) => process.cpuSeconds() - cpuBefore[index])

    const result = await check(client, load, platform, problems)
    if (load.failedSends) problems.push(`${load.failedSends} capture sends failed on a healthy cluster`)
    if (platform.calls !== result.approved) problems.push(`${platform.calls} platform calls for ${result.approved} approved members`)
    const { rows: attempts } = await client.query(`SELECT count(*) FILTER (WHERE attempts <> 1) AS other FROM deliveries`)
    if (Number(attempts[0].other)) problems.push(`${attempts[0].other} deliveries took other than one attempt`)
    const { rows: jobs } = await client.query(
      `SELECT state, count(*) AS jobs, count(DISTINCT data->>'deliveryId') AS deliveries, max(retry_count) AS retries
       FROM pgboss.job WHERE name = 'deliveries.deliver' GROUP BY state`
    )
    const completed = jobs.find((row) => row.state === 'completed')
    const otherStates = jobs.filter((row) => row.state !== 'completed')
    if (otherStates.length) problems.push(`delivery jobs left in states ${otherStates.map((row) => `${row.state} (${row.jobs})`).join(', ')}`)
    if (!completed || Number(completed.jobs) !== result.deliveries || Number(completed.deliveries) !== result.deliveries) {
      problems.push(`${completed?.jobs ?? 0} completed delivery jobs (${completed?.deliveries ?? 0} distinct) for ${result.deliveries} deliveries`)
    }
    if (completed && Number(completed.retries) > 0) problems.push('a delivery job was retried')
    for (const [backend, count] of balancer.served) if (!count) problems.push(`the API at ${backend} served nothing`)

    figures.push(
      { name: 'captures acknowledged', value: load.acknowledged.size, unit: '' },
      { name: 'captures stored', value: result.stored, unit: '' },
      { name: 'capture throughput through the balancer', value: load.acknowledged.size / captureSeconds, unit: 'req/s' },
      { name: 'members approved = delivered', value: result.delivered, unit: '' },
      { name: 'deliveries per second (capture start → last)', value: result.delivered / deliverySeconds, unit: '/s' },
      { name: 'platform calls per delivery', value: result.delivered ? platform.calls / result.delivered : 0, unit: '', target: { op: '<=', value: 1 } },
      { name: 'delivery jobs completed once', value: Number(completed?.jobs ?? 0), unit: '' },
      ...apis.map((api, index) => ({ name: `API ${index + 1}: requests served`, value: balancer.served.get(api.url) ?? 0, unit: '' })),
      ...cpu.map((seconds, index) => ({ name: `${index < 2 ? `API ${index + 1}` : `worker ${index - 1}`} CPU`, value: seconds, unit: 's' }))
    )
  } finally {
    await observer.end()
    await balancer.close()
    await Promise.all([...apis, ...workers].map((process) => process.stop().catch(() => {})))
    await platform.close()
    await database.remove()
  }
  return { figures, problems }
}
