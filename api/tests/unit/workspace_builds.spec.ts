import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
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

  test('`npm start` shows one line per build and the build tools\' own output only when a build fails', ({ assert }) => {
    const base = mkdtempSync(join(tmpdir(), 'joinflow-quiet-'))
    const workspace = (name: string, build: string) => {
      mkdirSync(join(base, name, 'src'), { recursive: true })
      writeFileSync(join(base, name, 'package.json'), JSON.stringify({ name, version: '1.0.0', scripts: { build } }))
    }
    // What the framework's build prints on success, and a failing compiler.
    workspace('api', `node -e "console.log('Run the following commands to start the server in production'); console.log('cd build'); console.log('npm ci --omit=dev')"`)
    workspace('broken', `node -e "console.error('src/index.ts(1,1): error TS2304: Cannot find name x.'); process.exit(2)"`)
    writeFileSync(join(base, 'package.json'), JSON.stringify({ name: 'quiet', private: true, workspaces: ['api', 'broken'] }))
    const build = (workspaces: string[]) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const lib = await import(${JSON.stringify(pathToFileURL(join(repositoryRoot(), 'scripts', 'lib.mjs')).href)});` +
            `await lib.buildIfStale(${JSON.stringify(workspaces)}, { quiet: true, base: ${JSON.stringify(base)} })`,
        ],
        { encoding: 'utf8' }
      )
    try {
      const built = build(['api'])
      assert.equal(built.status, 0, built.stderr)
      assert.equal(`${built.stdout}${built.stderr}`, '› building api\n')

      const failed = build(['broken'])
      assert.notEqual(failed.status, 0)
      assert.include(failed.stderr, 'error TS2304: Cannot find name x.')
      assert.include(failed.stderr, 'Building broken failed')
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })

  test('`npm start` builds quietly', ({ assert }) => {
    const start = readFileSync(join(repositoryRoot(), 'scripts', 'start.mjs'), 'utf8')
    assert.match(start, /buildIfStale\(\[[^\]]+\], \{ quiet: true \}\)/)
  })
})
