/*
 * docs/api-reference.md is the page scripts/render-api-reference.mjs writes
 * from docs/openapi.yaml: it must be the page the current document renders,
 * and it must show every operation.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { test } from '@japa/runner'
import { CONTRACT_FILE, documentedOperations } from '#tests/support/openapi_contract'

const RENDERER = fileURLToPath(new URL('../../../../scripts/render-api-reference.mjs', import.meta.url))
const PAGE = fileURLToPath(new URL('../../../../docs/api-reference.md', import.meta.url))

test.group('Contract / the API reference page', () => {
  test('is the page docs/openapi.yaml renders today, with a heading for every operation', async ({ assert }) => {
    const { render } = (await import(pathToFileURL(RENDERER).href)) as { render: (yaml: string) => string }
    const expected = render(readFileSync(CONTRACT_FILE, 'utf8'))
    const page = readFileSync(PAGE, 'utf8')
    assert.isTrue(page === expected, 'docs/api-reference.md is out of date: run node scripts/render-api-reference.mjs')

    const headings = new Set(page.split('\n').filter((line) => line.startsWith('### ')).map((line) => line.slice(4)))
    const missing = documentedOperations()
      .map((key) => key.replace(/:(\w+)/g, '{$1}'))
      .filter((heading) => !headings.has(heading))
    assert.deepEqual(missing, [])
  })
})
