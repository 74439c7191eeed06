/*
 * The web app's bundle as a whole: the web app is built afresh (`vite build`
 * in admin-ui, into a folder of its own so the served build and its
 * prerendered pages stay as they are) and every .js and .css file it writes
 * under assets is compressed on its own with gzip at level 9, as a browser
 * would fetch it. Figures: the sum over all files beside issue 17's target
 * (no more than the 541,940 B of the one bundle the app was before its
 * pages were split), the same files uncompressed, the entry that every
 * public page loads alone, and the number of files.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printFigures } from './support.js'
import { gzippedAssets, ONE_BUNDLE_BYTES } from './web_assets.js'

const webApp = fileURLToPath(new URL('../admin-ui/', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'joinflow-web-bundle-'))

try {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webApp,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const files = gzippedAssets(join(outDir, 'assets'))
  const entryName = /(?:src|href)="\/assets\/(index-[^"]+\.js)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'))?.[1]
  const entry = files.find((file) => file.file === entryName)
  if (!entry) throw new Error('The built index.html names no entry script.')

  for (const { file, bytes } of files) console.log(`  ${String(bytes).padStart(8)}  ${file}`)
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  const raw = files.reduce((sum, file) => sum + file.raw, 0)
  const passed = printFigures('Web app bundle, gzip -9 per file', [
    { name: 'all scripts and styles', value: total, unit: 'B', target: { op: '<=', value: ONE_BUNDLE_BYTES } },
    { name: 'all scripts and styles, uncompressed', value: raw, unit: 'B' },
    { name: 'entry (what a public page loads)', value: entry.bytes, unit: 'B' },
    { name: 'files', value: files.length, unit: 'files' },
  ])
  process.exitCode = passed ? 0 : 1
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
