import { Exception } from '@adonisjs/core/exceptions'
import { adapterFor } from '#services/integrations/registry'
import { platformContext } from '#services/integrations/http'
import { IntegrationError, type Credentials, type IntegrationKind } from '#services/integrations/contract'

/** Spec section 8: the test's success text. */
export const CONNECTION_OK = 'API key is valid and connection established.'
const FALLBACK = { email: 'Invalid API key or connection error.', sms: 'Invalid API key or connection failed.' } as const

export class ConnectionFailedException extends Exception {
  static status = 422
  static code = 'E_CONNECTION_FAILED'
}

/**
 * Checks an owner's credentials against the platform itself, before
 * anything is saved; the platform's own reason comes back as a 422.
 */
export async function testConnection(kind: IntegrationKind, platform: string, credentials: Credentials, platformName = platform) {
  const adapter = adapterFor(kind, platform)
  if (!adapter) throw new ConnectionFailedException(`JoinFlow cannot connect to ${platformName} yet. Ask for it with the request form.`)
  try {
    await adapter.test(credentials, platformContext(platform, credentials))
  } catch (error) {
    if (error instanceof IntegrationError) throw new ConnectionFailedException(error.message)
    throw new ConnectionFailedException(kind === 'sms' ? FALLBACK.sms : FALLBACK.email)
  }
}
