import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinflow, joinflowOnTerminal } from '../support/binary.js'
import { startFakeApi, type FakeApi } from '../support/fake_api.js'
import { useTempDir } from '../support/temp_dir.js'

describe('joinflow', () => {
  const tempDir = useTempDir()
  let api: FakeApi

  beforeAll(async () => {
    api = await startFakeApi()
  })

  afterAll(() => api.close())

  it('logs in with flags, shows the account, and logs out', async () => {
    const home = await tempDir()
    const env = { HOME: home }
    const configPath = join(home, '.config', 'joinflow', 'config.json')

    const login = await joinflow(['login', '--url', api.url, '--token', api.token], env)
    expect(login).toMatchObject({ code: 0, stderr: '' })
    expect(login.stdout).toContain(`Logged in to ${api.url} as ada@example.com (profile default).`)
    expect((await stat(configPath)).mode & 0o777).toBe(0o600)
    expect((await stat(join(configPath, '..'))).mode & 0o777).toBe(0o700)
    expect(JSON.parse(await readFile(configPath, 'utf8'))).toEqual({
      current: 'default',
      profiles: { default: { url: api.url, token: api.token, email: 'ada@example.com' } },
    })

    const whoami = await joinflow(['whoami'], env)
    expect(whoami.code).toBe(0)
    expect(whoami.stdout).toMatch(/Email\s+ada@example\.com/)
    expect(whoami.stdout).toMatch(/Name\s+Ada Lovelace/)
    expect(whoami.stdout).toMatch(/Role\s+super_admin/)

    const whoamiJson = await joinflow(['whoami', '--json'], env)
    expect(whoamiJson.code).toBe(0)
    expect(JSON.parse(whoamiJson.stdout)).toMatchObject({ email: 'ada@example.com', role: 'super_admin' })

    const logout = await joinflow(['logout'], env)
    expect(logout.code).toBe(0)
    expect(logout.stdout).toContain('Logged out of profile default.')
    expect(JSON.parse(await readFile(configPath, 'utf8'))).toEqual({
      current: 'default',
      profiles: { default: { url: api.url, email: 'ada@example.com' } },
    })

    const afterLogout = await joinflow(['whoami'], env)
    expect(afterLogout.code).toBe(3)
    expect(afterLogout.stderr).toContain("You're not logged in.")
  })

  it('asks for the URL and token on a terminal, hiding the token', async () => {
    const configPath = join(await tempDir(), 'config.json')

    const result = await joinflowOnTerminal(['login'], { JOINFLOW_CONFIG: configPath }, [
      ['JoinFlow server URL', api.url],
      ['API token', api.token],
    ])

    expect(result.code).toBe(0)
    expect(result.screen).toContain(`Logged in to ${api.url} as ada@example.com (profile default).`)
    expect(result.screen).not.toContain(api.token)
    expect(JSON.parse(await readFile(configPath, 'utf8'))).toMatchObject({ profiles: { default: { url: api.url, token: api.token } } })
  })

  it('exits 3 with a clear message when the token is wrong, and saves nothing', async () => {
    const configPath = join(await tempDir(), 'config.json')

    const result = await joinflow(['login', '--url', api.url, '--token', 'jf_wrong'], { JOINFLOW_CONFIG: configPath })

    expect(result.code).toBe(3)
    expect(result.stdout).toBe('')
    expect(result.stderr).toContain('Authentication failed: the JoinFlow API rejected the token.')
    await expect(stat(configPath)).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('exits 4 naming the address when the API cannot be reached', async () => {
    const configPath = join(await tempDir(), 'config.json')

    const result = await joinflow(['login', '--url', 'http://127.0.0.1:9', '--token', api.token], {
      JOINFLOW_CONFIG: configPath,
    })

    expect(result.code).toBe(4)
    expect(result.stderr).toContain('Could not reach the JoinFlow API at http://127.0.0.1:9.')
    expect(result.stderr).toContain('Is the server running? Start it with `npm start`.')
  })

  it('exits 2 naming the missing flag instead of prompting without a terminal', async () => {
    const configPath = join(await tempDir(), 'config.json')

    const result = await joinflow(['login', '--url', api.url], { JOINFLOW_CONFIG: configPath })

    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Missing --token.')
  })

  it('reports errors as JSON on stderr with --json', async () => {
    const configPath = join(await tempDir(), 'config.json')

    const result = await joinflow(['whoami', '--json'], { JOINFLOW_CONFIG: configPath })

    expect(result.code).toBe(3)
    expect(result.stdout).toBe('')
    expect(JSON.parse(result.stderr)).toMatchObject({ error: { message: "You're not logged in.", exitCode: 3 } })
  })

  it('uses JOINFLOW_URL and JOINFLOW_TOKEN without any saved login', async () => {
    const env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json'), JOINFLOW_URL: api.url, JOINFLOW_TOKEN: api.token }

    const result = await joinflow(['whoami', '--json'], env)

    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ email: 'ada@example.com' })
  })

  it('creates a token only with the account password: full access for 90 days unless told otherwise', async () => {
    const env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json') }
    expect((await joinflow(['login', '--url', api.url, '--token', api.token, '--json'], env)).code).toBe(0)

    const noPassword = await joinflow(['tokens', 'create', 'Browser extension'], env)
    expect(noPassword.code).toBe(2)
    expect(noPassword.stderr).toContain('Creating a token needs your password.')
    expect(noPassword.stderr).toContain('JOINFLOW_PASSWORD')

    const withPassword = { ...env, JOINFLOW_PASSWORD: api.password }
    const defaults = JSON.parse((await joinflow(['tokens', 'create', 'Laptop', '--json'], withPassword)).stdout) as { access: string; expiresAt: string }
    expect(defaults.access).toBe('full')
    expect(new Date(defaults.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000)
    expect(api.sessions.size).toBe(0)

    const badExpiry = await joinflow(['tokens', 'create', 'X', '--expires-in', 'soon'], withPassword)
    expect(badExpiry.code).toBe(2)
    expect(badExpiry.stderr).toContain('Expected a number of days such as 90d (1 to 3650), or never.')
  })

  it('lists tokens with their access and expiry, and revokes them', async () => {
    const env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json'), JOINFLOW_URL: api.url, JOINFLOW_TOKEN: api.token }

    const created = await joinflow(['tokens', 'create', 'Reports', '--read-only', '--expires-in', '30d', '--json'], {
      ...env,
      JOINFLOW_PASSWORD: api.password,
    })
    expect(created.code).toBe(0)
    const { id, token, access, expiresAt } = JSON.parse(created.stdout) as { id: number; token: string; access: string; expiresAt: string }
    expect(token).toMatch(/^jf_/)
    expect(access).toBe('read_only')
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000)

    const listed = await joinflow(['tokens', 'list'], env)
    expect(listed.code).toBe(0)
    expect(listed.stdout).toMatch(new RegExp(`^${id}\\s+Reports\\s+read-only\\s+never\\s+\\S+ \\S+\\s+\\d{4}-`, 'm'))

    const unconfirmed = await joinflow(['tokens', 'revoke', String(id)], env)
    expect(unconfirmed.code).toBe(2)
    expect(unconfirmed.stderr).toContain('Missing --yes.')

    const revoked = await joinflow(['tokens', 'revoke', String(id), '--yes'], env)
    expect(revoked.code).toBe(0)
    expect(revoked.stdout).toContain(`Revoked token ${id}.`)
    expect(revoked.stderr).toContain(`Acting on ada@example.com at ${api.url}`)

    const missing = await joinflow(['tokens', 'revoke', String(id), '--yes'], env)
    expect(missing.code).toBe(6)
    expect(missing.stderr).toContain('Token not found')
  })

  it('asks for the password on a terminal, hiding it, for the account of the saved token', async () => {
    const env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json') }
    expect((await joinflow(['login', '--url', api.url, '--token', api.token], env)).code).toBe(0)

    const result = await joinflowOnTerminal(['tokens', 'create', 'Desk'], env, [['Password for ada@example.com', api.password]])

    expect(result.code).toBe(0)
    expect(result.screen).toMatch(/Created token "Desk" \(ID \d+\)\./)
    expect(result.screen).not.toContain(api.password)
    expect(api.sessions.size).toBe(0)
  })

  it('exits 2 for a malformed command line', async () => {
    const env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json') }

    const badId = await joinflow(['tokens', 'revoke', 'abc'], env)
    expect(badId.code).toBe(2)
    expect(badId.stderr).toContain('Expected a whole number such as 12.')

    const badUrl = await joinflow(['login', '--url', 'ftp://example.com', '--token', api.token], env)
    expect(badUrl.code).toBe(2)
    expect(badUrl.stderr).toContain('Invalid --url: ftp://example.com')

    const unknown = await joinflow(['tokens', 'lst'], env)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("Unknown command 'lst'.")
  })

  it.each([['login'], ['whoami'], ['logout'], ['tokens'], ['tokens list'], ['tokens create'], ['tokens revoke']])(
    'shows examples in the help of `%s`',
    async (command) => {
      const result = await joinflow([...command.split(' '), '--help'], {})

      expect(result.code).toBe(0)
      expect(result.stdout).toContain('Examples:\n  $ joinflow')
      expect(result.stdout).toContain('--json')
    },
  )

  it('prints no colour codes when NO_COLOR is set, even where colour is forced', async () => {
    const env = { JOINFLOW_CONFIG: join(await tempDir(), 'config.json'), FORCE_COLOR: '1' }
    const escape = '\u001b['

    const coloured = await joinflow(['whoami'], { ...env, NO_COLOR: '' })
    expect(coloured.stderr).toContain(escape)

    const plain = await joinflow(['whoami'], { ...env, NO_COLOR: '1' })
    expect(plain.stderr).toContain("You're not logged in.")
    expect(plain.stderr).not.toContain(escape)
  })
})
