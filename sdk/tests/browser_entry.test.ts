import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const sourceDir = resolve(dirname(fileURLToPath(import.meta.url)), '../src')

/** Every module specifier reachable from `entry` through relative imports. */
function reachableImports(entry: string, seen = new Set<string>()): Set<string> {
  const specifiers = new Set<string>()
  if (seen.has(entry)) return specifiers
  seen.add(entry)
  const source = readFileSync(entry, 'utf8')
  for (const [, specifier] of source.matchAll(/(?:import|export)\s[^'"]*?from\s+'([^']+)'/g)) {
    if (!specifier) continue
    if (!specifier.startsWith('.')) {
      specifiers.add(specifier)
      continue
    }
    const file = resolve(dirname(entry), specifier.replace(/\.js$/, '.ts'))
    for (const nested of reachableImports(file, seen)) specifiers.add(nested)
  }
  return specifiers
}

it('keeps the browser entry free of Node-only packages', () => {
  expect([...reachableImports(resolve(sourceDir, 'browser.ts'))]).toEqual([])
  expect([...reachableImports(resolve(sourceDir, 'index.ts'))].sort()).toEqual([
    'got',
    'node:crypto',
    'node:fs',
    'node:fs/promises',
    'node:http',
    'node:stream/promises',
  ])
})
