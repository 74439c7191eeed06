import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configPath, readConfig, writeConfig } from '../src/config.js'
import { CliError, ExitCode } from '../src/errors.js'
import { currentConnection, DEFAULT_URL } from '../src/connection.js'
import { useTempDir } from './support/temp_dir.js'

describe('config', () => {
  const tempDir = useTempDir()

  it("lives in the system's settings folder unless JOINFLOW_CONFIG says otherwise", () => {
    expect(configPath({ HOME: homedir() }, 'linux')).toBe(join(homedir(), '.config', 'joinflow', 'config.json'))
    expect(configPath({ XDG_CONFIG_HOME: '/xdg' }, 'linux')).toBe(join('/xdg', 'joinflow', 'config.json'))
    expect(configPath({ APPDATA: '/appdata' }, 'win32')).toBe(join('/appdata', 'joinflow', 'Config', 'config.json'))
    expect(configPath({}, 'darwin')).toBe(join(homedir(), 'Library', 'Preferences', 'joinflow', 'config.json'))
    expect(configPath({ JOINFLOW_CONFIG: '/tmp/joinflow.json' })).toBe('/tmp/joinflow.json')
  })

  it('reads as no profiles before the first login', async () => {
    await expect(readConfig(join(await tempDir(), 'config.json'))).resolves.toEqual({ profiles: {} })
  })

  it('turns the single login of earlier versions into the "default" profile, rewriting the file in place', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeFile(path, JSON.stringify({ url: 'http://localhost:3333', token: 'jf_valid' }))
    await chmod(path, 0o644)

    const expected = { current: 'default', profiles: { default: { url: 'http://localhost:3333', token: 'jf_valid' } } }
    await expect(readConfig(path)).resolves.toEqual(expected)
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual(expected)
    expect((await stat(path)).mode & 0o777).toBe(0o600)
  })

  it('moves a login from the old location when the new file does not exist yet', async () => {
    const folder = await tempDir()
    const legacyPath = join(folder, 'old', 'config.json')
    await mkdir(join(folder, 'old'))
    await writeFile(legacyPath, JSON.stringify({ url: 'http://old.example.com', token: 'jf_old' }))
    const path = join(folder, 'new', 'config.json')

    await expect(readConfig(path, { legacyPath })).resolves.toMatchObject({ profiles: { default: { token: 'jf_old' } } })
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ current: 'default' })
  })

  it('refuses a damaged file with a way out', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeFile(path, '{"url":')

    await expect(readConfig(path)).rejects.toThrow(CliError)
    await expect(readConfig(path)).rejects.toMatchObject({ tryMessage: 'Delete it and run `joinflow login` again.' })
  })

  it('ignores values of the wrong type', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeFile(path, '{"profiles": {"a": {"url": 3, "token": "jf_valid"}}}')

    await expect(readConfig(path)).resolves.toEqual({ profiles: { a: { token: 'jf_valid' } } })
  })
})

describe('currentConnection', () => {
  const tempDir = useTempDir()
  const saved = {
    current: 'default',
    profiles: {
      default: { url: 'http://saved.example.com', token: 'jf_saved', email: 'ada@example.com' },
      acme: { url: 'http://acme.example.com', token: 'jf_acme', email: 'ops@acme.example.com' },
    },
  }

  it('takes the current profile, with JOINFLOW_URL and JOINFLOW_TOKEN overriding it', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeConfig(path, saved)

    await expect(currentConnection({ JOINFLOW_CONFIG: path }, undefined)).resolves.toEqual({
      url: 'http://saved.example.com',
      token: 'jf_saved',
      profile: 'default',
      email: 'ada@example.com',
    })
    await expect(
      currentConnection({ JOINFLOW_CONFIG: path, JOINFLOW_URL: 'http://env.example.com', JOINFLOW_TOKEN: 'jf_env' }, undefined),
    ).resolves.toEqual({ url: 'http://env.example.com', token: 'jf_env', profile: 'default', tokenFromEnvironment: true })
  })

  it('picks the profile from --profile first, then JOINFLOW_PROFILE', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeConfig(path, saved)

    await expect(currentConnection({ JOINFLOW_CONFIG: path, JOINFLOW_PROFILE: 'acme' }, undefined)).resolves.toMatchObject({
      profile: 'acme',
      token: 'jf_acme',
    })
    await expect(currentConnection({ JOINFLOW_CONFIG: path, JOINFLOW_PROFILE: 'acme' }, 'default')).resolves.toMatchObject({
      profile: 'default',
      token: 'jf_saved',
    })
  })

  it('refuses a profile named on purpose that does not exist', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeConfig(path, saved)

    await expect(currentConnection({ JOINFLOW_CONFIG: path }, 'globex')).rejects.toMatchObject({
      message: 'No profile named "globex".',
      exitCode: ExitCode.Usage,
    })
  })

  it('defaults to the local server and no token', async () => {
    await expect(currentConnection({ JOINFLOW_CONFIG: join(await tempDir(), 'config.json') }, undefined)).resolves.toEqual({
      url: DEFAULT_URL,
      token: undefined,
      profile: 'default',
    })
  })
})
