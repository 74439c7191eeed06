import type { HttpContext } from '@adonisjs/core/http'
import { createWebhook, rotateWebhookSecret, updateWebhook } from '#actions/integrations/connect_destination'
import { createWebhookValidator, updateWebhookValidator } from '#validators/integration'
import { findOwnedIntegration, listIntegrations, presentOne } from '#services/integrations/integration_views'

/** Webhooks: any URL receives each member as signed JSON. The secret is shown once, when made. */
export default class WebhooksController {
  async index({ auth }: HttpContext) {
    return listIntegrations(auth.getUserOrFail().id, 'webhook')
  }

  async store({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(createWebhookValidator)
    const { integration, secret } = await createWebhook(auth.getUserOrFail(), input)
    return response.created({ ...(await presentOne(integration)), secret })
  }

  async update({ auth, bouncer, params, request }: HttpContext) {
    const owner = auth.getUserOrFail()
    const integration = await findOwnedIntegration(owner, params.id, 'webhook')
    await bouncer.with('IntegrationPolicy').authorize('update', integration)
    const input = await request.validateUsing(updateWebhookValidator)
    return presentOne(await updateWebhook(owner, integration, input))
  }

  async rotateSecret({ auth, bouncer, params }: HttpContext) {
    const integration = await findOwnedIntegration(auth.getUserOrFail(), params.id, 'webhook')
    await bouncer.with('IntegrationPolicy').authorize('update', integration)
    return { secret: await rotateWebhookSecret(integration) }
  }

  async destroy({ auth, bouncer, params, response }: HttpContext) {
    const integration = await findOwnedIntegration(auth.getUserOrFail(), params.id, 'webhook')
    await bouncer.with('IntegrationPolicy').authorize('delete', integration)
    await integration.delete()
    return response.noContent()
  }
}
