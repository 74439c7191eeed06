/*
 * Runs one of the TypeScript entry points (bin/server.ts, bin/worker.ts)
 * through the same TypeScript hook ace uses, so production needs no
 * separate compile step.
 */
import { fileURLToPath, pathToFileURL } from 'node:url'
import { resolve } from 'node:path'

const entry = process.argv[2]
if (!entry) {
  console.error('Usage: node bin/run.js <entry.ts>')
  process.exit(2)
}
process.env.TS_NODE_PROJECT ??= fileURLToPath(new URL('../tsconfig.json', import.meta.url))
await import('ts-node-maintained/register/esm')
await import(pathToFileURL(resolve(entry.replace(/\.ts$/, '.js'))).href)
