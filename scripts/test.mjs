/*
 * `npm test`: every test of the product, one suite after another (the
 * machines have two cores), then one summary line. Exits non-zero when any
 * suite fails.
 *
 *   API (Japa, on its own embedded PostgreSQL) → shared rules, web app, SDK,
 *   CLI and extension (Vitest) → end-to-end flows in Chromium (Playwright).
 *
 * `npm test -- api sdk` runs only the named suites.
 */
import { spawn } from 'node:child_process'
import { buildIfStale, root } from './lib.mjs'

const suites = [
  { name: 'api', command: 'node', args: ['ace', 'test'], cwd: 'api' },
  { name: 'rules', command: 'npx', args: ['vitest', 'run'], cwd: 'rules' },
  { name: 'admin-ui', command: 'npx', args: ['vitest', 'run'], cwd: 'admin-ui' },
  { name: 'sdk', command: 'npx', args: ['vitest', 'run'], cwd: 'sdk' },
  { name: 'cli', command: 'npx', args: ['vitest', 'run'], cwd: 'cli' },
  { name: 'extension', command: 'npx', args: ['vitest', 'run'], cwd: 'extension' },
  { name: 'e2e', command: 'npx', args: ['playwright', 'test'], cwd: '.' },
]

const ANSI = /\u001b\[[0-9;]*m/g

/** Reads passed/failed counts from the closing lines of Japa, Vitest and Playwright. */
export function countResults(output) {
  const text = output.replace(ANSI, '')
  let match = text.match(/Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed(?:,\s*(\d+) failed)?/)
  if (match) return { passed: Number(match[2]), failed: Number(match[1] ?? match[3] ?? 0) }
  match = text.match(/Tests\s+(\d+) failed/)
  if (match) return { passed: 0, failed: Number(match[1]) }
  const passed = text.match(/^\s*(\d+) passed/m)
  const failed = text.match(/^\s*(\d+) failed/m)
  if (passed || failed) return { passed: Number(passed?.[1] ?? 0), failed: Number(failed?.[1] ?? 0) }
  return null
}

function runSuite(suite) {
  return new Promise((resolve) => {
    let output = ''
    const child = spawn(suite.command, suite.args, {
      cwd: `${root}/${suite.cwd}`,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk
        process.stdout.write(chunk)
      })
    }
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}

const wanted = process.argv.slice(2)
const selected = wanted.length ? suites.filter((suite) => wanted.includes(suite.name)) : suites

await buildIfStale(['rules', 'sdk', 'cli', 'admin-ui', 'extension', 'api'])

const results = []
const started = Date.now()
for (const suite of selected) {
  console.log(`\n━━ ${suite.name} ━━`)
  const suiteStart = Date.now()
  const { code, output } = await runSuite(suite)
  const counts = countResults(output) ?? { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }
  if (code !== 0 && counts.failed === 0) counts.failed = 1
  results.push({ name: suite.name, code, ...counts, seconds: (Date.now() - suiteStart) / 1000 })
}

console.log('\n━━ summary ━━')
for (const result of results) {
  const mark = result.code === 0 ? 'ok  ' : 'FAIL'
  console.log(`${mark} ${result.name.padEnd(10)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed  ${result.seconds.toFixed(1)}s`)
}
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
console.log(`(${((Date.now() - started) / 1000).toFixed(0)}s)`)
console.log(`Tests: ${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
