/*
 * OAuth 2.0 sign-in for email platforms that offer it (AWeber, Constant
 * Contact, Keap, ...): the authorization-code flow with state and PKCE,
 * with the platform's endpoints from the catalogue and the client
 * credentials from the environment (<PLATFORM>_CLIENT_ID and
 * <PLATFORM>_CLIENT_SECRET, e.g. AWEBER_CLIENT_ID, CONSTANT_CONTACT_CLIENT_ID).
 * Tokens are stored encrypted and refreshed a minute before they expire.
 *
 * PLATFORM_BASE_URLS may name "<platform>-oauth" to send both endpoints to
 * another origin (a local server in tests).
 */
import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import { findEmailPlatform, type EmailPlatform, type OAuthEndpoints } from '#domain/catalogues/email'
import { baseUrlOverrides } from '#services/integrations/base_urls'
import { createOutboundHttp } from '#services/infra/outbound_http'
import { errorForTransport } from '#services/integrations/http'
import { IntegrationError } from '#services/integrations/contract'
import { logMissingClient, setupFor, signInUnavailable, type SignInSetup } from '#services/integrations/sign_in_setup'
import type Integration from '#models/integration'

export interface OAuthClient {
  clientId: string
  clientSecret: string
}

export interface TokenSet {
  accessToken: string
  refreshToken: string | null
  expiresAt: DateTime | null
}

const REFRESH_AHEAD_MS = 60_000

export function envPrefix(platformId: string) {
  return platformId.toUpperCase().replace(/[^A-Z0-9]+/g, '_')
}

/** The client credentials registered with the platform, or null when this server has none. */
export function oauthClientFor(platformId: string): OAuthClient | null {
  const prefix = envPrefix(platformId)
  const clientId = process.env[`${prefix}_CLIENT_ID`]?.trim()
  const clientSecret = process.env[`${prefix}_CLIENT_SECRET`]?.trim()
  return clientId && clientSecret ? { clientId, clientSecret } : null
}

/** The owner's words say what to do instead; `setup` (the variables to set) is for the super admin only. */
export class OAuthNotConfiguredException extends Exception {
  static status = 409
  static code = 'E_OAUTH_NOT_CONFIGURED'
  constructor(
    message: string,
    readonly setup: SignInSetup
  ) {
    super(message)
  }
}

/** The platform, its endpoints (after any override) and this server's client; 404 or 409 when it cannot sign in. */
export function oauthPlatform(platformId: string) {
  const platform = findEmailPlatform(platformId)
  if (!platform?.oauth || platform.authMethod === 'api_key') {
    throw new Exception('This platform does not offer sign-in.', { status: 404, code: 'E_NOT_FOUND' })
  }
  const client = oauthClientFor(platform.id)
  if (!client) {
    const prefix = envPrefix(platform.id)
    logMissingClient(platform.name, prefix)
    throw new OAuthNotConfiguredException(signInUnavailable(platform.name, platform.authMethod === 'both'), setupFor(platform.name, prefix))
  }
  return { platform, endpoints: endpointsOf(platform), client }
}

function endpointsOf(platform: EmailPlatform): OAuthEndpoints {
  const endpoints = platform.oauth!
  const override = baseUrlOverrides()[`${platform.id}-oauth`]
  if (!override) return endpoints
  const moved = (url: string) => {
    const parsed = new URL(url)
    return `${override.replace(/\/+$/, '')}${parsed.pathname}`
  }
  return { ...endpoints, authorizeUrl: moved(endpoints.authorizeUrl), tokenUrl: moved(endpoints.tokenUrl) }
}

export function authorizeUrl(
  endpoints: OAuthEndpoints,
  client: OAuthClient,
  signIn: { state: string; codeChallenge: string; redirectUri: string }
) {
  const url = new URL(endpoints.authorizeUrl)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', client.clientId)
  url.searchParams.set('redirect_uri', signIn.redirectUri)
  url.searchParams.set('state', signIn.state)
  if (endpoints.scopes.length) url.searchParams.set('scope', endpoints.scopes.join(' '))
  url.searchParams.set('code_challenge', signIn.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  return url.href
}

let http: ReturnType<typeof createOutboundHttp> | undefined

/** Posts to the token endpoint; an answer without an access token is an IntegrationError (auth for invalid_grant). */
async function requestTokens(tokenUrl: string, client: OAuthClient, form: Record<string, string>): Promise<TokenSet> {
  http ??= createOutboundHttp()
  let response
  try {
    response = await http.post(tokenUrl, {
      form: { ...form, client_id: client.clientId, client_secret: client.clientSecret },
      headers: { accept: 'application/json' },
      responseType: 'text',
    })
  } catch (error) {
    throw errorForTransport(error)
  }
  let body: Record<string, unknown> = {}
  try {
    body = JSON.parse(response.body)
  } catch {}
  if (response.statusCode >= 500) throw new IntegrationError('The platform is not answering right now.', 'transient', { statusCode: response.statusCode })
  if (response.statusCode >= 400 || typeof body.access_token !== 'string') {
    // The platform's own words stay in the log: the popup and the integration show ours.
    const reported = String(body.error_description ?? body.error ?? '').slice(0, 300)
    const message =
      response.statusCode >= 400 ? `The platform refused the sign-in (HTTP ${response.statusCode}).` : 'The platform sent no access token.'
    throw new IntegrationError(message, 'auth', {
      statusCode: response.statusCode,
      platformMessage: reported,
    })
  }
  const expiresIn = Number(body.expires_in)
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? DateTime.now().plus({ seconds: expiresIn }) : null,
  }
}

export function exchangeCode(
  endpoints: OAuthEndpoints,
  client: OAuthClient,
  grant: { code: string; redirectUri: string; codeVerifier: string }
) {
  return requestTokens(endpoints.tokenUrl, client, {
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
  })
}

/** Stores a token set on the integration (encrypted), keeping the old refresh token when a refresh sends none. */
export function storeTokens(integration: Integration, tokens: TokenSet) {
  const previous = integration.credentials ? integration.credentialsFor() : {}
  const refreshToken = tokens.refreshToken ?? previous.refreshToken ?? null
  integration.storeCredentials({ accessToken: tokens.accessToken, apiKey: tokens.accessToken, refreshToken }, tokens.accessToken)
  integration.tokenExpiresAt = tokens.expiresAt
}

/** Refreshes an OAuth integration's token when it expires within a minute; a refused refresh is an `auth` error. */
export async function refreshIfExpiring(integration: Integration) {
  if (integration.authMethod !== 'oauth' || integration.kind !== 'email') return
  if (!integration.tokenExpiresAt || integration.tokenExpiresAt.toMillis() - Date.now() > REFRESH_AHEAD_MS) return
  const refreshToken = integration.credentialsFor().refreshToken
  if (!refreshToken) throw new IntegrationError('The sign-in expired. Connect the platform again.', 'auth')
  let setup
  try {
    setup = oauthPlatform(integration.platform)
  } catch (error) {
    throw new IntegrationError((error as Error).message, 'auth')
  }
  const tokens = await requestTokens(setup.endpoints.tokenUrl, setup.client, { grant_type: 'refresh_token', refresh_token: refreshToken })
  storeTokens(integration, tokens)
  await integration.save()
}
