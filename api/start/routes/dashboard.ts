/*
 * The owner dashboard's figures.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const DashboardController = () => import('#controllers/dashboard_controller')

router
  .get('api/dashboard/stats', [DashboardController, 'stats'])
  .as('api.dashboard.stats')
  .use(middleware.auth())
