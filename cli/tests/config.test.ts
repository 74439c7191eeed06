import { chmod, readFile, stat, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configPath, readConfig, writeConfig } from '../src/config.js'
import { CliError } from '../src/errors.js'
import { currentConnection, DEFAULT_URL } from '../src/connection.js'
import { useTempDir } from './support/temp_dir.js'

describe('config', () => {
  const tempDir = useTempDir()

  it('lives in ~/.config/joinflow unless JOINFLOW_CONFIG says otherwise', () => {
    expect(configPath({})).toBe(join(homedir(), '.config', 'joinflow', 'config.json'))
    expect(configPath({ JOINFLOW_CONFIG: '/tmp/joinflow.json' })).toBe('/tmp/joinflow.json')
  })

  it('reads as empty before the first login', async () => {
    await expect(readConfig(join(await tempDir(), 'config.json'))).resolves.toEqual({})
  })

  it('tightens a file that was readable by others when it is rewritten', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeFile(path, '{}')
    await chmod(path, 0o644)

    await writeConfig(path, { url: 'http://localhost:3333', token: 'jf_valid' })

    expect((await stat(path)).mode & 0o777).toBe(0o600)
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ url: 'http://localhost:3333', token: 'jf_valid' })
  })

  it('refuses a damaged file with a way out', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeFile(path, '{"url":')

    await expect(readConfig(path)).rejects.toThrow(CliError)
    await expect(readConfig(path)).rejects.toMatchObject({ tryMessage: 'Delete it and run `joinflow login` again.' })
  })

  it('ignores values of the wrong type', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeFile(path, '{"url": 3, "token": "jf_valid"}')

    await expect(readConfig(path)).resolves.toEqual({ token: 'jf_valid' })
  })
})

describe('currentConnection', () => {
  const tempDir = useTempDir()

  it('takes the saved config, with JOINFLOW_URL and JOINFLOW_TOKEN overriding it', async () => {
    const path = join(await tempDir(), 'config.json')
    await writeConfig(path, { url: 'http://saved.example.com', token: 'jf_saved' })

    await expect(currentConnection({ JOINFLOW_CONFIG: path })).resolves.toEqual({
      url: 'http://saved.example.com',
      token: 'jf_saved',
    })
    await expect(
      currentConnection({ JOINFLOW_CONFIG: path, JOINFLOW_URL: 'http://env.example.com', JOINFLOW_TOKEN: 'jf_env' }),
    ).resolves.toEqual({ url: 'http://env.example.com', token: 'jf_env' })
  })

  it('defaults to the local server and no token', async () => {
    await expect(currentConnection({ JOINFLOW_CONFIG: join(await tempDir(), 'config.json') })).resolves.toEqual({
      url: DEFAULT_URL,
      token: undefined,
    })
  })
})
