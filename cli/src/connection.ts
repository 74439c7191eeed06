import { JoinFlow } from '@joinflow/sdk'
import { configPath, readConfig } from './config.js'
import { notLoggedIn } from './errors.js'

export const DEFAULT_URL = 'http://localhost:3333'

/** A terminal user would rather see an error than wait out the SDK's longer default. */
const REQUEST_TIMEOUT_MS = 10_000

export interface Connection {
  url: string
  token: string | undefined
}

/** The server and token to use: `JOINFLOW_URL` and `JOINFLOW_TOKEN` win over the saved config. */
export async function currentConnection(env: NodeJS.ProcessEnv = process.env): Promise<Connection> {
  const config = await readConfig(configPath(env))
  return {
    url: env.JOINFLOW_URL || config.url || DEFAULT_URL,
    token: env.JOINFLOW_TOKEN || config.token,
  }
}

export function createClient({ url, token }: Connection): JoinFlow {
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
  const client = createClient({ url, token: undefined })
  await client.auth.login({ email, password })
  try {
    return await work(client)
  } finally {
    await client.auth.logout().catch(() => undefined)
  }
}

export async function signedInClient(env: NodeJS.ProcessEnv = process.env): Promise<JoinFlow> {
  const connection = await currentConnection(env)
  if (!connection.token) throw notLoggedIn()
  return createClient(connection)
}
