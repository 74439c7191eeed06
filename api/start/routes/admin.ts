/*
 * The super-admin area's users and figures. Every route needs a signed-in
 * super admin (nobody: 401, anyone else: 403).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminUsersController = () => import('#controllers/admin/users_controller')
const AdminFiguresController = () => import('#controllers/admin/figures_controller')

router
  .group(() => {
    router.get('users', [AdminUsersController, 'index']).as('users.index')
    router.put('users/:id/role', [AdminUsersController, 'updateRole']).as('users.role')
    router.put('users/:id/status', [AdminUsersController, 'updateStatus']).as('users.status')
    router.get('stats', [AdminFiguresController, 'stats']).as('stats')
    router.get('analytics', [AdminFiguresController, 'analytics']).as('analytics')
  })
  .where('id', router.matchers.number())
  .use(middleware.auth())
  .prefix('api/admin')
  .as('api.admin')
