/*
 * Scale-out: two API processes (JOBS_IN_PROCESS=false) and two
 * `jobs:work` workers on one PostgreSQL, behind a round-robin load
 * balancer. Capture load with approvals by rule goes through the balancer
 * for SCALE_OUT_SECONDS (default 30) from SCALE_OUT_SENDERS (default 3)
 * extensions at once, each capturing one group of the same owner; every
 * approved member is delivered to a healthy webhook (20 ms a call). The
 * owner is a new account on the free trial, which allows 3 groups, so
 * more senders are refused with E_PLAN_LIMIT.
 *
 * Afterwards: every acknowledged capture is stored, each delivery took one
 * attempt and one platform call, pg-boss holds one completed, never
 * retried job per delivery, and both APIs and both workers did work.
 * SCALE_OUT_RUN_FROM=source runs the TypeScript sources instead of api/build.
 */
import { buildIfStale } from '../scripts/lib.mjs'
import { runScaleOut } from '../api/tests/resilience/support/scenarios.js'
import { printFigures } from './support.js'

const runFrom = process.env.SCALE_OUT_RUN_FROM === 'source' ? 'source' : 'build'
if (runFrom === 'build') await buildIfStale(['api'])
const seconds = Number(process.env.SCALE_OUT_SECONDS ?? 30)
const senders = Number(process.env.SCALE_OUT_SENDERS ?? 3)
const batchSize = 50

const { figures, problems } = await runScaleOut({
  runFrom,
  seconds,
  senders,
  batchSize,
  log: (line) => console.log(`  ${line}`),
  processLog: process.env.BENCH_VERBOSE ? (line) => console.log(`    ${line}`) : undefined,
})
const passed = printFigures(`Scale-out: 2 APIs + 2 workers behind a round-robin balancer, ${senders} senders, batches of ${batchSize}, ${seconds} s`, figures)
for (const problem of problems) console.log(`  problem: ${problem}`)
process.exit(passed && !problems.length ? 0 : 1)
