/*
 * Who may call each /api route, and a body that passes each route's
 * validation. The permissions matrix holds the router to this table; the
 * hostile-input tests use it to reach every validator.
 */
import { fillPattern, type ApiRoute, type Owner, type RecordKind, type World } from '#tests/helpers/security'

/**
 * - public: anyone, signed in or not (a sign-in provider the server has no
 *   keys for answers 404 E_PROVIDER_NOT_CONFIGURED to everyone alike).
 * - signedIn: any signed-in account, on its own data only (lists, creating,
 *   the extension's calls, the owner's checkout); nobody gets 401.
 * - owned: a record of one owner in the URL; everyone else gets 404.
 * - superAdmin: super admins only; nobody 401, everyone else 403.
 * - managePricing / manageContent: holders of the permission and super admins.
 * - reviewer: approving any owner's template, for super admins and holders
 *   of manage_content; an owner learns only about their own templates, so
 *   someone else's answers 404.
 */
export type Access =
  | { kind: 'public'; unlessUnconfigured?: boolean }
  | { kind: 'signedIn' }
  | { kind: 'owned'; record: RecordKind }
  | { kind: 'superAdmin' }
  | { kind: 'managePricing' }
  | { kind: 'manageContent' }
  | { kind: 'reviewer'; record: 'template' }

const publicRoute: Access = { kind: 'public' }
const signedIn: Access = { kind: 'signedIn' }
const superAdmin: Access = { kind: 'superAdmin' }
const managePricing: Access = { kind: 'managePricing' }
const manageContent: Access = { kind: 'manageContent' }
const owned = (record: RecordKind): Access => ({ kind: 'owned', record })

export const MATRIX: Record<string, Access> = {
  // Accounts
  'GET /api/health': publicRoute,
  'POST /api/auth/signup': publicRoute,
  'POST /api/auth/login': publicRoute,
  'POST /api/auth/forgot-password': publicRoute,
  'POST /api/auth/reset-password': publicRoute,
  'POST /api/auth/verify-email': publicRoute,
  'POST /api/auth/verify-email/resend': signedIn,
  'PUT /api/auth/password': signedIn,
  'GET /api/auth/providers': publicRoute,
  'GET /api/auth/user': publicRoute,
  'POST /api/auth/logout': publicRoute,
  'GET /api/logout': publicRoute,
  'GET /api/login': publicRoute,
  'GET /api/login/:provider': { kind: 'public', unlessUnconfigured: true },
  'GET /api/login/:provider/callback': { kind: 'public', unlessUnconfigured: true },
  'GET /api/tokens': signedIn,
  'POST /api/tokens': signedIn,
  'DELETE /api/tokens/:id': owned('token'),
  'GET /api/admin/outbox': superAdmin,

  // Member requests and the extension
  'POST /api/extension/requests': signedIn,
  'GET /api/extension/actions': signedIn,
  'POST /api/extension/actions/:id/result': owned('extensionAction'),
  'POST /api/extension/health': signedIn,
  'GET /api/extension/status': signedIn,
  'POST /api/extension/connect': signedIn,
  'GET /api/extension/summary': signedIn,
  'GET /api/requests': signedIn,
  'GET /api/requests/recent': signedIn,
  'GET /api/requests/export.csv': signedIn,
  'POST /api/requests/bulk': signedIn,
  'GET /api/requests/:id': owned('memberRequest'),
  'POST /api/requests/:id/approve': owned('memberRequest'),
  'POST /api/requests/:id/decline': owned('memberRequest'),

  // Groups and their rules
  'GET /api/groups': signedIn,
  'POST /api/groups': signedIn,
  'POST /api/setup/validate': signedIn,
  'GET /api/groups/:id': owned('group'),
  'PATCH /api/groups/:id': owned('group'),
  'PUT /api/groups/:id': owned('group'),
  'DELETE /api/groups/:id': owned('group'),
  'POST /api/groups/:id/update-picture': owned('group'),
  'GET /api/groups/:id/auto-approval': owned('group'),
  'POST /api/groups/:id/auto-approval': owned('group'),
  'POST /api/groups/:id/auto-approval/preview': owned('group'),
  'GET /api/groups/:id/welcome-message': owned('group'),
  'POST /api/groups/:id/welcome-message': owned('group'),

  // Templates
  'GET /api/templates': signedIn,
  'POST /api/templates': signedIn,
  'GET /api/templates/:id': owned('template'),
  'PATCH /api/templates/:id': owned('template'),
  'PUT /api/templates/:id': owned('template'),
  'DELETE /api/templates/:id': owned('template'),
  'POST /api/templates/:id/approve': { kind: 'reviewer', record: 'template' },

  'GET /api/dashboard/stats': signedIn,

  // Plans, page content, purchases
  'GET /api/pricing': publicRoute,
  'GET /api/pricing/quote': publicRoute,
  'GET /api/content/page/order': publicRoute,
  'POST /api/pricing': managePricing,
  'PATCH /api/pricing/:id': managePricing,
  'PUT /api/pricing/:id': managePricing,
  'GET /api/admin/pricing': managePricing,
  'PATCH /api/admin/pricing/:planId': managePricing,
  'PUT /api/admin/pricing/:planId': managePricing,
  'PATCH /api/content/page/order': manageContent,
  'PUT /api/content/page/order': manageContent,
  'POST /api/process-payment': publicRoute,
  'POST /api/customer/login': publicRoute,
  'POST /api/checkout/start': publicRoute,
  'POST /api/order/details': publicRoute,
  'POST /api/customer/account-link': publicRoute,
  'POST /api/purchase-link': publicRoute,
  'POST /api/purchase-link/account': publicRoute,
  'POST /api/webhooks/stripe': { kind: 'public', unlessUnconfigured: true },
  'POST /api/payment/process': signedIn,
  'GET /api/subscription': signedIn,
  'GET /api/billing/purchases': signedIn,
  'POST /api/billing/claim': signedIn,
  'GET /api/billing': signedIn,
  'GET /api/billing/receipts': signedIn,
  'GET /api/billing/receipts/:id': owned('receipt'),
  'POST /api/billing/change-plan/preview': signedIn,
  'POST /api/billing/change-plan': signedIn,
  'POST /api/billing/cancel': signedIn,
  'POST /api/billing/resume': signedIn,

  // Integrations and delivery
  'GET /api/oauth/popup.js': publicRoute,
  'GET /api/catalog/email': signedIn,
  'GET /api/catalog/sms': signedIn,
  'GET /api/integrations/email': signedIn,
  'POST /api/integrations/email/test': signedIn,
  'POST /api/integrations/email': signedIn,
  'PATCH /api/integrations/email/:id': owned('emailIntegration'),
  'PUT /api/integrations/email/:id': owned('emailIntegration'),
  'DELETE /api/integrations/email/:id': owned('emailIntegration'),
  'GET /api/integrations/email/oauth/:platform/start': signedIn,
  'GET /api/integrations/email/oauth/:platform/callback': signedIn,
  'POST /api/integrations/request': signedIn,
  'GET /api/admin/integration-requests': superAdmin,
  'GET /api/integrations/sms': signedIn,
  'POST /api/integrations/sms/test': signedIn,
  'POST /api/integrations/sms': signedIn,
  'PATCH /api/integrations/sms/:id': owned('smsIntegration'),
  'DELETE /api/integrations/sms/:id': owned('smsIntegration'),
  'GET /api/integrations/webhooks': signedIn,
  'POST /api/integrations/webhooks': signedIn,
  'PATCH /api/integrations/webhooks/:id': owned('webhook'),
  'PUT /api/integrations/webhooks/:id': owned('webhook'),
  'DELETE /api/integrations/webhooks/:id': owned('webhook'),
  'POST /api/integrations/webhooks/:id/rotate-secret': owned('webhook'),
  'GET /api/integrations/sheets': signedIn,
  'POST /api/integrations/sheets': signedIn,
  'DELETE /api/integrations/sheets/:id': owned('sheetsIntegration'),
  'POST /api/integrations/:id/retry-failed': owned('webhook'),
  'GET /api/auth/google': signedIn,
  'GET /api/auth/google/callback': signedIn,
  'GET /api/auth/google/status': signedIn,
  'DELETE /api/auth/google': signedIn,
  'GET /api/deliveries': signedIn,
  'GET /api/deliveries/:id': owned('delivery'),
  'POST /api/deliveries/:id/retry': owned('delivery'),
  'GET /api/notifications': signedIn,
  'POST /api/notifications/read-all': signedIn,
  'POST /api/notifications/:id/read': owned('notification'),
  'GET /api/settings/privacy': signedIn,
  'PATCH /api/settings/privacy': signedIn,
  'PUT /api/settings/privacy': signedIn,
  'POST /api/privacy/erase': signedIn,
  'GET /api/analytics': signedIn,

  // The super-admin area
  'GET /api/admin/users': superAdmin,
  'GET /api/admin/users/:id': superAdmin,
  'PATCH /api/admin/users/:id': superAdmin,
  'PUT /api/admin/users/:id': superAdmin,
  'PUT /api/admin/users/:id/role': superAdmin,
  'PUT /api/admin/users/:id/status': superAdmin,
  'GET /api/admin/stats': superAdmin,
  'GET /api/admin/analytics': superAdmin,
  'GET /api/admin/plans': managePricing,
  'POST /api/admin/plans': managePricing,
  'GET /api/admin/plans/:planId': managePricing,
  'PATCH /api/admin/plans/:planId': managePricing,
  'PUT /api/admin/plans/:planId': managePricing,
  'DELETE /api/admin/plans/:planId': managePricing,
  'GET /api/admin/orders': superAdmin,
  'GET /api/admin/orders/:orderId': superAdmin,
  'GET /api/admin/subscriptions': superAdmin,
  'GET /api/admin/subscriptions/:subscriptionId': superAdmin,
}

/*
 * Bodies that pass validation, so a call reaches the point where ownership
 * or a role decides; an empty body would stop at 422 and prove nothing.
 * Everything else is called with `{}`.
 */
export function validBody(key: string): unknown {
  switch (key) {
    case 'PATCH /api/groups/:id':
    case 'PUT /api/groups/:id':
      return { name: 'Renamed', description: 'Renamed.' }
    case 'POST /api/groups/:id/auto-approval':
    case 'POST /api/groups/:id/auto-approval/preview':
      return { enabled: true, requireEmail: false, requiredKeywords: [], blockedKeywords: [], maxApprovalsPerHour: 50 }
    case 'POST /api/groups/:id/welcome-message':
      return { enabled: true, message: 'Welcome {name}!', personalizeWithName: true, tagNewMembers: false }
    case 'PATCH /api/templates/:id':
    case 'PUT /api/templates/:id':
      return { name: 'Renamed', template: 'Hello {first-name}', category: 'welcome' }
    case 'POST /api/templates/:id/approve':
      return { version: 1 }
    case 'POST /api/extension/actions/:id/result':
      return { status: 'done' }
    case 'PATCH /api/integrations/email/:id':
    case 'PUT /api/integrations/email/:id':
    case 'PATCH /api/integrations/sms/:id':
      return { name: 'Renamed', isActive: false }
    case 'PATCH /api/integrations/webhooks/:id':
    case 'PUT /api/integrations/webhooks/:id':
      return { name: 'Renamed', url: 'https://hooks.example.com/renamed' }
    case 'PUT /api/admin/users/:id/role':
      return { role: 'user', permissions: [] }
    case 'PUT /api/admin/users/:id/status':
    case 'PATCH /api/admin/users/:id':
    case 'PUT /api/admin/users/:id':
      return { isActive: true }
    case 'PATCH /api/pricing/:id':
    case 'PUT /api/pricing/:id':
    case 'PATCH /api/admin/pricing/:planId':
    case 'PUT /api/admin/pricing/:planId':
    case 'PATCH /api/admin/plans/:planId':
    case 'PUT /api/admin/plans/:planId':
      return { buttonText: 'Start Free Trial' }
    case 'PATCH /api/content/page/order':
    case 'PUT /api/content/page/order':
      return { mainHeading: 'Choose Your Plan', subtitle: "Choose a plan that's perfect for you." }
    default:
      return {}
  }
}

/** The URL of a route for `victim`'s records. */
export function urlFor(route: ApiRoute, world: World, victim: Owner) {
  const access = MATRIX[route.key]
  const values: Record<string, string | number> = {
    provider: 'google',
    platform: 'aweber',
    planId: world.planId,
    orderId: world.orderId,
    subscriptionId: world.subscriptionId,
  }
  if (access?.kind === 'owned' || access?.kind === 'reviewer') values.id = victim.ids[access.record]
  else if (route.pattern.startsWith('/api/pricing/')) values.id = world.planId
  else values.id = victim.user.id
  return fillPattern(route.pattern, values)
}
