import { AuthenticationError } from '@joinflow/sdk'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeConfig } from '../../src/config.js'
import { login } from '../../src/services/login.js'
import { createClient } from '../../src/connection.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'
import { useTempDir } from '../support/temp_dir.js'

describe('login', () => {
  const tempDir = useTempDir()
  let api: FakeApi

  beforeEach(async () => {
    api = await startFakeApi()
  })

  afterEach(() => api.close())

  it('checks the token, then saves the server and token readable by the owner only', async () => {
    const output = captureOutput()
    const configPath = join(await tempDir(), 'joinflow', 'config.json')

    const result = await login({ url: api.url, token: api.token, configPath, profile: 'default' }, await createClient({ url: api.url, token: api.token }))

    expect(result.user.email).toBe('ada@example.com')
    expect(JSON.parse(await readFile(configPath, 'utf8'))).toEqual({
      current: 'default',
      profiles: { default: { url: api.url, token: api.token, email: 'ada@example.com' } },
    })
    expect((await stat(configPath)).mode & 0o777).toBe(0o600)
    expect((await stat(join(configPath, '..'))).mode & 0o777).toBe(0o700)
    expect(output.stdout()).toContain(`Logged in to ${api.url} as ada@example.com (profile default).`)
  })

  it('prints the server and user as JSON', async () => {
    const output = captureOutput({ json: true })
    const configPath = join(await tempDir(), 'config.json')

    await login({ url: api.url, token: api.token, configPath, profile: 'default' }, await createClient({ url: api.url, token: api.token }))

    expect(JSON.parse(output.stdout())).toEqual({ profile: 'default', url: api.url, user: api.user })
  })

  it("replaces the profile's earlier login, keeps the other profiles and makes it the current one", async () => {
    captureOutput()
    const configPath = join(await tempDir(), 'config.json')
    await writeConfig(configPath, {
      current: 'default',
      profiles: { default: { url: 'http://old.example.com', token: 'jf_old' }, acme: { url: 'http://acme.example.com', token: 'jf_acme_old' } },
    })

    await login({ url: api.url, token: api.token, configPath, profile: 'acme' }, await createClient({ url: api.url, token: api.token }))

    expect(JSON.parse(await readFile(configPath, 'utf8'))).toEqual({
      current: 'acme',
      profiles: {
        default: { url: 'http://old.example.com', token: 'jf_old' },
        acme: { url: api.url, token: api.token, email: 'ada@example.com' },
      },
    })
  })

  it('saves nothing when the API rejects the token', async () => {
    const output = captureOutput()
    const configPath = join(await tempDir(), 'config.json')

    await expect(
      login({ url: api.url, token: 'jf_wrong', configPath, profile: 'default' }, await createClient({ url: api.url, token: 'jf_wrong' })),
    ).rejects.toBeInstanceOf(AuthenticationError)

    await expect(stat(configPath)).rejects.toMatchObject({ code: 'ENOENT' })
    expect(output.stdout()).toBe('')
  })
})
