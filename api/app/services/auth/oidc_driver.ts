/*
 * A generic OpenID Connect driver for @adonisjs/ally: endpoints come from
 * the issuer's discovery document, and the authorization-code flow uses
 * PKCE (S256) on top of the state check ally already does.
 *
 * Every call goes through the guarded client. The issuer itself is the
 * operator's choice (OIDC_ISSUER, often a Keycloak or Authentik on the same
 * private network), so its own origin is reachable wherever it is; any
 * other endpoint its discovery document names must be public.
 */
import { createHash, randomBytes } from 'node:crypto'
import { Oauth2Driver } from '@adonisjs/ally'
import type { Got } from 'got'
import type { HttpContext } from '@adonisjs/core/http'
import type { AllyUserContract, ApiRequestContract, Oauth2DriverConfig, RedirectRequestContract } from '@adonisjs/ally/types'
import { createOutboundHttp } from '#services/infra/outbound_http'
import { OutboundOAuthRequest, ProviderRequestError } from '#services/auth/oauth_requests'

export interface OidcDriverConfig extends Oauth2DriverConfig {
  issuer: string
  scopes?: string[]
}

interface DiscoveryDocument {
  authorization_endpoint: string
  token_endpoint: string
  userinfo_endpoint: string
}

export interface OidcToken {
  token: string
  type: 'bearer'
  idToken?: string
}

const discoveryCache = new Map<string, Promise<DiscoveryDocument>>()
const clients = new Map<string, Got>()

/** The guarded client for one issuer, which trusts that issuer's own origin. */
function httpFor(issuer: string) {
  const origin = new URL(issuer).origin
  let http = clients.get(origin)
  if (!http) {
    http = createOutboundHttp({ trustedOrigins: [origin], timeoutMs: 5000 })
    clients.set(origin, http)
  }
  return http
}

function discover(issuer: string) {
  const base = issuer.endsWith('/') ? issuer : `${issuer}/`
  let document = discoveryCache.get(base)
  if (!document) {
    document = (async () => {
      const response = await httpFor(issuer)(new URL('.well-known/openid-configuration', base), { responseType: 'text' })
      if (response.statusCode !== 200) throw new ProviderRequestError(response.statusCode)
      return JSON.parse(response.body) as DiscoveryDocument
    })()
    document.catch(() => discoveryCache.delete(base))
    discoveryCache.set(base, document)
  }
  return document
}

export class OidcDriver extends Oauth2Driver<OidcToken, string> {
  protected authorizeUrl = ''
  protected accessTokenUrl = ''
  protected userInfoUrl = ''
  protected codeParamName = 'code'
  protected errorParamName = 'error'
  protected stateCookieName = 'oidc_oauth_state'
  protected stateParamName = 'state'
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '
  protected verifierCookieName = 'oidc_pkce_verifier'
  protected verifierCookieValue?: string

  constructor(
    ctx: HttpContext,
    public config: OidcDriverConfig
  ) {
    super(ctx, config)
    this.loadState()
  }

  protected httpClient(url: string) {
    return new OutboundOAuthRequest(url, httpFor(this.config.issuer))
  }

  protected loadState() {
    super.loadState()
    this.verifierCookieValue = this.ctx.request.encryptedCookie(this.verifierCookieName)
    this.ctx.response.clearCookie(this.verifierCookieName)
  }

  protected async useDiscovery() {
    const document = await discover(this.config.issuer)
    this.authorizeUrl = document.authorization_endpoint
    this.accessTokenUrl = document.token_endpoint
    this.userInfoUrl = document.userinfo_endpoint
  }

  protected configureRedirectRequest(request: RedirectRequestContract<string>) {
    request.scopes(this.config.scopes ?? ['openid', 'profile', 'email'])
    request.param('response_type', 'code')
  }

  async redirectUrl(callback?: (request: RedirectRequestContract<string>) => void) {
    await this.useDiscovery()
    const verifier = randomBytes(32).toString('base64url')
    this.ctx.response.encryptedCookie(this.verifierCookieName, verifier, { sameSite: 'lax', httpOnly: true })
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    return super.redirectUrl((request) => {
      request.param('code_challenge', challenge)
      request.param('code_challenge_method', 'S256')
      callback?.(request)
    })
  }

  async accessToken(callback?: (request: ApiRequestContract) => void) {
    await this.useDiscovery()
    return super.accessToken((request) => {
      if (this.verifierCookieValue) request.field('code_verifier', this.verifierCookieValue)
      callback?.(request)
    })
  }

  accessDenied() {
    return this.ctx.request.input('error') === 'access_denied'
  }

  protected async userInfo(token: string, callback?: (request: ApiRequestContract) => void) {
    await this.useDiscovery()
    const request = this.httpClient(this.userInfoUrl)
    request.header('Authorization', `Bearer ${token}`)
    request.header('Accept', 'application/json')
    request.parseAs('json')
    callback?.(request)
    const body = await request.get()
    return {
      id: String(body.sub),
      nickName: body.preferred_username ?? body.name ?? '',
      name: body.name ?? [body.given_name, body.family_name].filter(Boolean).join(' '),
      email: body.email ?? null,
      emailVerificationState: (body.email_verified === true ? 'verified' : 'unverified') as
        | 'verified'
        | 'unverified',
      avatarUrl: body.picture ?? null,
      original: body,
    }
  }

  async user(callback?: (request: ApiRequestContract) => void): Promise<AllyUserContract<OidcToken>> {
    const token = await this.accessToken(callback)
    return { ...(await this.userInfo(token.token, callback)), token }
  }

  async userFromToken(token: string, callback?: (request: ApiRequestContract) => void) {
    return { ...(await this.userInfo(token, callback)), token: { token, type: 'bearer' as const } }
  }
}
