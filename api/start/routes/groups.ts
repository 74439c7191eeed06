/*
 * Connected groups, their picture, auto-approval rules (with a preview of
 * unsaved ones) and welcome message.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const GroupsController = () => import('#controllers/groups_controller')
const GroupPicturesController = () => import('#controllers/group_pictures_controller')
const AutoApprovalController = () => import('#controllers/auto_approval_controller')
const WelcomeMessagesController = () => import('#controllers/welcome_messages_controller')

router
  .group(() => {
    router.get('groups', [GroupsController, 'index']).as('groups.index')
    router.post('groups', [GroupsController, 'store']).as('groups.store')
    router.get('groups/:id', [GroupsController, 'show']).as('groups.show')
    router.patch('groups/:id', [GroupsController, 'update']).as('groups.update')
    // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
    router.put('groups/:id', [GroupsController, 'update']).as('groups.update_put')
    router.delete('groups/:id', [GroupsController, 'destroy']).as('groups.destroy')

    router.post('groups/:id/update-picture', [GroupPicturesController, 'update']).as('groups.picture.update')

    router.get('groups/:id/auto-approval', [AutoApprovalController, 'show']).as('groups.auto_approval.show')
    router.post('groups/:id/auto-approval', [AutoApprovalController, 'update']).as('groups.auto_approval.update')
    router
      .post('groups/:id/auto-approval/preview', [AutoApprovalController, 'preview'])
      .as('groups.auto_approval.preview')

    router.get('groups/:id/welcome-message', [WelcomeMessagesController, 'show']).as('groups.welcome_message.show')
    router
      .post('groups/:id/welcome-message', [WelcomeMessagesController, 'update'])
      .as('groups.welcome_message.update')
  })
  .where('id', router.matchers.number())
  .prefix('api')
  .as('api')
  .use(middleware.auth())
