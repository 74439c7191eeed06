/*
 * A whole setup checked without saving anything, before `joinflow apply` writes it.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SetupController = () => import('#controllers/setup_controller')

router
  .group(() => {
    router.post('setup/validate', [SetupController, 'validate']).as('setup.validate')
  })
  .prefix('api')
  .as('api')
  .use(middleware.auth())
