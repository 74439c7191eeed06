/*
 * The web app's bundle as a whole: the web app is built afresh
 * (`vite build` in admin-ui) and every .js and .css file it writes under
 * dist/assets is compressed on its own with gzip at level 9, as a browser
 * would fetch it. Figures: the sum over all files beside issue 17's target
 * (no more than the 541,940 B of the one bundle the app was before its
 * pages were split), the entry that every public page loads alone, and the
 * number of files.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { printFigures } from './support.js'

const ONE_BUNDLE_BYTES = 541_940
const webApp = fileURLToPath(new URL('../admin-ui/', import.meta.url))
const assets = join(webApp, 'dist', 'assets')

/** Each .js and .css file of the build with its size gzipped at level 9. */
export function gzippedAssets(folder = assets) {
  return readdirSync(folder)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, bytes: gzipSync(readFileSync(join(folder, file)), { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes)
}

execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: webApp, stdio: ['ignore', 'ignore', 'inherit'] })
const files = gzippedAssets()
const entryName = /(?:src|href)="\/assets\/(index-[^"]+\.js)"/.exec(readFileSync(join(webApp, 'dist', 'index.html'), 'utf8'))?.[1]
const entry = files.find((file) => file.file === entryName)
if (!entry) throw new Error('The built index.html names no entry script.')

for (const { file, bytes } of files) console.log(`  ${String(bytes).padStart(8)}  ${file}`)
const total = files.reduce((sum, file) => sum + file.bytes, 0)
const passed = printFigures('Web app bundle, gzip -9 per file', [
  { name: 'all scripts and styles', value: total, unit: 'B', target: { op: '<=', value: ONE_BUNDLE_BYTES } },
  { name: 'entry (what a public page loads)', value: entry.bytes, unit: 'B' },
  { name: 'files', value: files.length, unit: 'files' },
])
process.exitCode = passed ? 0 : 1
