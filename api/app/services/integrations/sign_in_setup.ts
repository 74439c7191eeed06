/*
 * Optional sign-ins: the OAuth clients a server may be given (Google for
 * Sheets, and each email platform that offers sign-in). Owners are told in
 * plain words when one is missing and what they can do instead; the
 * environment variables that would set it up go to the server log (once per
 * platform) and to the super admin, never to owners.
 */
import logger from '@adonisjs/core/services/logger'

export interface SignInSetup {
  /** The variables that hold the client, e.g. GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. */
  env: string[]
  /** What the super admin does to offer the sign-in. */
  instructions: string
}

/** The variables holding a platform's OAuth client: <PREFIX>_CLIENT_ID and <PREFIX>_CLIENT_SECRET. */
export function clientEnvNames(prefix: string) {
  return [`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`]
}

export function setupFor(platformName: string, prefix: string): SignInSetup {
  const env = clientEnvNames(prefix)
  return {
    env,
    instructions: `Register an OAuth app with ${platformName}, then set ${env.join(' and ')} in the server's environment and restart JoinFlow.`,
  }
}

/** The owner's words when a sign-in is missing: what is not there and what to do instead. */
export function signInUnavailable(platformName: string, takesApiKey: boolean) {
  return `${platformName} sign-in is not available on this server. ${
    takesApiKey ? 'Connect it with an API key instead.' : 'Ask whoever runs your JoinFlow server to set it up.'
  }`
}

const logged = new Set<string>()

/** Tells the server log, once per platform, which variables would offer the sign-in. */
export function logMissingClient(platformName: string, prefix: string) {
  if (logged.has(prefix)) return
  logged.add(prefix)
  logger.warn(`${platformName} sign-in is not configured: ${setupFor(platformName, prefix).instructions}`)
}

/** Forgets which platforms were logged, so a test sees the first warning again. */
export function forgetLoggedClients() {
  logged.clear()
}
