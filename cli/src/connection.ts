import type { JoinFlow } from '@joinflow/sdk'
import { checkProfileName, chosenProfileName, configPath, legacyConfigPath, readConfig } from './config.js'
import { CliError, ExitCode, notLoggedIn } from './errors.js'
import { output } from './ui/output.js'

export const DEFAULT_URL = 'http://localhost:3333'

/** A terminal user would rather see an error than wait out the SDK's longer default. */
const REQUEST_TIMEOUT_MS = 10_000

export interface Connection {
  url: string
  token: string | undefined
  /** The saved login in use; its settings yield to JOINFLOW_URL and JOINFLOW_TOKEN. */
  profile?: string
  /** The account the profile's token belonged to when it was saved. */
  email?: string
  /** JOINFLOW_TOKEN supplied the token rather than the profile. */
  tokenFromEnvironment?: boolean
}

/** What a run was asked for on its command line, set once before the command runs. */
export const selection: { profile: string | undefined; announce: boolean } = { profile: undefined, announce: false }

/**
 * The server and token to use: `JOINFLOW_URL` and `JOINFLOW_TOKEN` win over the chosen profile
 * (`--profile`, then `JOINFLOW_PROFILE`, then the current one). A profile named on purpose must
 * exist, unless the environment supplies the token.
 */
export async function currentConnection(env: NodeJS.ProcessEnv = process.env, flag = selection.profile): Promise<Connection> {
  const config = await readConfig(configPath(env), { legacyPath: env.JOINFLOW_CONFIG ? undefined : legacyConfigPath() })
  const profile = chosenProfileName(config, flag, env)
  const saved = config.profiles[profile]
  if (!saved && (flag || env.JOINFLOW_PROFILE) && !env.JOINFLOW_TOKEN) {
    checkProfileName(profile)
    throw new CliError(`No profile named "${profile}".`, {
      tryMessage: `Run \`joinflow profiles list\` to see the saved ones, or \`joinflow login --profile ${profile}\` to add it.`,
      exitCode: ExitCode.Usage,
    })
  }
  return {
    url: env.JOINFLOW_URL || saved?.url || DEFAULT_URL,
    token: env.JOINFLOW_TOKEN || saved?.token,
    profile,
    ...(saved?.email && !env.JOINFLOW_TOKEN && { email: saved.email }),
    ...(env.JOINFLOW_TOKEN && { tokenFromEnvironment: true }),
  }
}

export async function createClient({ url, token }: Pick<Connection, 'url' | 'token'>): Promise<JoinFlow> {
  const { JoinFlow } = await import('@joinflow/sdk')
  return new JoinFlow({ baseUrl: url, token, timeout: REQUEST_TIMEOUT_MS })
}

/**
 * A client signed in with the account's password, for what no API token may do (creating
 * tokens). `work` runs with it; the session ends afterwards, whatever happened.
 */
export async function withPasswordSession<T>(
  { url, email, password }: { url: string; email: string; password: string },
  work: (client: JoinFlow) => Promise<T>,
): Promise<T> {
  const client = await createClient({ url, token: undefined })
  await client.auth.login({ email, password })
  try {
    return await work(client)
  } finally {
    await client.auth.logout().catch(() => undefined)
  }
}

/** Whom a command acts on: printed before anything changes, and a field of the `--json` result. */
export interface Target {
  profile: string
  account: string
  server: string
}

export async function signedInClient(env: NodeJS.ProcessEnv = process.env): Promise<JoinFlow> {
  const connection = await currentConnection(env)
  if (!connection.token) throw notLoggedIn()
  const client = await createClient(connection)
  if (selection.announce) await announceTarget(connection, client)
  return client
}

async function announceTarget(connection: Connection, client: JoinFlow): Promise<void> {
  const account = connection.email ?? (await client.auth.user()).email
  const target: Target = {
    profile: connection.tokenFromEnvironment ? `${connection.profile} (token from JOINFLOW_TOKEN)` : connection.profile ?? '',
    account,
    server: connection.url,
  }
  output.target = target
  if (!output.json) output.stderr.write(`Acting on ${account} at ${target.server} (profile ${target.profile}).\n`)
}
