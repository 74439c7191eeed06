import type { HttpContext } from '@adonisjs/core/http'
import ConnectIntegration, { testTypedCredentials } from '#actions/integrations/connect_integration'
import UpdateIntegration from '#actions/integrations/update_integration'
import { CONNECTION_OK } from '#actions/integrations/test_connection'
import { createEmailValidator, testEmailValidator, updateEmailValidator } from '#validators/integration'
import { findOwnedIntegration, listIntegrations, presentOne } from '#services/integrations/integration_views'

/** The owner's email-marketing platforms. */
export default class EmailIntegrationsController {
  async index({ auth }: HttpContext) {
    return listIntegrations(auth.getUserOrFail().id, 'email')
  }

  async test({ request }: HttpContext) {
    await testTypedCredentials('email', await request.validateUsing(testEmailValidator))
    return { ok: true, message: CONNECTION_OK }
  }

  async store({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(createEmailValidator)
    const integration = await new ConnectIntegration().handle({
      ...input,
      owner: auth.getUserOrFail(),
      kind: 'email',
      settings: { trigger: input.trigger ?? 'approved' },
    })
    return response.created(await presentOne(integration))
  }

  async update({ auth, bouncer, params, request }: HttpContext) {
    const owner = auth.getUserOrFail()
    const integration = await findOwnedIntegration(owner, params.id, 'email')
    await bouncer.with('IntegrationPolicy').authorize('update', integration)
    const input = await request.validateUsing(updateEmailValidator)
    const updated = await new UpdateIntegration().handle(integration, {
      ...input,
      owner,
      settings: input.trigger ? { trigger: input.trigger } : undefined,
    })
    return presentOne(updated)
  }

  async destroy({ auth, bouncer, params, response }: HttpContext) {
    const integration = await findOwnedIntegration(auth.getUserOrFail(), params.id, 'email')
    await bouncer.with('IntegrationPolicy').authorize('delete', integration)
    await integration.delete()
    return response.noContent()
  }
}
