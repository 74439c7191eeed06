/*
 * src/generated/openapi.ts is what docs/openapi.yaml generates today: a change to the document that
 * is not regenerated (`npm run generate -w sdk`) fails here, before the SDK's types drift from it.
 */
import { readFileSync } from 'node:fs'
import { parse, stringify } from 'yaml'
import { describe, expect, it } from 'vitest'
import { SOURCE, TARGET, generate } from '../scripts/generate-types.mjs'

describe('the generated contract types', () => {
  it('are what docs/openapi.yaml generates today (run npm run generate -w sdk when this fails)', async () => {
    const committed = readFileSync(TARGET, 'utf8')
    expect(committed === (await generate()), 'sdk/src/generated/openapi.ts is out of date: run npm run generate -w sdk').toBe(true)
  })

  it('change with the document, so a stale file cannot pass', async () => {
    const document = parse(readFileSync(SOURCE, 'utf8')) as { components: { schemas: { Group: { properties: Record<string, unknown> } } } }
    delete document.components.schemas.Group.properties.description
    const changed = await generate(stringify(document))
    expect(changed).not.toBe(readFileSync(TARGET, 'utf8'))
    expect(changed).toContain('Group: {')
  })
})
