import type { HttpContext } from '@adonisjs/core/http'
import ConnectIntegration, { testTypedCredentials } from '#actions/integrations/connect_integration'
import UpdateIntegration from '#actions/integrations/update_integration'
import { CONNECTION_OK } from '#actions/integrations/test_connection'
import { createSmsValidator, testSmsValidator, updateSmsValidator } from '#validators/integration'
import { findOwnedIntegration, listIntegrations, presentOne } from '#services/integrations/integration_views'

/** The owner's SMS platforms. */
export default class SmsIntegrationsController {
  async index({ auth }: HttpContext) {
    return listIntegrations(auth.getUserOrFail().id, 'sms')
  }

  async test({ request }: HttpContext) {
    await testTypedCredentials('sms', await request.validateUsing(testSmsValidator))
    return { ok: true, message: CONNECTION_OK }
  }

  async store({ auth, request, response }: HttpContext) {
    const { sendWelcomeSms, ...input } = await request.validateUsing(createSmsValidator)
    const integration = await new ConnectIntegration().handle({
      ...input,
      owner: auth.getUserOrFail(),
      kind: 'sms',
      settings: { sendWelcomeSms: sendWelcomeSms ?? false },
    })
    return response.created(await presentOne(integration))
  }

  async update({ auth, bouncer, params, request }: HttpContext) {
    const owner = auth.getUserOrFail()
    const integration = await findOwnedIntegration(owner, params.id, 'sms')
    await bouncer.with('IntegrationPolicy').authorize('update', integration)
    const { sendWelcomeSms, ...input } = await request.validateUsing(updateSmsValidator)
    const updated = await new UpdateIntegration().handle(integration, {
      ...input,
      owner,
      settings: sendWelcomeSms === undefined ? undefined : { sendWelcomeSms },
    })
    return presentOne(updated)
  }

  async destroy({ auth, bouncer, params, response }: HttpContext) {
    const integration = await findOwnedIntegration(auth.getUserOrFail(), params.id, 'sms')
    await bouncer.with('IntegrationPolicy').authorize('delete', integration)
    await integration.delete()
    return response.noContent()
  }
}
