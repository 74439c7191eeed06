import type { HttpContext } from '@adonisjs/core/http'
import { dashboardStats } from '#services/analytics/dashboard_stats'

/** The dashboard's stat cards. */
export default class DashboardController {
  async stats({ auth }: HttpContext) {
    return dashboardStats(auth.getUserOrFail().id)
  }
}
