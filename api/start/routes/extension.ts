/*
 * The Chrome extension's own state: health reports, the dashboard card's
 * status, the one-click connect hand-off and the popup's group summary.
 * Captures and actions live with member requests (start/routes/requests.ts).
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ExtensionInstallationsController = () => import('#controllers/extension_installations_controller')

router
  .group(() => {
    router.post('extension/health', [ExtensionInstallationsController, 'health']).as('extension.health')
    router.get('extension/status', [ExtensionInstallationsController, 'status']).as('extension.status')
    router.post('extension/connect', [ExtensionInstallationsController, 'connect']).as('extension.connect')
    router.get('extension/summary', [ExtensionInstallationsController, 'summary']).as('extension.summary')
  })
  .prefix('api')
  .as('api')
  .use(middleware.auth())
