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

    await whoami(createClient({ url: api.url, token: api.token }))

    const lines = output.stdout().split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^Email\s+ada@example\.com$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Name\s+Ada Lovelace$/))
    expect(lines).toContainEqual(expect.stringMatching(/^Role\s+super_admin$/))
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Server\\s+${api.url}$`)))
  })

  it('says when the name is not set', async () => {
    const output = captureOutput()
    api.user.firstName = null
    api.user.lastName = null

    await whoami(createClient({ url: api.url, token: api.token }))

    expect(output.stdout()).toMatch(/Name\s+\(not set\)/)
  })

  it('prints the user as JSON', async () => {
    const output = captureOutput({ json: true })

    await whoami(createClient({ url: api.url, token: api.token }))

    expect(JSON.parse(output.stdout())).toEqual(api.user)
  })
})

describe('logout', () => {
  const tempDir = useTempDir()

  it('removes the token and keeps the server address', async () => {
    const output = captureOutput()
    const configPath = join(await tempDir(), 'config.json')
    await writeConfig(configPath, { url: 'http://localhost:3333', token: 'jf_valid' })

    await expect(logout({ configPath, tokenInEnvironment: false })).resolves.toEqual({ loggedOut: true })

    expect(JSON.parse(await readFile(configPath, 'utf8'))).toEqual({ url: 'http://localhost:3333' })
    expect(output.stdout()).toContain('Logged out.')
    expect(output.stdout()).not.toContain('JOINFLOW_TOKEN')
  })

  it('says so when nobody is logged in', async () => {
    const output = captureOutput({ json: true })
    const configPath = join(await tempDir(), 'config.json')

    await logout({ configPath, tokenInEnvironment: false })

    expect(JSON.parse(output.stdout())).toEqual({ loggedOut: false })
  })

  it('points out a token that still comes from the environment', async () => {
    const output = captureOutput()
    const configPath = join(await tempDir(), 'config.json')

    await logout({ configPath, tokenInEnvironment: true })

    expect(output.stdout()).toContain("You're not logged in.")
    expect(output.stdout()).toContain('Unset JOINFLOW_TOKEN')
  })
})
