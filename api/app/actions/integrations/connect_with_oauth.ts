import Integration from '#models/integration'
import { exchangeCode, oauthPlatform, storeTokens } from '#services/integrations/email_oauth'
import { finishSignIn } from '#services/integrations/oauth_states'

export interface OAuthCallback {
  owner: { id: number }
  platformId: string
  state: unknown
  code: unknown
  error?: unknown
}

/**
 * Finishes an email platform sign-in: checks the state this owner started,
 * exchanges the code (with the PKCE verifier) for tokens, and saves the
 * integration, active, with the tokens encrypted. Every failure comes back
 * as the words the popup shows.
 */
export default class ConnectWithOAuth {
  async handle(input: OAuthCallback): Promise<{ integrationId: number } | { error: string }> {
    let setup
    try {
      setup = oauthPlatform(input.platformId)
    } catch (error) {
      return { error: (error as Error).message }
    }
    const { platform, endpoints, client } = setup
    const signIn = await finishSignIn(input.owner.id, `email:${platform.id}`, input.state)
    if (!signIn) return { error: 'This sign-in expired or was not started here. Please try again.' }
    if (input.error) return { error: `${platform.name} sign-in was cancelled: ${String(input.error)}` }
    if (typeof input.code !== 'string' || !input.code) return { error: `${platform.name} sent no authorization code.` }
    try {
      const tokens = await exchangeCode(endpoints, client, { code: input.code, redirectUri: signIn.redirectUri, codeVerifier: signIn.codeVerifier })
      const integration = new Integration()
      integration.fill({
        userId: input.owner.id,
        kind: 'email',
        platform: platform.id,
        name: `${platform.name} Integration`,
        listId: null,
        authMethod: 'oauth',
        settings: { trigger: 'approved' },
        groupIds: null,
        isActive: true,
        status: 'connected',
      })
      storeTokens(integration, tokens)
      await integration.save()
      return { integrationId: integration.id }
    } catch (error) {
      return { error: (error as Error).message }
    }
  }
}
