import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from '@japa/runner'
import { repositoryRoot } from '../../lib/embedded_database.js'

/* What `npm start`, `npm test` and the Playwright setup build before they run (scripts/lib.mjs). */
const lib = await import(pathToFileURL(join(repositoryRoot(), 'scripts', 'lib.mjs')).href)

test.group('Workspace builds', () => {
  test('each workspace is built after the workspaces it depends on, each once', ({ assert }) => {
    assert.deepEqual(lib.buildOrder(['admin-ui', 'api']), ['rules', 'sdk', 'admin-ui', 'api'])
    assert.deepEqual(lib.buildOrder(['sdk', 'cli', 'extension']), ['sdk', 'rules', 'cli', 'extension'])
  })

  test('a change to the shared rules rebuilds the bundles that copy them, not what loads them at run time', ({ assert }) => {
    const base = mkdtempSync(join(tmpdir(), 'joinflow-builds-'))
    const workspace = (name: string, output: string, dependencies: string[]) => {
      mkdirSync(join(base, name, 'src'), { recursive: true })
      mkdirSync(join(base, name, output))
      const deps = Object.fromEntries(dependencies.map((dependency) => [`@joinflow/${dependency}`, '*']))
      writeFileSync(join(base, name, 'package.json'), JSON.stringify({ dependencies: deps }))
      writeFileSync(join(base, name, 'src', 'index.ts'), '')
    }
    try {
      workspace('rules', 'dist', [])
      workspace('admin-ui', 'dist', ['rules'])
      workspace('api', 'build', ['rules'])
      const earlier = new Date(Date.now() - 60_000)
      for (const path of ['rules/src/index.ts', 'rules/package.json', 'admin-ui/src/index.ts', 'admin-ui/package.json', 'api/src/index.ts', 'api/package.json']) {
        utimesSync(join(base, path), earlier, earlier)
      }
      assert.isFalse(lib.isStale('admin-ui', 'dist', base))
      assert.isFalse(lib.isStale('api', 'build', base))

      const later = new Date(Date.now() + 60_000)
      utimesSync(join(base, 'rules', 'src', 'index.ts'), later, later)
      assert.isTrue(lib.isStale('rules', 'dist', base))
      assert.isTrue(lib.isStale('admin-ui', 'dist', base))
      assert.isFalse(lib.isStale('api', 'build', base))
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })
})
