import { Exception } from '@adonisjs/core/exceptions'
import { errors } from '@vinejs/vine'
import { adapterFor } from '#services/integrations/registry'
import { platformContext } from '#services/integrations/http'
import { baseUrlOverrides, ownerTypedBaseUrl } from '#services/integrations/base_urls'
import { IntegrationError, type Credentials, type IntegrationKind } from '#services/integrations/contract'
import { checkPublicUrl } from '#services/infra/outbound_http'

/** Spec section 8: the test's success text. */
export const CONNECTION_OK = 'API key is valid and connection established.'
const FALLBACK = { email: 'Invalid API key or connection error.', sms: 'Invalid API key or connection failed.' } as const
const PRIVATE_ACCOUNT_URL = 'The account URL must point to a public address.'

export class ConnectionFailedException extends Exception {
  static status = 422
  static code = 'E_CONNECTION_FAILED'
}

function fieldError(field: string, message: string) {
  return new errors.E_VALIDATION_ERROR([{ field, message, rule: 'address' }])
}

/**
 * Checks an owner's credentials against the platform itself, before
 * anything is saved. Credentials that cannot make an address the platform
 * owns (a data centre that is not one, an account URL off the vendor's
 * domain or on a private network) are a 422 naming the field, and no call
 * is made; the platform's refusal is a 422 in our own words.
 */
export async function testConnection(kind: IntegrationKind, platform: string, credentials: Credentials, platformName = platform) {
  const adapter = adapterFor(kind, platform)
  if (!adapter) throw new ConnectionFailedException(`JoinFlow cannot connect to ${platformName} yet. Ask for it with the request form.`)
  try {
    const context = platformContext(platform, credentials)
    if (ownerTypedBaseUrl(platform) && !baseUrlOverrides()[platform] && !(await checkPublicUrl(context.baseUrl)).public) {
      throw new IntegrationError(PRIVATE_ACCOUNT_URL, 'invalid', { field: 'credentials.accountUrl' })
    }
    await adapter.test(credentials, context)
  } catch (error) {
    if (!(error instanceof IntegrationError)) throw new ConnectionFailedException(kind === 'sms' ? FALLBACK.sms : FALLBACK.email)
    if (error.details.field) throw fieldError(error.details.field, error.message)
    throw new ConnectionFailedException(error.message)
  }
}
