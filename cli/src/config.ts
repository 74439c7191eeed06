import envPaths from 'env-paths'
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { CliError, ExitCode } from './errors.js'

/** One saved login: a server, a token for it, and the account the token belonged to at login. */
export interface Profile {
  url?: string
  token?: string
  /** The account's email when the token was saved, to say whom a command acts on. */
  email?: string
}

/** The config file: every saved login by name, and the one used when none is named. */
export interface CliConfig {
  current?: string
  profiles: Record<string, Profile>
}

export const DEFAULT_PROFILE = 'default'

/**
 * `config.json` in the system's folder for settings (`$XDG_CONFIG_HOME/joinflow` or
 * `~/.config/joinflow` on Linux, `~/Library/Preferences/joinflow` on macOS, `%APPDATA%\joinflow`
 * on Windows), unless JOINFLOW_CONFIG names a file.
 */
export function configPath(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.JOINFLOW_CONFIG) return env.JOINFLOW_CONFIG
  return join(configFolder(env, platform), 'config.json')
}

function configFolder(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): string {
  if (platform === 'linux' || platform === 'freebsd' || platform === 'openbsd') {
    return join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config'), 'joinflow')
  }
  if (platform === process.platform) return envPaths('joinflow', { suffix: '' }).config
  if (platform === 'win32') return join(env.APPDATA || join(homedir(), 'AppData', 'Roaming'), 'joinflow', 'Config')
  return join(homedir(), 'Library', 'Preferences', 'joinflow')
}

/** Where versions before profiles kept the one login, on every system. */
export function legacyConfigPath(): string {
  return join(homedir(), '.config', 'joinflow', 'config.json')
}

/** A profile name is used on command lines and in file names: letters, digits, `.`, `_` and `-`. */
export function checkProfileName(name: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name)) {
    throw new CliError(`Invalid profile name: ${name}`, {
      tryMessage: 'Use letters, digits, dots, dashes and underscores, such as acme or client-7.',
      exitCode: ExitCode.Usage,
    })
  }
  return name
}

/**
 * Reads the saved logins. A file from before profiles (`{ url, token }`) becomes the "default"
 * profile and is rewritten in the new form on the spot, so an existing login keeps working. When
 * the file is missing and `legacyPath` (the old location) has one, that login is moved over.
 */
export async function readConfig(path: string, { legacyPath }: { legacyPath?: string } = {}): Promise<CliConfig> {
  let parsed = await readJson(path)
  let migrate = false
  if (parsed === undefined && legacyPath && legacyPath !== path) {
    parsed = await readJson(legacyPath)
    migrate = parsed !== undefined
  }
  if (parsed === undefined) return { profiles: {} }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidConfig(path)
  const record = parsed as Record<string, unknown>
  if (!('profiles' in record)) {
    const single = toProfile(record)
    const config: CliConfig = Object.keys(single).length
      ? { current: DEFAULT_PROFILE, profiles: { [DEFAULT_PROFILE]: single } }
      : { profiles: {} }
    await writeConfig(path, config)
    return config
  }
  if (typeof record.profiles !== 'object' || record.profiles === null || Array.isArray(record.profiles)) throw invalidConfig(path)
  const profiles = Object.fromEntries(
    Object.entries(record.profiles as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'object' && value !== null)
      .map(([name, value]) => [name, toProfile(value as Record<string, unknown>)]),
  )
  const config: CliConfig = { ...(typeof record.current === 'string' && { current: record.current }), profiles }
  if (migrate) await writeConfig(path, config)
  return config
}

function toProfile({ url, token, email }: Record<string, unknown>): Profile {
  return {
    ...(typeof url === 'string' && { url }),
    ...(typeof token === 'string' && { token }),
    ...(typeof email === 'string' && { email }),
  }
}

async function readJson(path: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw invalidConfig(path, error)
  }
}

/**
 * The tokens are credentials, so the file is readable by its owner only (0600, in a 0700 folder).
 * It is written to a temporary file and renamed so a crash never leaves half a config behind.
 */
export async function writeConfig(path: string, config: CliConfig): Promise<void> {
  const folder = dirname(path)
  await mkdir(folder, { recursive: true, mode: 0o700 })
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  try {
    await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/** The profile a run uses: `--profile`, then JOINFLOW_PROFILE, then the current one, then "default". */
export function chosenProfileName(config: CliConfig, flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.JOINFLOW_PROFILE || config.current || DEFAULT_PROFILE
}

function invalidConfig(path: string, cause?: unknown): CliError {
  return new CliError(`The config file ${path} is not valid.`, {
    tryMessage: 'Delete it and run `joinflow login` again.',
    exitCode: ExitCode.Unexpected,
    cause,
  })
}
