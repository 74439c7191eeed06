/*
 * Message templates, and their approval by reviewers.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const MessageTemplatesController = () => import('#controllers/message_templates_controller')

router
  .group(() => {
    router.get('templates', [MessageTemplatesController, 'index']).as('templates.index')
    router.post('templates', [MessageTemplatesController, 'store']).as('templates.store')
    router.get('templates/:id', [MessageTemplatesController, 'show']).as('templates.show')
    router.patch('templates/:id', [MessageTemplatesController, 'update']).as('templates.update')
    // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
    router.put('templates/:id', [MessageTemplatesController, 'update']).as('templates.update_put')
    router.delete('templates/:id', [MessageTemplatesController, 'destroy']).as('templates.destroy')
    router.post('templates/:id/approve', [MessageTemplatesController, 'approve']).as('templates.approve')
  })
  .where('id', router.matchers.number())
  .prefix('api')
  .as('api')
  .use(middleware.auth())
