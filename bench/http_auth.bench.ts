/*
 * Requests per second and p99 latency of GET /api/health and of a
 * token-authenticated GET /api/auth/user, beside a bare node:http server
 * measured in the same run that answers a body of the same size as the
 * account's. The verdict is the ratio, which a busy machine moves far less
 * than either figure: the authenticated route at ≥ 25% of the bare
 * server's requests per second.
 */
import { loadavg } from 'node:os'
import { createBenchOwner, load, printFigures, ratioFigure, startBareServer, startProductForBench } from './support.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const product = await startProductForBench()
let bare: Awaited<ReturnType<typeof startBareServer>> | undefined
try {
  const { token } = await createBenchOwner(product)
  const headers = { authorization: `Bearer ${token}` }
  const account = await (await fetch(`${product.baseUrl}/api/auth/user`, { headers })).text()
  // The same number of bytes as the account's JSON.
  bare = await startBareServer(JSON.stringify({ padding: 'x'.repeat(Math.max(0, Buffer.byteLength(account) - 15)) }))
  // Warm-up: JIT, connection pools, prepared plans.
  await load(`${product.baseUrl}/api/auth/user`, { headers, seconds: 2 })
  await load(bare.url, { seconds: 2 })
  const loadAverage = loadavg()[0]

  const bareRun = await load(bare.url, { seconds })
  const health = await load(`${product.baseUrl}/api/health`, { seconds })
  const user = await load(`${product.baseUrl}/api/auth/user`, { headers, seconds })

  const ok = printFigures('HTTP: health and token-authenticated current user, beside a bare node:http server', [
    { name: 'load average (1 min) before measuring', value: loadAverage, unit: '' },
    { name: 'body size (the account, and the bare server)', value: Buffer.byteLength(account), unit: 'bytes' },
    { name: 'bare node:http req/s', value: bareRun.requestsPerSecond, unit: 'req/s' },
    { name: 'bare node:http p99', value: bareRun.p99, unit: 'ms' },
    { name: 'GET /api/health req/s', value: health.requestsPerSecond, unit: 'req/s' },
    { name: 'GET /api/health p99', value: health.p99, unit: 'ms' },
    { name: 'GET /api/auth/user (Bearer) req/s', value: user.requestsPerSecond, unit: 'req/s' },
    { name: 'GET /api/auth/user (Bearer) p99', value: user.p99, unit: 'ms' },
    ratioFigure('auth/user vs bare server', user.requestsPerSecond, bareRun.requestsPerSecond, 'req/s', { op: '>=', value: 25 }),
  ])
  process.exitCode = ok ? 0 : 1
} finally {
  bare?.stop()
  await product.stop()
}
