/*
 * The super admin's user list with 100,000 accounts (BENCH_USERS changes
 * the count), nine in ten with a stored subscription across the plans and
 * their states. The bench signs up the first account of a fresh install
 * and confirms its address, which makes it the super admin, seeds the rest
 * straight into PostgreSQL and reads with a read-only token with admin
 * access:
 *
 *   GET /api/admin/users?range=[0,24]                               first page (newest first)
 *   GET /api/admin/users?filter={"q":"<part of one person's email>"}  a search
 *   GET /api/admin/users?filter={"plan":"silver","status":"active"}   a filter
 *   GET /api/admin/users?sort=["createdAt","DESC"]&range=[500,524]    sorting newest first, page 21
 *
 * Each for BENCH_SECONDS (default 10) over 2 connections after a short
 * warm-up: super admins are a handful of people, and the list page asks
 * for a page of users while its plan filter asks for the plans, so this
 * measures how the list answers at 100,000 accounts rather than how many
 * admins it serves at once (bench/requests_list.bench.ts loads the owners'
 * list with 10). Target: p95 < 100 ms each, computed from every
 * response's latency. A search for a common surname (a tenth of the
 * accounts) is measured beside them, as the slowest search a person is
 * likely to type.
 */
import { loadavg } from 'node:os'
import pg from 'pg'
import { createBenchOwner, loadWithLatencies, printFigures, startProductForBench, type Figure } from './support.js'

const USERS = Number(process.env.BENCH_USERS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 2

const FIRST = ['jane', 'amani', 'jose', 'chloe', 'wanjiru', 'liam', 'soren', 'priya', 'kofi', 'mia']
const LAST = ['doe', 'otieno', 'garcia', 'dubois', 'kamau', 'smith', 'jorgensen', 'patel', 'mensah', 'muller']
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com']
const sqlArray = (items: readonly string[]) => `ARRAY[${items.map((item) => `'${item}'`).join(', ')}]`

/*
 * Accounts created over the last two years, in creation order; 1 in 100 an
 * admin, 1 in 33 deactivated. The subscriptions: a tenth of the accounts
 * have none (the implicit trial), the rest are trials (half of them ended
 * unpaid) or plans bought, some canceled.
 */
async function seedUsers(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const started = performance.now()
    await client.query('BEGIN')
    await client.query('SET LOCAL synchronous_commit = off')
    await client.query(
      `INSERT INTO users (email, first_name, last_name, role, is_active, permissions, created_at, updated_at)
       SELECT (${sqlArray(FIRST)})[1 + n % 10] || '.' || (${sqlArray(LAST)})[1 + (n / 10) % 10] || n
                || '@' || (${sqlArray(DOMAINS)})[1 + (n / 100) % 4],
              initcap((${sqlArray(FIRST)})[1 + n % 10]), initcap((${sqlArray(LAST)})[1 + (n / 10) % 10]),
              CASE WHEN n % 100 = 0 THEN 'admin' ELSE 'user' END, n % 33 <> 0,
              CASE WHEN n % 100 = 0 THEN '["manage_pricing","manage_content"]'::jsonb ELSE '[]'::jsonb END,
              now() - interval '730 days' + interval '730 days' * n / $1, now()
       FROM generate_series(1, $1::int) AS n`,
      [count]
    )
    await client.query(
      `INSERT INTO subscriptions (user_id, plan_type, status, trial_ends_at, current_period_end, created_at, updated_at)
       SELECT id, plan, status,
              CASE WHEN plan = 'trial' THEN created_at + interval '7 days' END,
              CASE WHEN plan NOT IN ('trial', 'lifetime-executive') THEN now() + interval '1 day' * (id % 30) END,
              created_at, created_at
       FROM (
         SELECT id, created_at,
                (ARRAY['trial', 'trial', 'trial', 'trial', 'starter-lite', 'silver', 'silver', 'starter', 'pro', 'lifetime-executive'])[1 + (id / 10) % 10] AS plan,
                CASE WHEN (id / 10) % 10 < 4 THEN 'trialing' WHEN id % 7 = 0 THEN 'canceled' ELSE 'active' END AS status
         FROM users WHERE id % 10 <> 0 AND email NOT LIKE 'bench-admin-%'
       ) accounts
       ON CONFLICT (user_id) DO NOTHING`
    )
    await client.query('COMMIT')
    const insertSeconds = (performance.now() - started) / 1000
    const vacuumStarted = performance.now()
    await client.query('VACUUM ANALYZE users')
    await client.query('VACUUM ANALYZE subscriptions')
    return { insertSeconds, vacuumSeconds: (performance.now() - vacuumStarted) / 1000 }
  } finally {
    await client.end()
  }
}

const product = await startProductForBench()
try {
  const { token } = await createBenchOwner(product, { tokenName: 'admin users bench', access: 'read_only', admin: true })
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' }
  const get = async (path: string) => {
    const response = await fetch(`${product.baseUrl}${path}`, { headers })
    if (!response.ok) throw new Error(`GET ${path} → ${response.status}: ${await response.text()}`)
    return response
  }

  const seeded = await seedUsers(product.databaseUrl, USERS)
  const loadAverage = loadavg()[0]

  const list = (query: Record<string, unknown>) =>
    `/api/admin/users?${new URLSearchParams(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])))}`
  const total = async (path: string) => Number(/\/(\d+)$/.exec((await get(path)).headers.get('content-range') ?? '')?.[1])
  // One person: the 4,321st account's email up to its number, as an admin pastes it from a support email.
  const person = `${FIRST[4321 % 10]}.${LAST[Math.floor(4321 / 10) % 10]}4321@`
  const cases = [
    ['first page (newest first)', list({ range: [0, 24] })],
    ['search for one person', list({ filter: { q: person }, range: [0, 24] })],
    ['filter plan silver, active', list({ filter: { plan: 'silver', status: 'active' }, range: [0, 24] })],
    ['newest first, page 21', list({ sort: ['createdAt', 'DESC'], range: [500, 524] })],
  ] as const
  const commonSurname = list({ filter: { q: 'kamau' }, range: [0, 24] })

  const figures: Figure[] = [
    { name: 'seeded accounts', value: await total(list({ range: [0, 0] })), unit: 'accounts' },
    { name: 'seeding', value: seeded.insertSeconds, unit: 's' },
    { name: 'VACUUM ANALYZE after seeding', value: seeded.vacuumSeconds, unit: 's' },
    { name: 'accounts found by the search', value: await total(cases[1][1]), unit: 'accounts' },
    { name: 'accounts matching the filter', value: await total(cases[2][1]), unit: 'accounts' },
    { name: 'accounts found by "kamau"', value: await total(commonSurname), unit: 'accounts' },
    { name: 'load average (1 min) before measuring', value: loadAverage, unit: '' },
  ]
  const measured: [string, string, number | undefined][] = [
    ...cases.map(([label, path]) => [`users list: ${label}`, path, 100] as [string, string, number]),
    ['users list: search "kamau" (a tenth)', commonSurname, undefined],
  ]
  for (const [label, path, target] of measured) {
    // Warm-up: JIT, the connection pool, the pages in the database's cache.
    await loadWithLatencies(`${product.baseUrl}${path}`, { headers, seconds: 2, connections: CONNECTIONS })
    const run = await loadWithLatencies(`${product.baseUrl}${path}`, { headers, seconds: SECONDS, connections: CONNECTIONS })
    figures.push(
      { name: `${label} req/s`, value: run.requestsPerSecond, unit: 'req/s' },
      { name: `${label} p50`, value: run.p50, unit: 'ms' },
      { name: `${label} p95`, value: run.p95, unit: 'ms', ...(target ? { target: { op: '<=' as const, value: target } } : {}) }
    )
  }

  const ok = printFigures(
    `Super admin's users list: ${USERS.toLocaleString('en')} accounts; ${CONNECTIONS} connections, ${SECONDS} s each`,
    figures
  )
  process.exitCode = ok ? 0 : 1
} finally {
  await product.stop()
}
