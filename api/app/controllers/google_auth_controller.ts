import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#services/infra/app_url'
import { renderPopupResult } from '#services/integrations/oauth_popup'
import { finishSignIn, startSignIn } from '#services/integrations/oauth_states'
import { GOOGLE_NOT_CONFIGURED, GOOGLE_SETUP, disconnectGoogle, googleClient, googleStatus, saveGoogleTokens } from '#services/integrations/google_accounts'
import { exchangeGoogleCode, googleAuthorizeUrl } from '#services/integrations/sheets/google_sheets'

const PROVIDER = 'google-sheets'

/** The Google account Sheets are written through, connected in a 500x600 popup. */
export default class GoogleAuthController {
  async redirect(ctx: HttpContext) {
    const { auth, response } = ctx
    const client = googleClient()
    if (!client) {
      // The super admin also reads how to set it up; owners never see the variables.
      const error = auth.user?.isSuperAdmin ? `${GOOGLE_NOT_CONFIGURED} ${GOOGLE_SETUP.instructions}` : GOOGLE_NOT_CONFIGURED
      return renderPopupResult(response, { type: 'GOOGLE_AUTH_ERROR', error })
    }
    const redirectUri = `${appUrl(ctx)}/api/auth/google/callback`
    const signIn = await startSignIn(auth.getUserOrFail().id, PROVIDER, redirectUri)
    return response.redirect(
      googleAuthorizeUrl({ clientId: client.clientId, redirectUri, state: signIn.state, codeChallenge: signIn.codeChallenge })
    )
  }

  async callback({ auth, request, response }: HttpContext) {
    const owner = auth.getUserOrFail()
    const fail = (error: string) => renderPopupResult(response, { type: 'GOOGLE_AUTH_ERROR', error })
    const client = googleClient()
    if (!client) return fail(GOOGLE_NOT_CONFIGURED)
    const signIn = await finishSignIn(owner.id, PROVIDER, request.input('state'))
    if (!signIn) return fail('This sign-in expired or was not started here. Please try again.')
    const denied = request.input('error')
    if (denied) return fail(denied === 'access_denied' ? 'Google access was not granted.' : `Google sign-in failed: ${denied}`)
    const code = request.input('code')
    if (typeof code !== 'string' || !code) return fail('Google sent no authorization code.')
    try {
      const tokens = await exchangeGoogleCode({ ...client, code, codeVerifier: signIn.codeVerifier, redirectUri: signIn.redirectUri })
      await saveGoogleTokens(owner.id, tokens)
    } catch (error) {
      return fail((error as Error).message)
    }
    return renderPopupResult(response, { type: 'GOOGLE_AUTH_SUCCESS' })
  }

  async status({ auth }: HttpContext) {
    return googleStatus(auth.getUserOrFail().id)
  }

  async destroy({ auth, response }: HttpContext) {
    await disconnectGoogle(auth.getUserOrFail().id)
    return response.noContent()
  }
}
