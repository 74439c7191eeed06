/*
 * Starts the whole product the way `npm start` does — API, job worker and
 * built web app on one port — on an embedded PostgreSQL cluster of its own
 * (recreated per run), wired to a local OpenID Connect provider.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { freePort, repositoryRoot, startEmbeddedDatabase } from '../../api/lib/embedded_database.js'
import { OIDC_CLIENT, startOidcProvider } from './oidc_provider.js'

export const SUPER_ADMIN_EMAIL = 'founder@joinflow.test'

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The product server exited with code ${server.exitCode}.`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The product did not become healthy at ${url}.`)
}

export interface ProductOptions {
  /** Sends the integrations of these platforms to local servers instead (platform id → URL). */
  platformBaseUrls?: Record<string, string>
  /**
   * Lets the product call servers on this machine (the platforms' stand-ins), which only the
   * test-only setting allows. On by default; off, it refuses private addresses as in production.
   */
  allowPrivateNetwork?: boolean
  /** Names the database and its folder, so a second product can run beside the shared one. */
  name?: string
}

export async function startProduct({ platformBaseUrls, allowPrivateNetwork = true, name = 'e2e' }: ProductOptions = {}) {
  const root = repositoryRoot()
  const database = await startEmbeddedDatabase({
    dataDir: join(root, '.data', `${name}-postgres`),
    database: `joinflow_${name.replace(/\W/g, '_')}`,
    recreate: true,
    exclusive: true,
  })
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const oidc = await startOidcProvider(await freePort(), `${baseUrl}/api/login/oidc/callback`)

  const server = spawn(process.execPath, ['bin/server.js'], {
    cwd: join(root, 'api', 'build'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      APP_KEY: 'e2e-app-key-0123456789abcdef0123456789',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_EMAILS: SUPER_ADMIN_EMAIL,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_NAME: 'Test Identity',
      // The platforms' stand-ins listen on this machine, which only this test-only setting lets the product call.
      TEST_ONLY_ALLOW_PRIVATE_NETWORK: allowPrivateNetwork ? 'true' : 'false',
      ...(platformBaseUrls ? { PLATFORM_BASE_URLS: JSON.stringify(platformBaseUrls) } : {}),
    },
  })
  let log = ''
  server.stdout!.on('data', (chunk) => (log += chunk))
  server.stderr!.on('data', (chunk) => (log += chunk))
  try {
    await waitForHealth(baseUrl, server)
  } catch (error) {
    server.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${log}`)
  }

  return {
    baseUrl,
    /** The product's database, where tests read the emails it keeps (links and tokens unmasked). */
    databaseUrl: database.url,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (server.exitCode === null) server.kill('SIGKILL')
      await oidc.close()
      await database.stop()
    },
  }
}
