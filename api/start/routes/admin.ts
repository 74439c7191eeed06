/*
 * The super-admin area: users, plans, orders and subscriptions as the web
 * app's resources (ra-data-simple-rest conventions), and the figures.
 * Every route needs a signed-in super admin (nobody: 401, anyone else:
 * 403), but plans, which holders of manage_pricing may edit too.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminUsersController = () => import('#controllers/admin/users_controller')
const AdminPlansController = () => import('#controllers/admin/plans_controller')
const AdminOrdersController = () => import('#controllers/admin/orders_controller')
const AdminSubscriptionsController = () => import('#controllers/admin/subscriptions_controller')
const AdminFiguresController = () => import('#controllers/admin/figures_controller')

router
  .group(() => {
    router.get('users', [AdminUsersController, 'index']).as('users.index')
    router.get('users/:id', [AdminUsersController, 'show']).as('users.show')
    router.patch('users/:id', [AdminUsersController, 'update']).as('users.update')
    // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
    router.put('users/:id', [AdminUsersController, 'update']).as('users.update_put')
    router.put('users/:id/role', [AdminUsersController, 'updateRole']).as('users.role')
    router.put('users/:id/status', [AdminUsersController, 'updateStatus']).as('users.status')
    router.get('plans', [AdminPlansController, 'index']).as('plans.index')
    router.post('plans', [AdminPlansController, 'store']).as('plans.store')
    router.get('plans/:planId', [AdminPlansController, 'show']).as('plans.show')
    router.patch('plans/:planId', [AdminPlansController, 'update']).as('plans.update')
    // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
    router.put('plans/:planId', [AdminPlansController, 'update']).as('plans.update_put')
    router.delete('plans/:planId', [AdminPlansController, 'destroy']).as('plans.destroy')
    router.get('orders', [AdminOrdersController, 'index']).as('orders.index')
    router.get('orders/:orderId', [AdminOrdersController, 'show']).as('orders.show')
    router.get('subscriptions', [AdminSubscriptionsController, 'index']).as('subscriptions.index')
    router.get('subscriptions/:subscriptionId', [AdminSubscriptionsController, 'show']).as('subscriptions.show')
    router.get('stats', [AdminFiguresController, 'stats']).as('stats')
    router.get('analytics', [AdminFiguresController, 'analytics']).as('analytics')
  })
  .where('id', router.matchers.number())
  .where('planId', router.matchers.number())
  .where('orderId', router.matchers.number())
  .where('subscriptionId', router.matchers.number())
  .use(middleware.auth())
  .prefix('api/admin')
  .as('api.admin')
