import type { HttpContext } from '@adonisjs/core/http'
import { connectSheet } from '#actions/integrations/connect_destination'
import { createSheetValidator } from '#validators/integration'
import { findOwnedIntegration, listIntegrations, presentOne } from '#services/integrations/integration_views'

/** The owner's Google Sheets, written through the connected Google account. */
export default class SheetsIntegrationsController {
  async index({ auth }: HttpContext) {
    return listIntegrations(auth.getUserOrFail().id, 'sheets')
  }

  async store({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(createSheetValidator)
    return response.created(await presentOne(await connectSheet(auth.getUserOrFail(), input)))
  }

  async destroy({ auth, bouncer, params, response }: HttpContext) {
    const integration = await findOwnedIntegration(auth.getUserOrFail(), params.id, 'sheets')
    await bouncer.with('IntegrationPolicy').authorize('delete', integration)
    await integration.delete()
    return response.noContent()
  }
}
