/*
 * Member requests: what the extension captures and the work it carries out
 * on Facebook, and the owner's lists, decisions by hand and CSV export.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ExtensionRequestsController = () => import('#controllers/extension_requests_controller')
const ExtensionActionsController = () => import('#controllers/extension_actions_controller')
const MemberRequestsController = () => import('#controllers/member_requests_controller')
const MemberRequestExportsController = () => import('#controllers/member_request_exports_controller')

router
  .group(() => {
    router.post('extension/requests', [ExtensionRequestsController, 'store']).as('extension.requests.store')
    router.get('extension/actions', [ExtensionActionsController, 'index']).as('extension.actions.index')
    router.post('extension/actions/:id/result', [ExtensionActionsController, 'result']).as('extension.actions.result')

    router.get('requests', [MemberRequestsController, 'index']).as('requests.index')
    router.get('requests/recent', [MemberRequestsController, 'recent']).as('requests.recent')
    router.get('requests/export.csv', [MemberRequestExportsController, 'show']).as('requests.export')
    router.post('requests/bulk', [MemberRequestsController, 'bulk']).as('requests.bulk')
    router.get('requests/:id', [MemberRequestsController, 'show']).as('requests.show')
    router.post('requests/:id/approve', [MemberRequestsController, 'approve']).as('requests.approve')
    router.post('requests/:id/decline', [MemberRequestsController, 'decline']).as('requests.decline')
  })
  .where('id', router.matchers.number())
  .prefix('api')
  .as('api')
  .use(middleware.auth())
