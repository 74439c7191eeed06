/*
 * `npm run bench`: runs every bench/*.bench.ts (or those named on the
 * command line) through the API's TypeScript hook and prints one table of
 * figures, targets and verdicts.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
const wanted = process.argv.slice(2)
const scripts = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => !wanted.length || wanted.some((name) => file.includes(name)))

const tables = []
let failed = false
for (const script of scripts) {
  console.log(`\n━━ ${script} ━━`)
  const output = await new Promise((resolve) => {
    let text = ''
    const child = spawn(process.execPath, ['--import', 'ts-node-maintained/register/esm', `${here}${script}`], {
      env: { ...process.env, TS_NODE_PROJECT: fileURLToPath(new URL('../api/tsconfig.json', import.meta.url)) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    child.stdout.on('data', (chunk) => {
      text += chunk
      process.stdout.write(String(chunk).replace(/^BENCH_JSON .*$/m, ''))
    })
    child.on('exit', (code) => {
      if (code !== 0) failed = true
      resolve(text)
    })
  })
  for (const line of output.split('\n')) {
    if (line.startsWith('BENCH_JSON ')) tables.push(JSON.parse(line.slice('BENCH_JSON '.length)))
  }
}

console.log('\n━━ performance report ━━')
for (const table of tables) {
  for (const figure of table.figures.filter((f) => f.target)) {
    const pass = figure.target.op === '>=' ? figure.value >= figure.target.value : figure.value <= figure.target.value
    // The verdict comes from the figures themselves: a script's exit code can be lost on the way out.
    if (!pass) failed = true
    console.log(
      `${pass ? 'pass' : 'FAIL'}  ${figure.name.padEnd(40)} ${`${figure.value.toFixed(1)} ${figure.unit}`.padStart(14)}  target ${figure.target.op} ${figure.target.value} ${figure.unit}${figure.detail ? `  (${figure.detail})` : ''}`
    )
  }
}
process.exit(failed ? 1 : 0)
