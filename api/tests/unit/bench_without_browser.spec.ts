/*
 * `npm run bench` runs every bench in turn: one whose browser is missing or
 * does not start must say so and leave nothing running (a server left
 * behind kept `npm run bench` from ever finishing).
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { repositoryRoot } from '../../lib/embedded_database.js'

function runBench(chromiumPath: string) {
  const root = repositoryRoot()
  return new Promise<{ code: number | null; stderr: string; leftRunning: boolean }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'ts-node-maintained/register/esm', join(root, 'bench', 'extension_capture.bench.ts')], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: chromiumPath, TS_NODE_PROJECT: join(root, 'api', 'tsconfig.json') },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group: whatever it started is found by the group's id afterwards.
      detached: true,
    })
    let stderr = ''
    child.stderr!.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => {
      let leftRunning = true
      try {
        process.kill(-child.pid!, 0)
      } catch {
        leftRunning = false
      }
      if (leftRunning) process.kill(-child.pid!, 'SIGKILL')
      resolve({ code, stderr, leftRunning })
    })
  })
}

test.group('Benchmarks / without a browser', () => {
  test('the extension bench says Chromium is missing, and starts nothing', async ({ assert }) => {
    const result = await runBench('/nonexistent/chromium')
    assert.equal(result.code, 1)
    assert.include(result.stderr, 'Chromium was not found at /nonexistent/chromium')
    assert.include(result.stderr, 'The extension capture bench did not run, and started nothing.')
    assert.isFalse(result.leftRunning)
  }).timeout(120_000)

  test('the extension bench says a Chromium that does not start did not, and starts nothing', async ({ assert }) => {
    const result = await runBench('/bin/false')
    assert.equal(result.code, 1)
    assert.include(result.stderr, 'Chromium at /bin/false did not start')
    assert.include(result.stderr, 'started nothing')
    assert.isFalse(result.leftRunning)
  }).timeout(120_000)
})
