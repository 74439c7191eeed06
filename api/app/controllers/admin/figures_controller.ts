import type { HttpContext } from '@adonisjs/core/http'
import { administer } from '#abilities/main'
import { analyticsRangeValidator } from '#validators/admin_analytics'
import { adminStats, analyticsRange, analyticsSeries } from '#services/admin/admin_figures'

/** The admin dashboard's stat cards and the analytics charts, across every owner. */
export default class AdminFiguresController {
  async stats({ bouncer }: HttpContext) {
    await bouncer.authorize(administer)
    return adminStats()
  }

  async analytics({ bouncer, request }: HttpContext) {
    await bouncer.authorize(administer)
    const input = await analyticsRangeValidator.validate(request.qs())
    return analyticsSeries(analyticsRange(input))
  }
}
