import env from '#start/env'
import type { HttpContext } from '@adonisjs/core/http'
import { defineConfig } from '@adonisjs/ally'
import { OidcDriver } from '#services/auth/oidc_driver'
import { FacebookSignInDriver, GoogleSignInDriver } from '#services/auth/oauth_requests'
import { appUrl } from '#services/infra/app_url'

/*
 * Provider sign-in. A provider is offered only when its client id and
 * secret are set. The callback URL follows the address the person used, so
 * one configuration serves localhost and a public host alike (APP_URL pins it).
 * The drivers make their token and profile calls through the guarded client
 * (#services/auth/oauth_requests).
 */
const callbackUrl = (ctx: HttpContext, provider: string) => `${appUrl(ctx)}/api/login/${provider}/callback`

export const configuredProviders = [
  env.get('OIDC_ISSUER') && env.get('OIDC_CLIENT_ID')
    ? { id: 'oidc', name: env.get('OIDC_NAME', 'OpenID Connect') }
    : null,
  env.get('GOOGLE_CLIENT_ID') ? { id: 'google', name: 'Google' } : null,
  env.get('FACEBOOK_CLIENT_ID') ? { id: 'facebook', name: 'Facebook' } : null,
].filter((provider): provider is { id: string; name: string } => provider !== null)

const allyConfig = defineConfig({
  oidc: (ctx: HttpContext) =>
    new OidcDriver(ctx, {
      issuer: env.get('OIDC_ISSUER', ''),
      clientId: env.get('OIDC_CLIENT_ID', ''),
      clientSecret: env.get('OIDC_CLIENT_SECRET', ''),
      callbackUrl: callbackUrl(ctx, 'oidc'),
    }),
  google: (ctx: HttpContext) =>
    new GoogleSignInDriver(ctx, {
      clientId: env.get('GOOGLE_CLIENT_ID', ''),
      clientSecret: env.get('GOOGLE_CLIENT_SECRET', ''),
      callbackUrl: callbackUrl(ctx, 'google'),
      scopes: ['openid', 'email', 'profile'],
    }),
  facebook: (ctx: HttpContext) =>
    new FacebookSignInDriver(ctx, {
      clientId: env.get('FACEBOOK_CLIENT_ID', ''),
      clientSecret: env.get('FACEBOOK_CLIENT_SECRET', ''),
      callbackUrl: callbackUrl(ctx, 'facebook'),
      scopes: ['email', 'public_profile'],
      // `verified` is how Facebook says whether it vouches for the account; without it the email counts as unconfirmed.
      userFields: ['first_name', 'last_name', 'email', 'picture', 'verified'],
    }),
})

export default allyConfig

declare module '@adonisjs/ally/types' {
  interface SocialProviders extends InferSocialProviders<typeof allyConfig> {}
}
