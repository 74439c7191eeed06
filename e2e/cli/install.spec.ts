/*
 * The SDK and CLI as an agency gets them: packed with `npm pack`, installed into an empty folder
 * outside the repository, and run against the product under test with profiles and CI variables.
 */
import { expect, test } from '@playwright/test'
import { execFile, execFileSync } from 'node:child_process'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { productUrl } from '../support/accounts.js'
import { createOwnerWithToken } from '../support/api.js'
import { repositoryRoot } from '../../api/lib/embedded_database.js'

interface Run {
  exitCode: number
  stdout: string
  stderr: string
}

test('the packed CLI installs outside the repository and drives the product with profiles and CI variables', async () => {
  test.setTimeout(420_000)
  const root = repositoryRoot()
  const folder = test.info().outputPath('install')
  const tarballs = join(folder, 'tarballs')
  const project = join(folder, 'project')
  await mkdir(tarballs, { recursive: true })
  await mkdir(project, { recursive: true })
  for (const workspace of ['rules', 'sdk']) execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'ignore' })
  for (const workspace of ['sdk', 'cli']) {
    execFileSync('npm', ['pack', '--pack-destination', tarballs], { cwd: join(root, workspace), stdio: 'ignore' })
  }
  const packed = (await readdir(tarballs)).filter((name) => name.endsWith('.tgz')).map((name) => join(tarballs, name))
  expect(packed.map((path) => path.replace(/.*\//, '')).sort()).toEqual([expect.stringMatching(/^joinflow-cli-/), expect.stringMatching(/^joinflow-sdk-/)])

  await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'agency-scripts', private: true, type: 'module' }))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...packed], { cwd: project, stdio: 'ignore' })
  // Nothing may come from the repository's workspaces: the installed copy is a real folder.
  const installed = JSON.parse(await readFile(join(project, 'node_modules', '@joinflow', 'cli', 'package.json'), 'utf8'))
  expect(installed.dependencies['@joinflow/rules']).toBeUndefined()

  const configPath = join(folder, 'config', 'config.json')
  const joinflow = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    new Promise<Run>((resolve) => {
      execFile(
        join(project, 'node_modules', '.bin', 'joinflow'),
        args,
        { cwd: project, env: { PATH: process.env.PATH, HOME: folder, JOINFLOW_CONFIG: configPath, NO_COLOR: '1', ...env } },
        (error, stdout, stderr) => resolve({ exitCode: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
      )
    })

  const help = await joinflow(['--help'])
  expect(help.exitCode).toBe(0)
  expect(help.stdout).toContain('profiles')

  const acme = await createOwnerWithToken(productUrl(), 'acme CLI')
  const globex = await createOwnerWithToken(productUrl(), 'globex CLI')
  expect((await joinflow(['login', '--profile', 'acme', '--url', productUrl(), '--token', acme.token, '--json'])).exitCode).toBe(0)
  expect((await joinflow(['login', '--profile', 'globex', '--url', productUrl(), '--token', globex.token, '--json'])).exitCode).toBe(0)

  const whoami = await joinflow(['whoami', '--profile', 'acme', '--json'])
  expect(JSON.parse(whoami.stdout)).toMatchObject({ email: acme.email, profile: 'acme', server: productUrl() })

  const added = await joinflow(['groups', 'add', 'https://www.facebook.com/groups/acme-gardeners', '--json'], { JOINFLOW_PROFILE: 'acme' })
  expect(added.exitCode, added.stderr).toBe(0)
  expect(JSON.parse(added.stdout)).toMatchObject({ target: { profile: 'acme', account: acme.email, server: productUrl() } })

  const addedHuman = await joinflow(['groups', 'add', 'https://www.facebook.com/groups/globex-growers'])
  expect(addedHuman.exitCode, addedHuman.stderr).toBe(0)
  expect(addedHuman.stderr).toContain(`Acting on ${globex.email} at ${productUrl()} (profile globex).`)

  // A CI job: no saved login at all, only the variables.
  const ci = await joinflow(['groups', 'list', '--json'], { JOINFLOW_CONFIG: join(folder, 'none.json'), JOINFLOW_URL: productUrl(), JOINFLOW_TOKEN: acme.token })
  expect(ci.exitCode, ci.stderr).toBe(0)
  expect(JSON.parse(ci.stdout).data.map((group: { name: string }) => group.name)).toEqual([expect.stringMatching(/acme/i)])

  const missing = await joinflow(['requests', 'approve', '99999999'], { JOINFLOW_PROFILE: 'acme' })
  expect(missing.exitCode).toBe(6)
  expect(missing.stderr.split('\n').filter(Boolean)).toEqual([
    `Acting on ${acme.email} at ${productUrl()} (profile acme).`,
    '✖ Request 99999999 was not found. Use the IDs `joinflow requests list` shows.',
  ])

  const unconfirmed = await joinflow(['groups', 'rm', String(JSON.parse(added.stdout).id)], { JOINFLOW_PROFILE: 'acme' })
  expect(unconfirmed.exitCode).toBe(2)
  expect(unconfirmed.stderr).toContain('Missing --yes.')

  const never = await joinflow(['privacy', 'set', '--retention-days', 'never', '--json'], { JOINFLOW_PROFILE: 'acme' })
  expect(never.exitCode, never.stderr).toBe(0)
  expect(JSON.parse(never.stdout)).toMatchObject({ retentionDays: null })
})
