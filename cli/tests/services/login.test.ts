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

    const result = await login({ url: api.url, token: api.token, configPath }, createClient({ url: api.url, token: api.token }))

    expect(result.user.email).toBe('ada@example.com')
    expect(JSON.parse(await readFile(configPath, 'utf8'))).toEqual({ url: api.url, token: api.token })
    expect((await stat(configPath)).mode & 0o777).toBe(0o600)
    expect((await stat(join(configPath, '..'))).mode & 0o777).toBe(0o700)
    expect(output.stdout()).toContain(`Logged in to ${api.url} as ada@example.com.`)
  })

  it('prints the server and user as JSON', async () => {
    const output = captureOutput({ json: true })
    const configPath = join(await tempDir(), 'config.json')

    await login({ url: api.url, token: api.token, configPath }, createClient({ url: api.url, token: api.token }))

    expect(JSON.parse(output.stdout())).toEqual({ url: api.url, user: api.user })
  })

  it('replaces an earlier login', async () => {
    captureOutput()
    const configPath = join(await tempDir(), 'config.json')
    await writeConfig(configPath, { url: 'http://old.example.com', token: 'jf_old' })

    await login({ url: api.url, token: api.token, configPath }, createClient({ url: api.url, token: api.token }))

    expect(JSON.parse(await readFile(configPath, 'utf8'))).toEqual({ url: api.url, token: api.token })
  })

  it('saves nothing when the API rejects the token', async () => {
    const output = captureOutput()
    const configPath = join(await tempDir(), 'config.json')

    await expect(
      login({ url: api.url, token: 'jf_wrong', configPath }, createClient({ url: api.url, token: 'jf_wrong' })),
    ).rejects.toBeInstanceOf(AuthenticationError)

    await expect(stat(configPath)).rejects.toMatchObject({ code: 'ENOENT' })
    expect(output.stdout()).toBe('')
  })
})
