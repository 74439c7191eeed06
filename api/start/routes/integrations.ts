/*
 * Integrations and delivery: the platform catalogues, email and SMS
 * platforms, webhooks, Google Sheets (with the Google account they are
 * written through), OAuth sign-in popups, deliveries, notifications,
 * privacy settings and analytics.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const CatalogController = () => import('#controllers/catalog_controller')
const EmailIntegrationsController = () => import('#controllers/email_integrations_controller')
const EmailOAuthController = () => import('#controllers/email_oauth_controller')
const SmsIntegrationsController = () => import('#controllers/sms_integrations_controller')
const WebhooksController = () => import('#controllers/webhooks_controller')
const SheetsIntegrationsController = () => import('#controllers/sheets_integrations_controller')
const GoogleAuthController = () => import('#controllers/google_auth_controller')
const IntegrationRequestsController = () => import('#controllers/integration_requests_controller')
const DeliveriesController = () => import('#controllers/deliveries_controller')
const NotificationsController = () => import('#controllers/notifications_controller')
const PrivacyController = () => import('#controllers/privacy_controller')
const AnalyticsController = () => import('#controllers/analytics_controller')

router.get('/api/oauth/popup.js', [EmailOAuthController, 'script']).as('api.oauth.popup_script')

router
  .group(() => {
    router.get('catalog/email', [CatalogController, 'email']).as('catalog.email')
    router.get('catalog/sms', [CatalogController, 'sms']).as('catalog.sms')

    router.get('integrations/email', [EmailIntegrationsController, 'index']).as('integrations.email.index')
    router.post('integrations/email/test', [EmailIntegrationsController, 'test']).as('integrations.email.test')
    router.post('integrations/email', [EmailIntegrationsController, 'store']).as('integrations.email.store')
    router.patch('integrations/email/:id', [EmailIntegrationsController, 'update']).as('integrations.email.update')
    // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
    router.put('integrations/email/:id', [EmailIntegrationsController, 'update']).as('integrations.email.update_put')
    router.delete('integrations/email/:id', [EmailIntegrationsController, 'destroy']).as('integrations.email.destroy')
    router.get('integrations/email/oauth/:platform/start', [EmailOAuthController, 'start']).as('integrations.email.oauth.start')
    router
      .get('integrations/email/oauth/:platform/callback', [EmailOAuthController, 'callback'])
      .as('integrations.email.oauth.callback')

    router.post('integrations/request', [IntegrationRequestsController, 'store']).as('integrations.requests.store')
    router.get('admin/integration-requests', [IntegrationRequestsController, 'index']).as('admin.integration_requests.index')

    router.get('integrations/sms', [SmsIntegrationsController, 'index']).as('integrations.sms.index')
    router.post('integrations/sms/test', [SmsIntegrationsController, 'test']).as('integrations.sms.test')
    router.post('integrations/sms', [SmsIntegrationsController, 'store']).as('integrations.sms.store')
    router.patch('integrations/sms/:id', [SmsIntegrationsController, 'update']).as('integrations.sms.update')
    router.delete('integrations/sms/:id', [SmsIntegrationsController, 'destroy']).as('integrations.sms.destroy')

    router.get('integrations/webhooks', [WebhooksController, 'index']).as('integrations.webhooks.index')
    router.post('integrations/webhooks', [WebhooksController, 'store']).as('integrations.webhooks.store')
    router.patch('integrations/webhooks/:id', [WebhooksController, 'update']).as('integrations.webhooks.update')
    // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
    router.put('integrations/webhooks/:id', [WebhooksController, 'update']).as('integrations.webhooks.update_put')
    router.delete('integrations/webhooks/:id', [WebhooksController, 'destroy']).as('integrations.webhooks.destroy')
    router
      .post('integrations/webhooks/:id/rotate-secret', [WebhooksController, 'rotateSecret'])
      .as('integrations.webhooks.rotate_secret')

    router.get('integrations/sheets', [SheetsIntegrationsController, 'index']).as('integrations.sheets.index')
    router.post('integrations/sheets', [SheetsIntegrationsController, 'store']).as('integrations.sheets.store')
    router.delete('integrations/sheets/:id', [SheetsIntegrationsController, 'destroy']).as('integrations.sheets.destroy')

    router.post('integrations/:id/retry-failed', [DeliveriesController, 'retryFailed']).as('integrations.retry_failed')

    router.get('auth/google', [GoogleAuthController, 'redirect']).as('auth.google.redirect')
    router.get('auth/google/callback', [GoogleAuthController, 'callback']).as('auth.google.callback')
    router.get('auth/google/status', [GoogleAuthController, 'status']).as('auth.google.status')
    router.delete('auth/google', [GoogleAuthController, 'destroy']).as('auth.google.destroy')

    router.get('deliveries', [DeliveriesController, 'index']).as('deliveries.index')
    router.get('deliveries/:id', [DeliveriesController, 'show']).as('deliveries.show')
    router.post('deliveries/:id/retry', [DeliveriesController, 'retry']).as('deliveries.retry')

    router.get('notifications', [NotificationsController, 'index']).as('notifications.index')
    router.post('notifications/read-all', [NotificationsController, 'readAll']).as('notifications.read_all')
    router.post('notifications/:id/read', [NotificationsController, 'read']).as('notifications.read')

    router.get('settings/privacy', [PrivacyController, 'show']).as('settings.privacy.show')
    router.patch('settings/privacy', [PrivacyController, 'update']).as('settings.privacy.update')
    // PUT is kept for one release as an alias of PATCH (see docs/openapi.yaml).
    router.put('settings/privacy', [PrivacyController, 'update']).as('settings.privacy.update_put')
    router.post('privacy/erase', [PrivacyController, 'erase']).as('privacy.erase')

    router.get('analytics', [AnalyticsController, 'show']).as('analytics.show')
  })
  .where('id', router.matchers.number())
  .prefix('api')
  .as('api')
  .use(middleware.auth())
