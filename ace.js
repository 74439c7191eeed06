/*
 * Lets `node ace ...` run from the repository root: the AdonisJS application
 * lives in api/, so this points the TypeScript hook at its tsconfig and hands
 * over to its console entry point.
 */
import { fileURLToPath } from 'node:url'

process.env.TS_NODE_PROJECT ??= fileURLToPath(new URL('./api/tsconfig.json', import.meta.url))
process.chdir(fileURLToPath(new URL('./api/', import.meta.url)))

await import('ts-node-maintained/register/esm')
await import('./api/bin/console.js')
