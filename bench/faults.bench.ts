/*
 * Faults: the product run as in production (API and worker apart,
 * JOBS_IN_PROCESS=false, on a PostgreSQL of its own) under a capture load
 * whose approvals are delivered to an idempotent webhook. The API is
 * killed with SIGKILL mid-load and restarted, the worker is killed
 * mid-delivery and restarted, and PostgreSQL is stopped and started under
 * load. Afterwards: every capture the API acknowledged is stored, every
 * approved member reached the platform, none under two delivery keys, and
 * the API and the worker came back from the database restart by
 * themselves.
 *
 * FAULTS_BATCHES (default 40) capture batches of FAULTS_BATCH_SIZE (default
 * 25) per phase; FAULTS_RUN_FROM=source runs the TypeScript sources instead
 * of api/build. The short version runs in the test command
 * (api/tests/resilience/faults.spec.ts).
 */
import { buildIfStale } from '../scripts/lib.mjs'
import { runFaults } from '../api/tests/resilience/support/scenarios.js'
import { printFigures } from './support.js'

const runFrom = process.env.FAULTS_RUN_FROM === 'source' ? 'source' : 'build'
if (runFrom === 'build') await buildIfStale(['api'])
const batchesPerPhase = Number(process.env.FAULTS_BATCHES ?? 40)
const batchSize = Number(process.env.FAULTS_BATCH_SIZE ?? 25)

const { figures, problems } = await runFaults({
  runFrom,
  batchesPerPhase,
  batchSize,
  log: (line) => console.log(`  ${line}`),
  processLog: process.env.BENCH_VERBOSE ? (line) => console.log(`    ${line}`) : undefined,
})
const passed = printFigures(`Faults: API and worker killed (SIGKILL), PostgreSQL restarted; ${batchesPerPhase} batches of ${batchSize} per phase`, figures)
for (const problem of problems) console.log(`  problem: ${problem}`)
process.exit(passed && !problems.length ? 0 : 1)
