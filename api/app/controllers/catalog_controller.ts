import { EMAIL_PLATFORMS, SUPPORTED_PLATFORMS } from '#domain/catalogues/email'
import { SMS_PLATFORMS } from '#domain/catalogues/sms'
import { oauthClientFor } from '#services/integrations/email_oauth'

/** The platform catalogues the web app, SDK and CLI all read. */
export default class CatalogController {
  async email() {
    return {
      platforms: EMAIL_PLATFORMS.map(({ oauth: _endpoints, ...platform }) => ({
        ...platform,
        oauthConfigured: platform.authMethod !== 'api_key' && oauthClientFor(platform.id) !== null,
      })),
      supported: SUPPORTED_PLATFORMS,
    }
  }

  async sms() {
    return { platforms: SMS_PLATFORMS }
  }
}
