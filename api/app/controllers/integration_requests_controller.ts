import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { administer } from '#abilities/main'
import { integrationRequestValidator } from '#validators/integration'

const present = (row: Record<string, any>) => ({
  id: row.id,
  userId: row.user_id,
  requesterEmail: row.requester_email ?? null,
  platformName: row.platform_name,
  platformUrl: row.platform_url,
  category: row.category,
  description: row.description,
  useCase: row.use_case,
  apiDocumentation: row.api_documentation,
  estimatedUsers: row.estimated_users,
  urgency: row.urgency,
  createdAt: row.created_at?.toISOString() ?? null,
})

/** Owners ask for a platform JoinFlow lacks; super admins read the requests. */
export default class IntegrationRequestsController {
  async store({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(integrationRequestValidator)
    const [row] = await db
      .table('integration_requests')
      .insert({
        user_id: auth.getUserOrFail().id,
        platform_name: input.platformName,
        platform_url: input.platformUrl,
        category: input.category,
        description: input.description ?? null,
        use_case: input.useCase ?? null,
        api_documentation: input.apiDocumentation ?? null,
        estimated_users: input.estimatedUsers ?? null,
        urgency: input.urgency ?? null,
        created_at: new Date(),
      })
      .returning('*')
    return response.created(present(row))
  }

  async index({ bouncer }: HttpContext) {
    await bouncer.authorize(administer)
    const rows = await db
      .from('integration_requests')
      .leftJoin('users', 'users.id', 'integration_requests.user_id')
      .select('integration_requests.*', 'users.email as requester_email')
      .orderBy('integration_requests.created_at', 'desc')
      .orderBy('integration_requests.id', 'desc')
      .limit(500)
    return rows.map(present)
  }
}
