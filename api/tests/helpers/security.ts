/*
 * The two-owner world the security tests probe: every route of the API,
 * and two owners with one of each record, so each route can be called with
 * the other owner's ids.
 */
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import User from '#models/user'
import Integration from '#models/integration'
import Notification from '#models/notification'
import ExtensionAction from '#models/extension_action'
import Plan from '#models/plan'
import Charge from '#models/charge'
import Subscription from '#models/subscription'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import CreatePlan from '#actions/pricing/create_plan'
import type { IntegrationKind } from '#services/integrations/contract'
import { makeUser } from '#tests/helpers/users'
import { insertRequests, makeGroup, makeTemplate } from '#tests/helpers/groups'
import { abilitiesFor, type TokenAccess } from '#services/tokens/token_abilities'
import { makeOrder } from '#tests/helpers/orders'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiRoute {
  /** "GET /api/groups/:id": the key of the route's entry in the matrix. */
  key: string
  method: Method
  pattern: string
  name?: string
}

/** Every route under /api the router serves, one per method, but the catch-all 404. */
export function apiRoutes(): ApiRoute[] {
  const routes: ApiRoute[] = []
  for (const domainRoutes of Object.values(router.toJSON())) {
    for (const route of domainRoutes) {
      if (!route.pattern.startsWith('/api/') || route.pattern === '/api/*') continue
      for (const method of route.methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue
        routes.push({ key: `${method} ${route.pattern}`, method: method as Method, pattern: route.pattern, name: route.name })
      }
    }
  }
  return routes
}

/** The records an owner can hold, each reachable by an id in some URL. */
export type RecordKind =
  | 'group'
  | 'template'
  | 'memberRequest'
  | 'extensionAction'
  | 'emailIntegration'
  | 'smsIntegration'
  | 'sheetsIntegration'
  | 'webhook'
  | 'delivery'
  | 'notification'
  | 'token'
  | 'receipt'

export interface Owner {
  user: User
  /** A word found in every name this owner's records carry, and nowhere else. */
  marker: string
  ids: Record<RecordKind, number>
  /** A full-access token, as the CLI's. */
  token: string
  /** One token of each kind: the extension's, a read-only one and a full one. */
  tokens: Record<TokenAccess, string>
}

/** A token of `access` (full unless said), admin routes included when `admin`; its secret. */
export async function makeToken(user: User, access: TokenAccess = 'full', admin = false) {
  const token = await User.accessTokens.create(user, abilitiesFor(access, admin), { name: `${access} token` })
  return token.value!.release()
}

async function integrationOf(user: User, kind: IntegrationKind, platform: string, name: string, secret: string) {
  const integration = new Integration()
  integration.fill({
    userId: user.id,
    kind,
    platform,
    name,
    listId: null,
    authMethod: 'api_key',
    settings:
      kind === 'webhook'
        ? { url: 'https://hooks.example.com/joinflow', trigger: 'approved' }
        : kind === 'sheets'
          ? { spreadsheetId: `sheet-${name.replaceAll(' ', '-')}`, sheetName: 'Sheet1', trigger: 'approved' }
          : { trigger: 'approved' },
    groupIds: null,
    isActive: true,
    status: 'connected',
  })
  integration.storeCredentials(kind === 'webhook' ? { secret } : { apiKey: secret })
  await integration.save()
  return integration
}

/**
 * An owner with a group of three member requests (two approved, so
 * deliveries and extension actions exist), a template, an integration of
 * each kind, a notification and an API token. Every name carries `marker`.
 */
export async function makeOwner(marker: string): Promise<Owner> {
  const user = await makeUser()
  const group = await makeGroup(user, { name: `${marker} Garden Club` })
  const template = await makeTemplate(user, { name: `${marker} welcome template`, template: `Hi {first-name}, ${marker}` })
  const email = await integrationOf(user, 'email', 'mailchimp', `${marker} Mailchimp`, `${marker}-mc-key-0001`)
  const sms = await integrationOf(user, 'sms', 'twilio', `${marker} Twilio`, `${marker}-tw-key-0002`)
  const sheets = await integrationOf(user, 'sheets', 'google_sheets', `${marker} Sheet`, `${marker}-gs-key-0003`)
  const webhook = await integrationOf(user, 'webhook', 'webhook', `${marker} Hook`, `${marker}-whsec-0004`)
  const requestIds = await insertRequests(group, [
    { name: `${marker} Ann`, email: `ann.${marker.toLowerCase()}@example.com` },
    { name: `${marker} Bob`, email: `bob.${marker.toLowerCase()}@example.com` },
    { name: `${marker} Cy`, email: `cy.${marker.toLowerCase()}@example.com` },
  ])
  await new DecideByHand().handle({ userId: user.id, ids: requestIds.slice(0, 2), action: 'approve' })
  const delivery = await db.from('deliveries').where('user_id', user.id).orderBy('id').firstOrFail()
  const action =
    (await ExtensionAction.query().where('userId', user.id).orderBy('id').first()) ??
    (await ExtensionAction.create({
      userId: user.id,
      groupId: group.id,
      memberRequestId: requestIds[0],
      type: 'approve',
      payload: {},
      status: 'pending',
    }))
  const notification = await Notification.create({
    userId: user.id,
    kind: 'integration_failed',
    title: `${marker} Hook needs attention`,
    body: `${marker} Hook failed.`,
    link: '/integrations',
  })
  const receipt = await Charge.create({
    publicId: `RC-${marker.slice(0, 16).toUpperCase().padEnd(16, 'A')}`,
    userId: user.id,
    subscriptionId: null,
    orderId: null,
    kind: 'purchase',
    status: 'succeeded',
    amountMinor: 2900,
    currency: 'USD',
    amountUsdCents: 2900,
    description: `${marker} Silver plan`,
    planType: 'silver',
    billingPeriod: 'monthly',
    periodStart: null,
    periodEnd: null,
    cardBrand: 'visa',
    cardLast4: '4242',
    gateway: 'sandbox',
    gatewayReference: `sandbox_ch_${marker}`,
    idempotencyKey: `world:${marker}:${user.id}`,
    failureReason: null,
  })
  const token = await User.accessTokens.create(user, abilitiesFor('full'), { name: `${marker} laptop` })
  return {
    user,
    marker,
    token: token.value!.release(),
    tokens: {
      extension: await makeToken(user, 'extension'),
      read_only: await makeToken(user, 'read_only'),
      full: await makeToken(user, 'full'),
    },
    ids: {
      group: group.id,
      template: template.id,
      memberRequest: requestIds[0],
      extensionAction: Number(action.id),
      emailIntegration: email.id,
      smsIntegration: sms.id,
      sheetsIntegration: sheets.id,
      webhook: webhook.id,
      delivery: Number(delivery.id),
      notification: Number(notification.id),
      token: Number(token.identifier),
      receipt: receipt.id,
    },
  }
}

export interface World {
  ownerA: Owner
  ownerB: Owner
  admin: User
  superAdmin: User
  /** The super admin's tokens: one with full access, one with admin access too. */
  superAdminTokens: { full: string; admin: string }
  planId: number
  /** A plan nobody is on and no order bought, which can be deleted. */
  unusedPlanId: number
  /** An order and a subscription of owner B, for the super admin's lists. */
  orderId: number
  subscriptionId: number
}

/** Two owners, an admin holding manage_pricing and manage_content, and a super admin. */
export async function makeWorld(): Promise<World> {
  const ownerA = await makeOwner('Aardvarkalpha')
  const ownerB = await makeOwner('Zebrabravo')
  const admin = await makeUser({ role: 'admin', permissions: ['manage_pricing', 'manage_content'] })
  const superAdmin = await makeUser({ role: 'super_admin' })
  const superAdminTokens = { full: await makeToken(superAdmin, 'full'), admin: await makeToken(superAdmin, 'full', true) }
  const plan = await Plan.query().orderBy('id').firstOrFail()
  const unused = await new CreatePlan().handle({
    planType: 'unused-world-plan',
    title: 'Unused',
    price: 9,
    buttonText: 'Start Free Trial',
    features: ['One group'],
  })
  // Owner B's, so owner A walks the billing routes from the trial, as a new owner does.
  const order = await makeOrder({ userId: ownerB.user.id, email: ownerB.user.email })
  const subscription = await Subscription.create({
    userId: ownerB.user.id,
    planType: order.planType,
    status: 'active',
    trialEndsAt: order.trialEndsAt,
    currentPeriodEnd: null,
    orderId: order.id,
  })
  return { ownerA, ownerB, admin, superAdmin, superAdminTokens, planId: plan.id, unusedPlanId: unused.id, orderId: order.id, subscriptionId: subscription.id }
}

/** Fills a route pattern's params (`:id`, `:planId`, `:provider`...) from `values`. */
export function fillPattern(pattern: string, values: Record<string, string | number>) {
  return pattern.replace(/:(\w+)\??/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`No value for :${name} in ${pattern}`)
    return encodeURIComponent(String(values[name]))
  })
}

export interface CallOptions {
  as?: User | null
  /** An API token, sent as `Authorization: Bearer` the way the extension and the CLI do. */
  bearer?: string
  body?: unknown
  query?: Record<string, unknown>
  headers?: Record<string, string>
}

/**
 * Calls a route the way the web app does (signed in by cookie, with the
 * CSRF token) or, given `bearer`, the way the extension does; never
 * following redirects.
 */
export async function call(client: ApiClient, method: Method, url: string, options: CallOptions = {}): Promise<ApiResponse> {
  let request = client.request(url, method).redirects(0)
  if (options.bearer) request = request.bearerToken(options.bearer)
  else request = request.withCsrfToken()
  if (options.as && !options.bearer) request = request.loginAs(options.as)
  if (options.query) request = request.qs(options.query)
  for (const [name, value] of Object.entries(options.headers ?? {})) request = request.header(name, value)
  if (method !== 'GET' && options.body !== undefined) request = request.json(options.body as object)
  return request
}
