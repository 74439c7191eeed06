/*
 * OAuth-only platforms receive the access token the connect flow stored;
 * without one there is nothing to call with.
 */
import { type Credentials, IntegrationError } from '#services/integrations/contract'

export function bearer(credentials: Credentials, platformName: string) {
  const token = credentials.accessToken?.trim()
  if (!token) throw new IntegrationError(`Connect ${platformName} by signing in to it first.`, 'auth')
  return { authorization: `Bearer ${token}` }
}
