import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeConfig } from '../../src/config.js'
import { logout } from '../../src/services/logout.js'
import { whoami } from '../../src/services/whoami.js'
import { createClient } from '../../src/connection.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { captureOutput } from '../support/output.js'
import { useTempDir } from '../support/temp_dir.js'

describe('whoami', () => {
  let api: FakeApi

  beforeEach(async () => {
    api = await startFakeApi()
  })

  afterEach(() => api.close())

  it('shows the email, name, role and server', async () => {
    const output = captureOutput()

    await whoami(await createClient({ url: api.url, token: api.token }), { profile: 'acme', server: api.url })

    const lines = output.stdout().split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^Email\s+ada@example\.com$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Name\s+Ada Lovelace$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Role\s+super_admin$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Profile\s+acme$/))
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Server\\s+${api.url}$`)))
  })

  it('says when the name is not set', async () => {
    const output = captureOutput()
    api.user.firstName = null
    api.user.lastName = null

    await whoami(await createClient({ url: api.url, token: api.token }))

    expect(output.stdout()).toMatch(/Name\s+\(not set\)/)
  })

  it('prints the user with the profile and server as JSON', async () => {
    const output = captureOutput({ json: true })

    await whoami(await createClient({ url: api.url, token: api.token }), { profile: 'acme', server: api.url })

    expect(JSON.parse(output.stdout())).toEqual({ ...api.user, profile: 'acme', server: api.url })
  })
})

describe('logout', () => {
  const tempDir = useTempDir()

  it('removes the token and keeps the server address', async () => {
    const output = captureOutput()
    const configPath = join(await tempDir(), 'config.json')
    await writeConfig(configPath, {
      current: 'acme',
      profiles: { acme: { url: 'http://localhost:3333', token: 'jf_valid' }, other: { url: 'http://other', token: 'jf_other' } },
    })

    await expect(logout({ configPath, profile: 'acme', tokenInEnvironment: false })).resolves.toEqual({ profile: 'acme', loggedOut: true })

    expect(JSON.parse(await readFile(configPath, 'utf8'))).toEqual({
      current: 'acme',
      profiles: { acme: { url: 'http://localhost:3333' }, other: { url: 'http://other', token: 'jf_other' } },
    })
    expect(output.stdout()).toContain('Logged out of profile acme.')
    expect(output.stdout()).not.toContain('JOINFLOW_TOKEN')
  })

  it('says so when nobody is logged in', async () => {
    const output = captureOutput({ json: true })
    const configPath = join(await tempDir(), 'config.json')

    await logout({ configPath, profile: 'default', tokenInEnvironment: false })

    expect(JSON.parse(output.stdout())).toEqual({ profile: 'default', loggedOut: false })
  })

  it('points out a token that still comes from the environment', async () => {
    const output = captureOutput()
    const configPath = join(await tempDir(), 'config.json')

    await logout({ configPath, profile: 'default', tokenInEnvironment: true })

    expect(output.stdout()).toContain("You're not logged in (profile default).")
    expect(output.stdout()).toContain('Unset JOINFLOW_TOKEN')
  })
})
