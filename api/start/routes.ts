/*
 * Routes, one file per area under start/routes/, then the fallbacks: a
 * JSON 404 for unknown /api paths and the web app for everything else (the
 * React app routes on the client, including its "404 Page Not Found" page).
 */
import router from '@adonisjs/core/services/router'
import '#start/kernel'
import '#start/routes/accounts'
import '#start/routes/requests'
import '#start/routes/extension'
import '#start/routes/groups'
import '#start/routes/templates'
import '#start/routes/setup'
import '#start/routes/dashboard'
import '#start/routes/pricing'
import '#start/routes/orders'
import '#start/routes/integrations'
import '#start/routes/admin'

const WebAppController = () => import('#controllers/web_app_controller')
const ExtensionDownloadController = () => import('#controllers/extension_download_controller')

// The packaged Chrome extension, built with the product (see services/extension/extension_package.ts).
router.get('/downloads/joinflow-extension.zip', [ExtensionDownloadController, 'show']).as('downloads.extension')

router
  .any('/api/*', ({ response }) =>
    response.notFound({ message: 'There is no such API route.', code: 'E_ROUTE_NOT_FOUND' })
  )
  .as('api.not_found')

router.get('*', [WebAppController, 'show']).as('web')
