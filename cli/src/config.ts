import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { CliError, ExitCode } from './errors.js'

export interface CliConfig {
  url?: string
  token?: string
}

export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.JOINFLOW_CONFIG || join(homedir(), '.config', 'joinflow', 'config.json')
}

export async function readConfig(path: string): Promise<CliConfig> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw invalidConfig(path, error)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidConfig(path)
  const { url, token } = parsed as Record<string, unknown>
  return {
    ...(typeof url === 'string' && { url }),
    ...(typeof token === 'string' && { token }),
  }
}

/**
 * The token is a credential, so the file is readable by its owner only (0600, in a 0700 folder).
 * It is written to a temporary file and renamed so a crash never leaves half a config behind.
 */
export async function writeConfig(path: string, config: CliConfig): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 })
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

function invalidConfig(path: string, cause?: unknown): CliError {
  return new CliError(`The config file ${path} is not valid.`, {
    tryMessage: 'Delete it and run `joinflow login` again.',
    exitCode: ExitCode.Unexpected,
    cause,
  })
}
