/*
 * The delivery pipeline against a local fake platform (a webhook receiver
 * that answers after a fixed delay), with the product started as `npm
 * start` runs it: one API process that is also the only job worker.
 *
 * 1. Latency: members approved by hand one at a time through
 *    POST /api/requests/:id/approve; each latency runs from sending the
 *    approval to the member's arrival at the fake platform.
 *    Targets: p50 < 300 ms, p99 < 2 s.
 * 2. Throughput: BENCH_DELIVERIES (default 100,000) approved members
 *    queued at once, the platform taking 20 ms per call; deliveries per
 *    second over the run, and the worker's resident memory sampled every
 *    two seconds. Targets: ≥ 500 deliveries/s; memory flat (RSS at the end
 *    within 64 MB of RSS a tenth of the way in).
 *
 * Afterwards every member must have arrived exactly once (by its
 * X-JoinFlow-Delivery key) and every delivery be `delivered`.
 */
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { createBenchOwner, percentile, printFigures, startProductForBench, type Figure } from './support.js'

const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 200)
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000)
const PLATFORM_DELAY_MS = 20

/** The fake platform: answers after `delay` ms and keeps every delivery key it saw, with when it first arrived. */
async function startFakePlatform() {
  const arrivals = new Map<string, number>()
  let delay = 0
  let calls = 0
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      calls += 1
      const email = JSON.parse(Buffer.concat(chunks).toString()).member?.email
      if (email && !arrivals.has(email)) arrivals.set(email, performance.now())
      setTimeout(() => {
        response.setHeader('content-type', 'application/json')
        response.end('{"ok":true}')
      }, delay)
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrivals,
    get calls() {
      return calls
    },
    setDelay(ms: number) {
      delay = ms
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function rssMegabytes(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  return line ? Number(line[1]) / 1024 : Number.NaN
}

async function api(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`)
  return text ? JSON.parse(text) : null
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const platform = await startFakePlatform()
const product = await startProductForBench({ TEST_ONLY_ALLOW_PRIVATE_NETWORK: 'true' })
const database = new pg.Client({ connectionString: product.databaseUrl })
await database.connect()
const figures: Figure[] = []
try {
  const { token } = await createBenchOwner(product)
  const group = await api(product.baseUrl, token, 'POST', '/api/groups', { url: 'https://www.facebook.com/groups/deliverybench' })
  const webhook = await api(product.baseUrl, token, 'POST', '/api/integrations/webhooks', { name: 'Bench platform', url: platform.url })
  // The bench measures the pipeline, not a platform's limit: let this integration call as fast as the worker can.
  await database.query(`UPDATE integrations SET settings = settings || '{"ratePerSecond": 100000}' WHERE id = $1`, [webhook.id])
  const { rows: owner } = await database.query('SELECT user_id FROM groups WHERE id = $1', [group.id])
  const userId = owner[0].user_id

  const insertMembers = async (count: number, status: 'pending' | 'approved', prefix: string) => {
    const { rows } = await database.query(
      `INSERT INTO member_requests (user_id, group_id, facebook_user_id, name, email, status, decision, reasons, decided_by, decided_at, created_at)
       SELECT $1, $2, $3::text || n, 'Bench Member ' || n, $3::text || n || '@example.com', $4::varchar, 'review', '[]',
         CASE WHEN $4::varchar = 'approved' THEN 'owner' END, CASE WHEN $4::varchar = 'approved' THEN now() END, now()
       FROM generate_series(1, $5::int) AS n RETURNING id`,
      [userId, group.id, prefix, status, count]
    )
    return rows.map((row) => Number(row.id))
  }

  // 1. Latency from approval to arrival.
  const pendingIds = await insertMembers(LATENCY_SAMPLES + 20, 'pending', 'latency')
  const latencies: number[] = []
  for (const [index, id] of pendingIds.entries()) {
    const startedAt = performance.now()
    await api(product.baseUrl, token, 'POST', `/api/requests/${id}/approve`)
    const email = `latency${index + 1}@example.com`
    while (!platform.arrivals.has(email)) {
      if (performance.now() - startedAt > 10_000) throw new Error(`${email} did not arrive within 10 s`)
      await sleep(2)
    }
    // The first 20 warm the JIT and the pools.
    if (index >= 20) latencies.push(platform.arrivals.get(email)! - startedAt)
    await sleep(20 + Math.random() * 30)
  }
  latencies.sort((a, b) => a - b)
  figures.push({ name: 'approval → platform p50', value: percentile(latencies, 50), unit: 'ms', target: { op: '<=', value: 300 } })
  figures.push({ name: 'approval → platform p95', value: percentile(latencies, 95), unit: 'ms' })
  figures.push({ name: 'approval → platform p99', value: percentile(latencies, 99), unit: 'ms', target: { op: '<=', value: 2000 } })

  // 2. Sustained throughput against a platform taking 20 ms a call, with the worker's memory over time.
  platform.setDelay(PLATFORM_DELAY_MS)
  const approvedIds = await insertMembers(DELIVERIES, 'approved', 'bulk')
  await database.query('BEGIN')
  const { rows: created } = await database.query(
    `INSERT INTO deliveries (user_id, member_request_id, integration_id, status, approved_at, created_at, updated_at)
     SELECT $1, id, $2, 'queued', now(), now(), now() FROM unnest($3::bigint[]) AS id RETURNING id`,
    [userId, webhook.id, approvedIds]
  )
  await database.query(
    `INSERT INTO pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, policy)
     SELECT 'deliveries.deliver', jsonb_build_object('deliveryId', id), 5, 5, true, interval '300 seconds', 'standard'
     FROM unnest($1::bigint[]) AS id`,
    [created.map((row) => row.id)]
  )
  await database.query(`SELECT pg_notify('joinflow_jobs', 'deliveries.deliver')`)
  await database.query('COMMIT')
  const startedAt = performance.now()
  const memory: { atDelivered: number; rss: number }[] = []
  let delivered = 0
  const deadline = startedAt + Math.max(600_000, DELIVERIES * 10)
  while (delivered < DELIVERIES) {
    await sleep(2000)
    const { rows } = await database.query(`SELECT count(*) AS total FROM deliveries WHERE integration_id = $1 AND status = 'delivered'`, [
      webhook.id,
    ])
    delivered = Number(rows[0].total) - LATENCY_SAMPLES - 20
    memory.push({ atDelivered: delivered, rss: rssMegabytes(product.serverPid) })
    console.log(`  ${delivered} delivered, worker RSS ${memory.at(-1)!.rss.toFixed(0)} MB`)
    if (performance.now() > deadline) throw new Error(`Only ${delivered} of ${DELIVERIES} delivered in time`)
  }
  const seconds = (performance.now() - startedAt) / 1000
  const early = memory.find((sample) => sample.atDelivered >= DELIVERIES / 10) ?? memory[0]
  const late = memory.at(-1)!
  figures.push({ name: 'deliveries per second (20 ms platform)', value: DELIVERIES / seconds, unit: '/s', target: { op: '>=', value: 500 } })
  figures.push({ name: 'worker RSS at 10%', value: early.rss, unit: 'MB' })
  figures.push({ name: 'worker RSS at the end', value: late.rss, unit: 'MB' })
  figures.push({ name: 'worker RSS growth after 10%', value: late.rss - early.rss, unit: 'MB', target: { op: '<=', value: 64 } })

  const total = LATENCY_SAMPLES + 20 + DELIVERIES
  const { rows: states } = await database.query(`SELECT count(*) FILTER (WHERE status <> 'delivered') AS left FROM deliveries WHERE integration_id = $1`, [
    webhook.id,
  ])
  if (platform.arrivals.size !== total || Number(states[0].left) !== 0) {
    throw new Error(`${platform.arrivals.size} of ${total} members arrived; ${states[0].left} deliveries not delivered`)
  }
  figures.push({ name: 'calls per member (retries included)', value: platform.calls / total, unit: '' })
} finally {
  await database.end()
  await product.stop()
  await platform.close()
}
const passed = printFigures('Delivery pipeline', figures)
process.exit(passed ? 0 : 1)
