/*
 * Requests per second and p99 latency of GET /api/health and of a
 * token-authenticated GET /api/auth/user, beside a bare node:http server
 * measured in the same run. Target: the authenticated route at ≥ 25% of
 * the bare server's requests per second.
 */
import { createBenchOwner, load, printFigures, startBareServer, startProductForBench } from './support.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const product = await startProductForBench()
const bare = await startBareServer()
try {
  const { token } = await createBenchOwner(product)
  // Warm-up: JIT, connection pools, prepared plans.
  await load(`${product.baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` }, seconds: 2 })

  const bareRun = await load(bare.url, { seconds })
  const health = await load(`${product.baseUrl}/api/health`, { seconds })
  const user = await load(`${product.baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` }, seconds })

  const ok = printFigures('HTTP: health and token-authenticated current user', [
    { name: 'bare node:http req/s', value: bareRun.requestsPerSecond, unit: 'req/s' },
    { name: 'bare node:http p99', value: bareRun.p99, unit: 'ms' },
    { name: 'GET /api/health req/s', value: health.requestsPerSecond, unit: 'req/s' },
    { name: 'GET /api/health p99', value: health.p99, unit: 'ms' },
    { name: 'GET /api/auth/user (Bearer) req/s', value: user.requestsPerSecond, unit: 'req/s' },
    { name: 'GET /api/auth/user (Bearer) p99', value: user.p99, unit: 'ms' },
    {
      name: 'auth/user vs bare server',
      value: (user.requestsPerSecond / bareRun.requestsPerSecond) * 100,
      unit: '%',
      target: { op: '>=', value: 25 },
    },
  ])
  process.exitCode = ok ? 0 : 1
} finally {
  bare.stop()
  await product.stop()
}
