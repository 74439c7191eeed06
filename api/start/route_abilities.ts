/*
 * What each /api route needs from an API token (see
 * app/services/token_abilities.ts). The auth middleware refuses a token
 * that lacks it, and a route missing here refuses every token, so a new
 * route serves tokens only once someone decides what they need. The
 * permissions matrix (tests/functional/security) calls every route with
 * an extension token, a read-only token, a full token and an admin one.
 */
import type { RouteNeed } from '#services/token_abilities'

const both = ['write', 'extension'] as const

export const ROUTE_NEEDS: Record<string, RouteNeed> = {
  // Accounts
  'GET /api/health': 'public',
  'POST /api/auth/signup': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/verify-email': 'public',
  'GET /api/auth/providers': 'public',
  'GET /api/auth/user': 'anyToken',
  'POST /api/auth/verify-email/resend': 'session',
  'PUT /api/auth/password': 'session',
  // With a token it revokes that token, whatever the token may do.
  'POST /api/auth/logout': 'public',
  'GET /api/logout': 'public',
  'GET /api/login': 'public',
  'GET /api/login/:provider': 'public',
  'GET /api/login/:provider/callback': 'public',
  'GET /api/tokens': 'read',
  'POST /api/tokens': 'session',
  'DELETE /api/tokens/:id': 'write',
  'GET /api/admin/outbox': 'admin',

  // Member requests and the extension
  'POST /api/extension/requests': 'extension',
  'GET /api/extension/actions': 'extension',
  'POST /api/extension/actions/:id/result': 'extension',
  'POST /api/extension/health': 'extension',
  'GET /api/extension/status': 'extension',
  // It mints the extension's token: only a signed-in session may.
  'POST /api/extension/connect': 'session',
  'GET /api/extension/summary': 'extension',
  'GET /api/requests': 'read',
  'GET /api/requests/recent': 'read',
  'GET /api/requests/export.csv': 'read',
  'POST /api/requests/bulk': 'write',
  'GET /api/requests/:id': 'read',
  'POST /api/requests/:id/approve': 'write',
  'POST /api/requests/:id/decline': 'write',

  // Groups and their rules; the extension's popup connects the group it is on.
  'GET /api/groups': 'read',
  'POST /api/groups': both,
  'GET /api/groups/:id': 'read',
  'PUT /api/groups/:id': 'write',
  'DELETE /api/groups/:id': 'write',
  'POST /api/groups/:id/update-picture': 'write',
  'GET /api/groups/:id/auto-approval': 'read',
  'POST /api/groups/:id/auto-approval': 'write',
  // Saves nothing: it shows what unsaved rules would decide.
  'POST /api/groups/:id/auto-approval/preview': 'read',
  'GET /api/groups/:id/welcome-message': 'read',
  'POST /api/groups/:id/welcome-message': 'write',

  // Templates
  'GET /api/templates': 'read',
  'POST /api/templates': 'write',
  'GET /api/templates/:id': 'read',
  'PUT /api/templates/:id': 'write',
  'DELETE /api/templates/:id': 'write',
  'POST /api/templates/:id/approve': 'admin',

  'GET /api/dashboard/stats': 'read',

  // Plans, page content, purchases
  'GET /api/pricing': 'public',
  'GET /api/pricing/quote': 'public',
  'GET /api/content/page/order': 'public',
  'POST /api/pricing': 'admin',
  'PUT /api/pricing/:id': 'admin',
  'GET /api/admin/pricing': 'admin',
  'PUT /api/admin/pricing/:planId': 'admin',
  'PUT /api/content/page/order': 'admin',
  'POST /api/process-payment': 'public',
  'POST /api/customer/login': 'public',
  'POST /api/checkout/start': 'public',
  'POST /api/payment/process': 'write',
  'GET /api/subscription': 'read',
  'POST /api/order/details': 'public',
  'POST /api/customer/account-link': 'public',
  'POST /api/purchase-link': 'public',
  'POST /api/purchase-link/account': 'public',
  // Stripe signs its calls; no token or session is involved.
  'POST /api/webhooks/stripe': 'public',
  'GET /api/billing/purchases': 'read',
  'POST /api/billing/claim': 'write',
  'GET /api/billing': 'read',
  'GET /api/billing/receipts': 'read',
  'GET /api/billing/receipts/:id': 'read',
  'POST /api/billing/change-plan/preview': 'read',
  'POST /api/billing/change-plan': 'write',
  'POST /api/billing/cancel': 'write',
  'POST /api/billing/resume': 'write',

  // Integrations and delivery; OAuth round trips are browser navigations of a signed-in session.
  'GET /api/oauth/popup.js': 'public',
  'GET /api/catalog/email': 'read',
  'GET /api/catalog/sms': 'read',
  'GET /api/integrations/email': 'read',
  'POST /api/integrations/email/test': 'write',
  'POST /api/integrations/email': 'write',
  'PUT /api/integrations/email/:id': 'write',
  'DELETE /api/integrations/email/:id': 'write',
  'GET /api/integrations/email/oauth/:platform/start': 'session',
  'GET /api/integrations/email/oauth/:platform/callback': 'session',
  'POST /api/integrations/request': 'write',
  'GET /api/admin/integration-requests': 'admin',
  'GET /api/integrations/sms': 'read',
  'POST /api/integrations/sms/test': 'write',
  'POST /api/integrations/sms': 'write',
  'PATCH /api/integrations/sms/:id': 'write',
  'DELETE /api/integrations/sms/:id': 'write',
  'GET /api/integrations/webhooks': 'read',
  'POST /api/integrations/webhooks': 'write',
  'PUT /api/integrations/webhooks/:id': 'write',
  'DELETE /api/integrations/webhooks/:id': 'write',
  'POST /api/integrations/webhooks/:id/rotate-secret': 'write',
  'GET /api/integrations/sheets': 'read',
  'POST /api/integrations/sheets': 'write',
  'DELETE /api/integrations/sheets/:id': 'write',
  'POST /api/integrations/:id/retry-failed': 'write',
  'GET /api/auth/google': 'session',
  'GET /api/auth/google/callback': 'session',
  'GET /api/auth/google/status': 'read',
  'DELETE /api/auth/google': 'write',
  'GET /api/deliveries': 'read',
  'GET /api/deliveries/:id': 'read',
  'POST /api/deliveries/:id/retry': 'write',
  'GET /api/notifications': 'read',
  'POST /api/notifications/read-all': 'write',
  'POST /api/notifications/:id/read': 'write',
  'GET /api/settings/privacy': 'read',
  'PUT /api/settings/privacy': 'write',
  'POST /api/privacy/erase': 'write',
  'GET /api/analytics': 'read',

  // The super-admin area
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/:id/role': 'admin',
  'PUT /api/admin/users/:id/status': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/analytics': 'admin',
}
