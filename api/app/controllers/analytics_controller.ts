import type { HttpContext } from '@adonisjs/core/http'
import { analytics, analyticsRange } from '#services/analytics/analytics'
import { analyticsValidator } from '#validators/delivery'

/** The analytics page's charts, computed over the chosen date range. */
export default class AnalyticsController {
  async show({ auth, request }: HttpContext) {
    const input = await analyticsValidator.validate(request.qs())
    return analytics(auth.getUserOrFail().id, analyticsRange(input))
  }
}
