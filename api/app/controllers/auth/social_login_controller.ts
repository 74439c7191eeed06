import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import { configuredProviders } from '#config/ally'
import { safeReturnTo } from '#services/infra/app_url'
import { SignInWithProvider, providerProfile } from '#actions/auth/sign_in_with_provider'

const RETURN_TO_KEY = 'login.returnTo'

function providerOf({ params }: HttpContext) {
  const provider = configuredProviders.find((entry) => entry.id === params.provider)
  if (!provider) {
    throw new Exception('This sign-in provider is not configured.', { status: 404, code: 'E_PROVIDER_NOT_CONFIGURED' })
  }
  return provider.id as 'oidc' | 'google' | 'facebook'
}

/** Where the callback lands after a failed provider sign-in: the chooser, with the reason. */
function backToChooser(response: HttpContext['response'], returnTo: string, error: string) {
  const query = new URLSearchParams({ returnTo, error })
  return response.redirect(`/login?${query}`)
}

export default class SocialLoginController {
  providers() {
    return configuredProviders
  }

  /** GET /api/login: the sign-in chooser in the web app (providers and the email form). */
  chooser({ request, response }: HttpContext) {
    const returnTo = safeReturnTo(request.input('returnTo'))
    return response.redirect(`/login?${new URLSearchParams({ returnTo })}`)
  }

  async redirect(ctx: HttpContext) {
    const provider = providerOf(ctx)
    ctx.session.put(RETURN_TO_KEY, safeReturnTo(ctx.request.input('returnTo')))
    return ctx.ally.use(provider).redirect()
  }

  async callback(ctx: HttpContext) {
    const provider = providerOf(ctx)
    const returnTo = safeReturnTo(ctx.session.pull(RETURN_TO_KEY, '/'))
    const driver = ctx.ally.use(provider)
    if (driver.accessDenied()) return backToChooser(ctx.response, returnTo, 'Sign-in was cancelled.')
    if (driver.stateMisMatch()) return backToChooser(ctx.response, returnTo, 'The sign-in request expired. Please try again.')
    if (driver.hasError()) return backToChooser(ctx.response, returnTo, `The provider reported an error: ${driver.getError()}`)

    const profile = providerProfile(provider, await driver.user())
    try {
      const user = await new SignInWithProvider().handle(profile)
      await ctx.auth.use('web').login(user)
    } catch (error) {
      return backToChooser(ctx.response, returnTo, (error as Error).message)
    }
    return ctx.response.redirect(returnTo)
  }
}
