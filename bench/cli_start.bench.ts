/*
 * How fast `joinflow` starts: the built binary's `--version` and `--help`
 * against bare `node -e 0`, measured in the same run, interleaved so that
 * whatever else the machine is doing weighs on all three alike. Commands,
 * the SDK and Ink load only when a command runs, so neither needs them.
 *
 * Figures are medians of BENCH_RUNS (default 15) runs each. Target: each
 * within 2× the bare start of Node. `joinflow groups --help` (one command
 * loaded) is shown beside them.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { repositoryRoot } from '../api/lib/embedded_database.js'
import { buildIfStale } from '../scripts/lib.mjs'
import { printFigures } from './support.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const binary = join(repositoryRoot(), 'cli', 'bin', 'joinflow.js')

await buildIfStale(['sdk', 'cli'])

const commands: Record<string, string[]> = {
  node: ['-e', '0'],
  version: [binary, '--version'],
  help: [binary, '--help'],
  groupsHelp: [binary, 'groups', '--help'],
}

function milliseconds(args: string[]): number {
  const started = process.hrtime.bigint()
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NO_COLOR: '1' } })
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6
  if (run.status !== 0) throw new Error(`${args.join(' ')} ended with ${run.status}`)
  return elapsed
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const times: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((name) => [name, []]))
// One warm-up each, so the file system cache is the same for all.
for (const args of Object.values(commands)) milliseconds(args)
for (let run = 0; run < RUNS; run++) {
  for (const [name, args] of Object.entries(commands)) times[name]!.push(milliseconds(args))
}
const [node, version, help, groupsHelp] = ['node', 'version', 'help', 'groupsHelp'].map((name) => median(times[name]!)) as [number, number, number, number]

const ok = printFigures(`joinflow start-up against bare node -e 0 (medians of ${RUNS} runs)`, [
  { name: 'node -e 0', value: node, unit: 'ms' },
  { name: 'joinflow --version', value: version, unit: 'ms' },
  { name: 'joinflow --help', value: help, unit: 'ms' },
  { name: 'joinflow groups --help', value: groupsHelp, unit: 'ms' },
  { name: '--version / node -e 0', value: version / node, unit: '×', target: { op: '<=', value: 2 } },
  { name: '--help / node -e 0', value: help / node, unit: '×', target: { op: '<=', value: 2 } },
  { name: 'groups --help / node -e 0', value: groupsHelp / node, unit: '×' },
])
process.exitCode = ok ? 0 : 1
