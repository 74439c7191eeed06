/*
 * Writes sdk/src/generated/openapi.ts, the SDK's request and response types,
 * from docs/openapi.yaml with openapi-typescript. The resource classes take
 * their types from it (through src/types.ts), so the document is the one
 * place the /api contract is written.
 *
 *   node scripts/generate-types.mjs           writes the file (when it changed)
 *   node scripts/generate-types.mjs --check   exits 1 when the file is out of date
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

export const SOURCE = fileURLToPath(new URL('../../docs/openapi.yaml', import.meta.url))
export const TARGET = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url))

const HEADER = `/*
 * The /api contract as TypeScript types, generated from docs/openapi.yaml.
 * Do not edit: change the document, then run \`npm run generate -w sdk\`.
 */

`

/** The generated module for a document: docs/openapi.yaml as it is now, unless its text is given. */
export async function generate(document = pathToFileURL(SOURCE)) {
  const ast = await openapiTS(document, { silent: true })
  return HEADER + astToString(ast)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const expected = await generate()
  const current = existsSync(TARGET) ? readFileSync(TARGET, 'utf8') : undefined
  if (process.argv.includes('--check')) {
    if (current !== expected) {
      console.error('sdk/src/generated/openapi.ts is out of date with docs/openapi.yaml: run npm run generate -w sdk')
      process.exit(1)
    }
  } else if (current !== expected) {
    // Written only when it changed, so a build does not make the SDK look stale to the next one.
    writeFileSync(TARGET, expected)
    console.log('wrote sdk/src/generated/openapi.ts')
  }
}
