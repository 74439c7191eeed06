/*
 * A real OpenID Connect provider (npm `oidc-provider`) on loopback, with its
 * development login and consent pages, for signing in "with a provider" in
 * end-to-end tests.
 */
import Provider from 'oidc-provider'
import type { Server } from 'node:http'

export const OIDC_CLIENT = { id: 'joinflow-e2e', secret: 'e2e-client-secret-0123456789' }

export async function startOidcProvider(port: number, redirectUri: string) {
  const issuer = `http://127.0.0.1:${port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['e2e-cookie-key-0123456789abcdef'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: `${id}@oidc.example.test`,
            email_verified: true,
            given_name: 'Olive',
            family_name: 'Provider',
            name: 'Olive Provider',
          }
        },
      }
    },
  })
  const server: Server = await new Promise((resolve) => {
    const listening = provider.listen(port, '127.0.0.1', () => resolve(listening))
  })
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
