/*
 * Every operation of docs/openapi.yaml has an SDK method, and each method calls the operation it is
 * listed for: the methods run against a transport that records the request instead of sending it.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { JoinFlow, JoinFlowClient, type Transport, type TransportRequest } from '../src/index.js'

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

interface OpenApiDocument {
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], { operationId: string; deprecated?: boolean }>>>
}

/** A method of the client by its dotted name, and arguments to call it with. */
interface SdkCall {
  method: string
  args: unknown[]
}

/** Routes a browser opens rather than calls: redirects, OAuth round trips, scripts. */
interface BrowserOnly {
  browserOnly: string
}

function sdk(method: string, ...args: unknown[]): SdkCall {
  return { method, args }
}

function browserOnly(reason: string): BrowserOnly {
  return { browserOnly: reason }
}

/** A deprecated operation kept for one release; the SDK calls the operation that replaces it. */
interface DeprecatedAlias {
  aliasOf: string
}

function deprecatedAliasOf(operation: string): DeprecatedAlias {
  return { aliasOf: operation }
}

const OAUTH_ROUND_TRIP = 'a page the browser is sent to during an OAuth round trip, answered with a redirect'

const card = { cardNumber: '4242424242424242', nameOnCard: 'Ada', expirationDate: '09/39', securityCode: '123' }

const COVERAGE: Record<string, SdkCall | BrowserOnly | DeprecatedAlias> = {
  'GET /api/health': sdk('health'),
  'POST /api/auth/signup': sdk('auth.signup', { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' }),
  'POST /api/auth/login': sdk('auth.login', { email: 'ada@example.com', password: 'correct horse' }),
  'POST /api/auth/forgot-password': sdk('auth.requestPasswordReset', 'ada@example.com'),
  'POST /api/auth/reset-password': sdk('auth.resetPassword', { token: 'emailed-token', password: 'new password' }),
  'POST /api/auth/verify-email': sdk('auth.verifyEmail', 'emailed-token'),
  'PUT /api/auth/password': sdk('auth.changePassword', { currentPassword: 'old one', password: 'new password' }),
  'POST /api/auth/verify-email/resend': sdk('auth.resendVerificationEmail'),
  'GET /api/auth/providers': sdk('auth.providers'),
  'GET /api/auth/user': sdk('auth.currentUser'),
  'POST /api/auth/logout': sdk('auth.logout'),
  'GET /api/logout': browserOnly('a link to the web app\'s sign-out page; it signs nobody out'),
  'GET /api/login': browserOnly('the sign-in page the browser is redirected to'),
  'GET /api/login/{provider}': browserOnly(OAUTH_ROUND_TRIP),
  'GET /api/login/{provider}/callback': browserOnly(OAUTH_ROUND_TRIP),
  'GET /api/tokens': sdk('tokens.list'),
  'POST /api/tokens': sdk('tokens.create', { name: 'laptop' }),
  'DELETE /api/tokens/{id}': sdk('tokens.revoke', 7),
  'GET /api/requests': sdk('requests.list'),
  'GET /api/requests/recent': sdk('requests.recent'),
  'GET /api/requests/export.csv': sdk('requests.exportCsv'),
  'POST /api/requests/bulk': sdk('requests.bulk', { ids: [7], action: 'approve' }),
  'GET /api/requests/{id}': sdk('requests.get', 7),
  'POST /api/requests/{id}/approve': sdk('requests.approve', 7),
  'POST /api/requests/{id}/decline': sdk('requests.decline', 7),
  'POST /api/extension/requests': sdk('extension.capture', { facebookGroupId: '1', requests: [] }),
  'GET /api/extension/actions': sdk('extension.actions'),
  'POST /api/extension/actions/{id}/result': sdk('extension.reportResult', 7, { status: 'done' }),
  'POST /api/extension/health': sdk('extension.reportHealth', { status: 'ok' }),
  'GET /api/extension/status': sdk('extension.status'),
  'POST /api/extension/connect': sdk('extension.connect'),
  'GET /api/extension/summary': sdk('extension.summary', { facebookGroupId: '1', since: '2026-01-01T00:00:00.000Z' }),
  'GET /api/groups': sdk('groups.list'),
  'POST /api/groups': sdk('groups.create', { facebookGroupId: '1' }),
  'POST /api/setup/validate': sdk('setup.validate', { groups: [{ url: 'facebook.com/groups/gardeners' }] }),
  'GET /api/groups/{id}': sdk('groups.get', 7),
  'PATCH /api/groups/{id}': sdk('groups.update', 7, { name: 'Gardeners' }),
  'PUT /api/groups/{id}': deprecatedAliasOf('PATCH /api/groups/{id}'),
  'DELETE /api/groups/{id}': sdk('groups.delete', 7),
  'POST /api/groups/{id}/update-picture': sdk('groups.refreshPicture', 7),
  'GET /api/groups/{id}/welcome-message': sdk('groups.welcomeMessage.get', 7),
  'POST /api/groups/{id}/welcome-message': sdk('groups.welcomeMessage.update', 7, { enabled: true }),
  'GET /api/groups/{id}/auto-approval': sdk('groups.autoApproval.get', 7),
  'POST /api/groups/{id}/auto-approval': sdk('groups.autoApproval.update', 7, { enabled: true }),
  'POST /api/groups/{id}/auto-approval/preview': sdk('groups.autoApproval.preview', 7, { requireEmail: true }),
  'GET /api/templates': sdk('templates.list'),
  'POST /api/templates': sdk('templates.create', { name: 'Hello', template: 'Hi {first-name}' }),
  'GET /api/templates/{id}': sdk('templates.get', 7),
  'PATCH /api/templates/{id}': sdk('templates.update', 7, { name: 'Hello' }),
  'PUT /api/templates/{id}': deprecatedAliasOf('PATCH /api/templates/{id}'),
  'DELETE /api/templates/{id}': sdk('templates.delete', 7),
  'POST /api/templates/{id}/approve': sdk('templates.approve', 7, { version: 1 }),
  'GET /api/dashboard/stats': sdk('dashboard.stats'),
  'GET /api/pricing': sdk('plans.list'),
  'POST /api/pricing': sdk('plans.create', { planType: 'lite', title: 'Lite', price: 9, buttonText: 'Buy', features: [] }),
  'PATCH /api/pricing/{id}': sdk('plans.update', 7, { title: 'Lite' }),
  'PUT /api/pricing/{id}': deprecatedAliasOf('PATCH /api/pricing/{id}'),
  'GET /api/pricing/quote': sdk('checkout.quote', { plan: 'starter' }),
  'GET /api/content/page/order': sdk('content.getOrderPage'),
  'PATCH /api/content/page/order': sdk('content.updateOrderPage', { subtitle: 'Pick a plan' }),
  'PUT /api/content/page/order': deprecatedAliasOf('PATCH /api/content/page/order'),
  'GET /api/admin/pricing': sdk('plans.adminList'),
  'PATCH /api/admin/pricing/{planId}': sdk('plans.adminUpdate', 7, { trialDays: 7 }),
  'PUT /api/admin/pricing/{planId}': deprecatedAliasOf('PATCH /api/admin/pricing/{planId}'),
  'POST /api/process-payment': sdk('checkout.placeOrder', { orderData: { plan: { planType: 'starter', billing: 'monthly' }, customer: { email: 'a@b.c', country: 'Kenya' } }, paymentData: card }),
  'POST /api/customer/login': sdk('checkout.customerLogin', { email: 'a@b.c', orderId: 'JF-AAAAAAAAAAAAAAAA' }),
  'POST /api/checkout/start': sdk('checkout.start', { planType: 'starter', billing: 'monthly', flow: 'owner', visitorId: 'v' }),
  'POST /api/payment/process': sdk('checkout.pay', { planType: 'starter', planTitle: 'Starter', amount: 27, userId: 1, email: 'a@b.c', country: 'US', subscribeToUpdates: false, ...card }),
  'GET /api/subscription': sdk('subscription.get'),
  'POST /api/purchase-link': sdk('checkout.purchaseLink', 'a'.repeat(43)),
  'POST /api/purchase-link/account': sdk('checkout.setUpAccount', { token: 'a'.repeat(43), password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' }),
  'POST /api/order/details': sdk('checkout.checkDetails', { email: 'a@b.c', country: 'Kenya' }),
  'POST /api/customer/account-link': sdk('checkout.sendAccountLink', { email: 'a@b.c', orderId: 'JF-AAAAAAAAAAAAAAAA' }),
  'POST /api/webhooks/stripe': browserOnly("Stripe's own calls, signed with the endpoint's secret"),
  'GET /api/billing/purchases': sdk('billing.purchases'),
  'POST /api/billing/claim': sdk('billing.claim', { orderId: 'JF-AAAAAAAAAAAAAAAA' }),
  'GET /api/billing': sdk('billing.get'),
  'GET /api/billing/receipts': sdk('billing.receipts'),
  'GET /api/billing/receipts/{id}': sdk('billing.receipt', 7),
  'POST /api/billing/change-plan/preview': sdk('billing.previewChange', { planType: 'pro', billing: 'monthly' }),
  'POST /api/billing/change-plan': sdk('billing.changePlan', { planType: 'pro', billing: 'monthly' }),
  'POST /api/billing/cancel': sdk('billing.cancel'),
  'POST /api/billing/resume': sdk('billing.resume'),
  'GET /api/oauth/popup.js': browserOnly('a script the OAuth pop-up page loads'),
  'GET /api/catalog/email': sdk('catalog.email'),
  'GET /api/catalog/sms': sdk('catalog.sms'),
  'GET /api/integrations/email': sdk('integrations.email.list'),
  'POST /api/integrations/email': sdk('integrations.email.create', { platform: 'mailchimp', apiKey: 'key' }),
  'POST /api/integrations/email/test': sdk('integrations.email.test', { platform: 'mailchimp', apiKey: 'key' }),
  'PATCH /api/integrations/email/{id}': sdk('integrations.email.update', 7, { name: 'List' }),
  'PUT /api/integrations/email/{id}': deprecatedAliasOf('PATCH /api/integrations/email/{id}'),
  'DELETE /api/integrations/email/{id}': sdk('integrations.email.delete', 7),
  'GET /api/integrations/email/oauth/{platform}/start': browserOnly(OAUTH_ROUND_TRIP),
  'GET /api/integrations/email/oauth/{platform}/callback': browserOnly(OAUTH_ROUND_TRIP),
  'POST /api/integrations/request': sdk('integrations.request', { platformName: 'X', platformUrl: 'https://x.test', category: 'email' }),
  'GET /api/integrations/sms': sdk('integrations.sms.list'),
  'POST /api/integrations/sms': sdk('integrations.sms.create', { platform: 'twilio', apiKey: 'key' }),
  'POST /api/integrations/sms/test': sdk('integrations.sms.test', { platform: 'twilio', apiKey: 'key' }),
  'PATCH /api/integrations/sms/{id}': sdk('integrations.sms.update', 7, { name: 'Texts' }),
  'DELETE /api/integrations/sms/{id}': sdk('integrations.sms.delete', 7),
  'GET /api/integrations/webhooks': sdk('integrations.webhooks.list'),
  'POST /api/integrations/webhooks': sdk('integrations.webhooks.create', { name: 'Hook', url: 'https://hooks.test/a' }),
  'PATCH /api/integrations/webhooks/{id}': sdk('integrations.webhooks.update', 7, { name: 'Hook' }),
  'PUT /api/integrations/webhooks/{id}': deprecatedAliasOf('PATCH /api/integrations/webhooks/{id}'),
  'DELETE /api/integrations/webhooks/{id}': sdk('integrations.webhooks.delete', 7),
  'POST /api/integrations/webhooks/{id}/rotate-secret': sdk('integrations.webhooks.rotateSecret', 7),
  'GET /api/integrations/sheets': sdk('integrations.sheets.list'),
  'POST /api/integrations/sheets': sdk('integrations.sheets.create', { name: 'Sheet', spreadsheetId: 'abc' }),
  'DELETE /api/integrations/sheets/{id}': sdk('integrations.sheets.delete', 7),
  'POST /api/integrations/{id}/retry-failed': sdk('integrations.retryFailed', 7),
  'GET /api/auth/google': browserOnly(OAUTH_ROUND_TRIP),
  'DELETE /api/auth/google': sdk('integrations.sheets.disconnectGoogle'),
  'GET /api/auth/google/callback': browserOnly(OAUTH_ROUND_TRIP),
  'GET /api/auth/google/status': sdk('integrations.sheets.googleStatus'),
  'GET /api/deliveries': sdk('deliveries.list'),
  'GET /api/deliveries/{id}': sdk('deliveries.get', 7),
  'POST /api/deliveries/{id}/retry': sdk('deliveries.retry', 7),
  'GET /api/notifications': sdk('notifications.list'),
  'POST /api/notifications/read-all': sdk('notifications.markAllRead'),
  'POST /api/notifications/{id}/read': sdk('notifications.markRead', 7),
  'GET /api/settings/privacy': sdk('privacy.get'),
  'PATCH /api/settings/privacy': sdk('privacy.update', { retentionDays: 30 }),
  'PUT /api/settings/privacy': deprecatedAliasOf('PATCH /api/settings/privacy'),
  'POST /api/privacy/erase': sdk('privacy.erase', 'member@example.com'),
  'GET /api/analytics': sdk('analytics.get'),
  'GET /api/admin/outbox': sdk('admin.outbox.list'),
  'GET /api/admin/integration-requests': sdk('admin.integrationRequests'),
  'GET /api/admin/users': sdk('admin.users.list'),
  'GET /api/admin/users/{id}': sdk('admin.users.get', 7),
  'PATCH /api/admin/users/{id}': sdk('admin.users.update', 7, { role: 'admin', isActive: false }),
  'PUT /api/admin/users/{id}': deprecatedAliasOf('PATCH /api/admin/users/{id}'),
  'GET /api/admin/plans': sdk('admin.plans.list'),
  'POST /api/admin/plans': sdk('admin.plans.create', { planType: 'gold', name: 'Gold', price: 47, buttonText: 'Buy', features: ['Six groups'] }),
  'GET /api/admin/plans/{planId}': sdk('admin.plans.get', 7),
  'PATCH /api/admin/plans/{planId}': sdk('admin.plans.update', 7, { status: 'hidden' }),
  'PUT /api/admin/plans/{planId}': deprecatedAliasOf('PATCH /api/admin/plans/{planId}'),
  'DELETE /api/admin/plans/{planId}': sdk('admin.plans.delete', 7),
  'GET /api/admin/orders': sdk('admin.orders.list'),
  'GET /api/admin/orders/{orderId}': sdk('admin.orders.get', 7),
  'GET /api/admin/subscriptions': sdk('admin.subscriptions.list'),
  'GET /api/admin/subscriptions/{subscriptionId}': sdk('admin.subscriptions.get', 7),
  'PUT /api/admin/users/{id}/role': sdk('admin.users.setRole', 7, 'admin'),
  'PUT /api/admin/users/{id}/status': sdk('admin.users.setStatus', 7, false),
  'GET /api/admin/stats': sdk('admin.stats'),
  'GET /api/admin/analytics': sdk('admin.analytics', '2026-01-01', '2026-01-31'),
}

const document = parse(readFileSync(new URL('../../docs/openapi.yaml', import.meta.url), 'utf8')) as OpenApiDocument

function documentedOperations(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`),
  )
}

function isDeprecated(operation: string): boolean {
  const [method, path] = operation.split(' ')
  return document.paths[path]?.[method.toLowerCase() as (typeof HTTP_METHODS)[number]]?.deprecated === true
}

/** Answers every request with an empty 200 and remembers what was asked. */
class RecordingTransport implements Transport {
  readonly baseUrl = 'http://joinflow.test'
  readonly requests: TransportRequest[] = []

  async request(request: TransportRequest) {
    this.requests.push(request)
    return { status: 200, headers: {}, body: [] }
  }

  async stream(request: TransportRequest) {
    this.requests.push(request)
    return { status: 200, headers: {}, body: (async function* () {})() }
  }
}

/** `groups.autoApproval.update` on the client, bound to its resource. */
function methodOf(client: object, dotted: string): ((...args: unknown[]) => unknown) | undefined {
  const names = dotted.split('.')
  const owner = names.slice(0, -1).reduce<unknown>((object, name) => (object as Record<string, unknown> | undefined)?.[name], client)
  const method = (owner as Record<string, unknown> | undefined)?.[names.at(-1)!]
  return typeof method === 'function' ? method.bind(owner) : undefined
}

function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`)
}

const operations = documentedOperations()
const sdkCalls = Object.entries(COVERAGE).filter((entry): entry is [string, SdkCall] => 'method' in entry[1])

describe('SDK coverage of docs/openapi.yaml', () => {
  it('reads the 145 documented operations', () => {
    expect(operations).toHaveLength(145)
  })

  it('lists every documented operation, and nothing the document lacks', () => {
    expect(Object.keys(COVERAGE).sort()).toEqual([...operations].sort())
  })

  it('gives a reason for each operation left to the browser, and they are few', () => {
    const browserOnlyEntries = Object.values(COVERAGE).filter((entry): entry is BrowserOnly => 'browserOnly' in entry)
    for (const { browserOnly: reason } of browserOnlyEntries) expect(reason.length).toBeGreaterThan(20)
    const aliases = Object.values(COVERAGE).filter((entry): entry is DeprecatedAlias => 'aliasOf' in entry)
    expect(sdkCalls.length).toBe(operations.length - browserOnlyEntries.length - aliases.length)
    expect(browserOnlyEntries.length).toBeLessThanOrEqual(11)
  })

  it('leaves only deprecated operations to their replacements, which the SDK calls', () => {
    const aliases = Object.entries(COVERAGE).filter((entry): entry is [string, DeprecatedAlias] => 'aliasOf' in entry[1])
    expect(aliases.filter(([operation]) => !isDeprecated(operation)).map(([operation]) => operation)).toEqual([])
    const uncalled = aliases.filter(([, { aliasOf }]) => !(COVERAGE[aliasOf] && 'method' in COVERAGE[aliasOf]))
    expect(uncalled.map(([operation]) => operation)).toEqual([])
  })

  it('names only methods that exist on new JoinFlow(...)', () => {
    const client = new JoinFlow({ baseUrl: 'http://joinflow.test' })
    const missing = sdkCalls.filter(([, { method }]) => !methodOf(client, method)).map(([operation, { method }]) => `${operation} → ${method}`)
    expect(missing).toEqual([])
  })

  it.each(sdkCalls)('%s is what its method calls', async (operation, { method, args }) => {
    const transport = new RecordingTransport()
    const call = methodOf(new JoinFlowClient(transport, { token: 'jf_test', maxRetries: 0 }), method)!
    await call(...args)
    const [verb, path] = operation.split(' ')
    expect(transport.requests).toHaveLength(1)
    expect(transport.requests[0].method).toBe(verb)
    expect(transport.requests[0].path).toMatch(routePattern(path))
  })
})
