/*
 * The owner's first page of pending member requests and the dashboard
 * figures, with 1,000,000 stored requests across 1,000 groups and 100
 * owners (seed_requests.ts; BENCH_ROWS changes the count). The bench signs
 * up one owner through the API, who receives one hundredth of the groups
 * and their requests, and reads with that owner's token:
 *
 *   GET /api/requests?filter={"status":"pending"}&range=[0,24]
 *   GET /api/dashboard/stats
 *
 * Each for BENCH_SECONDS (default 10) over 10 connections after a short
 * warm-up. Target: p95 < 50 ms each, computed from every response's
 * latency. GET /api/auth/user with the same token is measured beside them
 * as the baseline every authenticated request pays, and a bare node:http
 * server answering a body the size of the list page, over the same
 * connections in the same run, as the ceiling: each route's requests per
 * second are printed as a share of the bare server's too, a figure a busy
 * machine moves far less than the latencies.
 */
import { loadavg } from 'node:os'
import { seedRequests } from './seed_requests.js'
import { createBenchOwner, loadWithLatencies, printFigures, ratioFigure, startBareServer, startProductForBench, type Figure } from './support.js'

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10

const product = await startProductForBench()
try {
  const { token } = await createBenchOwner(product)
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' }
  const get = async (path: string) => {
    const response = await fetch(`${product.baseUrl}${path}`, { headers })
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}: ${await response.text()}`)
    return response
  }
  const total = async (path: string) => Number(/\/(\d+)$/.exec((await get(path)).headers.get('content-range') ?? '')?.[1])

  const owner = (await (await get('/api/auth/user')).json()) as { id: number }
  const seeded = await seedRequests({ databaseUrl: product.databaseUrl, rows: ROWS, ownerIds: [owner.id] })
  const loadAverage = loadavg()[0]

  const listPath = `/api/requests?filter=${encodeURIComponent('{"status":"pending"}')}&range=${encodeURIComponent('[0,24]')}`
  const statsPath = '/api/dashboard/stats'
  const ownerRequests = await total(`/api/requests?range=${encodeURIComponent('[0,0]')}`)
  const ownerPending = await total(listPath)

  const figures: Figure[] = [
    { name: 'seeded rows', value: seeded.rows, unit: 'rows' },
    { name: 'seeding speed', value: seeded.rowsPerSecond, unit: 'rows/s' },
    { name: 'VACUUM ANALYZE after seeding', value: seeded.vacuumSeconds, unit: 's' },
    { name: "measured owner's requests", value: ownerRequests, unit: 'rows' },
    { name: "measured owner's pending", value: ownerPending, unit: 'rows' },
    { name: 'load average (1 min) before measuring', value: loadAverage, unit: '' },
  ]
  const pageBytes = (await (await get(listPath)).arrayBuffer()).byteLength
  const bare = await startBareServer(JSON.stringify({ padding: 'x'.repeat(Math.max(0, pageBytes - 15)) }))
  let bareRun: Awaited<ReturnType<typeof loadWithLatencies>>
  try {
    await loadWithLatencies(bare.url, { seconds: 2, connections: CONNECTIONS })
    bareRun = await loadWithLatencies(bare.url, { seconds: SECONDS, connections: CONNECTIONS })
  } finally {
    bare.stop()
  }
  figures.push(
    { name: 'list page body (and the bare server\'s)', value: pageBytes, unit: 'bytes' },
    { name: 'bare node:http req/s', value: bareRun.requestsPerSecond, unit: 'req/s' },
    { name: 'bare node:http p95', value: bareRun.p95, unit: 'ms' }
  )
  for (const [label, path, target] of [
    ['GET /api/requests pending page 1', listPath, 50],
    ['GET /api/dashboard/stats', statsPath, 50],
    // The same token on a route that reads no requests: what every request costs before its own queries.
    ['GET /api/auth/user (baseline)', '/api/auth/user', undefined],
  ] as const) {
    // Warm-up: JIT, the connection pool, the owner's pages in the database's cache.
    await loadWithLatencies(`${product.baseUrl}${path}`, { headers, seconds: 2, connections: CONNECTIONS })
    const run = await loadWithLatencies(`${product.baseUrl}${path}`, { headers, seconds: SECONDS, connections: CONNECTIONS })
    figures.push(
      { name: `${label} req/s`, value: run.requestsPerSecond, unit: 'req/s' },
      { name: `${label} p50`, value: run.p50, unit: 'ms' },
      { name: `${label} p95`, value: run.p95, unit: 'ms', ...(target ? { target: { op: '<=' as const, value: target } } : {}) },
      { name: `${label} p99`, value: run.p99, unit: 'ms' },
      ratioFigure(`${label} vs bare server`, run.requestsPerSecond, bareRun.requestsPerSecond, 'req/s')
    )
  }

  const ok = printFigures(
    `Member request list and dashboard: ${seeded.rows.toLocaleString('en')} stored requests, 1,000 groups, 100 owners; ${CONNECTIONS} connections, ${SECONDS} s each`,
    figures
  )
  process.exitCode = ok ? 0 : 1
} finally {
  await product.stop()
}
