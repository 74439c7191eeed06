import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { joinflow } from '../support/binary.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { startFakeIntegrationsApi } from '../support/fake_integrations_api.js'
import { group, memberRequest } from '../support/records.js'
import { useTempDir } from '../support/temp_dir.js'

const binary = fileURLToPath(new URL('../../bin/joinflow.js', import.meta.url))

describe('joinflow in scripts', () => {
  const tempDir = useTempDir()
  let api: FakeApi
  let env: NodeJS.ProcessEnv

  beforeEach(async () => {
    api = await startFakeApi()
    env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json'), JOINFLOW_URL: api.url, JOINFLOW_TOKEN: api.token }
  })

  afterEach(() => api.close())

  it('keeps one login per profile, picked by --profile or JOINFLOW_PROFILE', async () => {
    const files = { JOINFLOW_CONFIG: env.JOINFLOW_CONFIG }
    expect((await joinflow(['login', '--url', api.url, '--token', api.token], files)).code).toBe(0)
    expect((await joinflow(['login', '--profile', 'acme', '--url', api.url, '--token', api.token], files)).code).toBe(0)

    const listed = await joinflow(['profiles', 'list', '--json'], files)
    expect(JSON.parse(listed.stdout)).toEqual({
      current: 'acme',
      profiles: [
        { name: 'acme', current: true, url: api.url, email: 'ada@example.com', loggedIn: true },
        { name: 'default', current: false, url: api.url, email: 'ada@example.com', loggedIn: true },
      ],
    })
    expect(listed.stdout).not.toContain(api.token)

    expect(JSON.parse((await joinflow(['whoami', '--json'], { ...files, JOINFLOW_PROFILE: 'default' })).stdout)).toMatchObject({ profile: 'default' })
    expect((await joinflow(['profiles', 'use', 'default'], files)).code).toBe(0)
    expect(JSON.parse((await joinflow(['whoami', '--json'], files)).stdout)).toMatchObject({ profile: 'default', server: api.url })
    expect(JSON.parse((await joinflow(['whoami', '--profile', 'acme', '--json'], files)).stdout)).toMatchObject({ profile: 'acme' })

    const unknown = await joinflow(['whoami', '--profile', 'globex'], files)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toBe('✖ No profile named "globex". Run `joinflow profiles list` to see the saved ones, or `joinflow login --profile globex` to add it.\n')

    expect((await joinflow(['profiles', 'remove', 'acme'], files)).code).toBe(2)
    expect((await joinflow(['profiles', 'remove', 'acme', '--yes'], files)).code).toBe(0)
    expect(Object.keys(JSON.parse(await readFile(env.JOINFLOW_CONFIG!, 'utf8')).profiles)).toEqual(['default'])
  })

  it('signs the profile out when the token in use is revoked', async () => {
    const files = { JOINFLOW_CONFIG: env.JOINFLOW_CONFIG }
    const token = `jf_${Buffer.from('1').toString('base64url')}.secret`
    api.secrets.set(token, 1)
    expect((await joinflow(['login', '--url', api.url, '--token', token], files)).code).toBe(0)

    const revoked = await joinflow(['tokens', 'revoke', '1', '--yes'], files)

    expect(revoked.code).toBe(0)
    expect(revoked.stderr).toContain('Warning: token 1 is the one this CLI is using (profile default)')
    expect(revoked.stdout).toContain('Profile default is signed out')
    expect(JSON.parse(await readFile(env.JOINFLOW_CONFIG!, 'utf8')).profiles.default.token).toBeUndefined()
  })

  it('ends quietly when the reader of a pipe stops early', async () => {
    for (let id = 1; id <= 400; id++) api.groups.push(group(id, { name: `Group ${id}`.padEnd(200, '.') }))
    const child = spawn(process.execPath, [binary, 'groups', 'list', '--json'], { env: { ...process.env, ...env } })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    // The reader is gone before the list arrives, as `head` is once it has its line.
    child.stdout.destroy()
    const code = await new Promise((resolve) => child.on('close', resolve))

    expect(stderr).toBe('')
    expect(code).toBe(0)
  })

  it('writes the export to standard output with -o -, and refuses a missing folder in one line', async () => {
    api.requests.push(memberRequest(1))

    const csv = await joinflow(['requests', 'export', '-o', '-'], env)
    expect(csv.code).toBe(0)
    expect(csv.stdout.split('\n')[0]).toMatch(/,/)

    const missing = await joinflow(['requests', 'export', '-o', join(await tempDir(), 'nope', 'x.csv')], env)
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/^✖ The folder .*nope does not exist\. Create it first, or give another --output \(- writes to standard output\)\.\n$/)
  })

  it('exits with "not found" for a request that does not exist', async () => {
    const run = await joinflow(['requests', 'approve', '99999999'], env)

    expect(run.code).toBe(6)
    expect(run.stderr).toContain('Request 99999999 was not found.')
  })

  it('refuses to delete without --yes when there is no terminal', async () => {
    const run = await joinflow(['groups', 'rm', '1'], env)

    expect(run.code).toBe(2)
    expect(run.stderr).toContain('Missing --yes.')
  })

  it('keeps contact data for good with privacy set --retention-days never', async () => {
    const privacyApi = await startFakeIntegrationsApi()
    try {
      const run = await joinflow(['privacy', 'set', '--retention-days', 'never', '--json'], {
        ...env,
        JOINFLOW_URL: privacyApi.url,
        JOINFLOW_TOKEN: privacyApi.token,
      })

      expect(run.code, run.stderr).toBe(0)
      expect(privacyApi.received.find((request) => request.method === 'PATCH')?.body).toEqual({ retentionDays: null })
      expect(JSON.parse(run.stdout)).toMatchObject({ retentionDays: null })
    } finally {
      await privacyApi.close()
    }
  })
})
