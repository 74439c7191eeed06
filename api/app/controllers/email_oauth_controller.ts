import type { HttpContext } from '@adonisjs/core/http'
import { appUrl } from '#services/infra/app_url'
import { OAuthNotConfiguredException, authorizeUrl, oauthPlatform } from '#services/integrations/email_oauth'
import { startSignIn } from '#services/integrations/oauth_states'
import { renderPopupResult, POPUP_SCRIPT } from '#services/integrations/oauth_popup'
import ConnectWithOAuth from '#actions/integrations/connect_with_oauth'

/** Connecting an email platform by signing in at the platform, in a 500x600 popup. */
export default class EmailOAuthController {
  async start(ctx: HttpContext) {
    const { auth, params, response } = ctx
    let setup
    try {
      setup = oauthPlatform(String(params.platform))
    } catch (error) {
      if (!(error instanceof OAuthNotConfiguredException)) throw error
      // The owner reads what to do instead; the super admin also reads how to set it up.
      return response.status(409).send({
        message: error.message,
        code: OAuthNotConfiguredException.code,
        ...(auth.user?.isSuperAdmin ? { setup: error.setup } : {}),
      })
    }
    const { platform, endpoints, client } = setup
    const redirectUri = `${appUrl(ctx)}/api/integrations/email/oauth/${platform.id}/callback`
    const signIn = await startSignIn(auth.getUserOrFail().id, `email:${platform.id}`, redirectUri)
    return response.redirect(authorizeUrl(endpoints, client, { ...signIn, redirectUri }))
  }

  async callback({ auth, params, request, response }: HttpContext) {
    const result = await new ConnectWithOAuth().handle({
      owner: auth.getUserOrFail(),
      platformId: String(params.platform),
      state: request.input('state'),
      code: request.input('code'),
      error: request.input('error_description') ?? request.input('error'),
    })
    return renderPopupResult(
      response,
      'integrationId' in result ? { type: 'OAUTH_SUCCESS', integrationId: result.integrationId } : { type: 'OAUTH_ERROR', error: result.error }
    )
  }

  async script({ response }: HttpContext) {
    response.header('Content-Type', 'text/javascript; charset=utf-8')
    response.header('Cache-Control', 'public, max-age=3600')
    return response.send(POPUP_SCRIPT)
  }
}
