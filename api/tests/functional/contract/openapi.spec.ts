/*
 * docs/openapi.yaml holds to the router and to what the API answers. Every
 * /api route is documented and every documented operation is served; then
 * every route is called against the running API, in the security tests'
 * world of two owners, an admin and a super admin: as the caller it is meant
 * for on that caller's own records (and again with an API token for reads),
 * as another owner with the first owner's ids, as nobody, with an empty
 * body where one is taken, and with well-formed requests the API turns down
 * (a wrong password, a key the platform refuses...). Each accepted request
 * body and query and each answer is checked against the document: the
 * status is listed, its headers come, the media type is documented and a
 * JSON body fits that status's schema.
 */
import { isolatedTransaction } from '#tests/helpers/database'
import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import Group from '#models/group'
import FacebookPage from '#services/groups/facebook_page'
import { allowPrivateNetwork, overrideBaseUrls, startLocalPlatform } from '#tests/helpers/local_platform'
import { apiRoutes, call, fillPattern, makeWorld, type ApiRoute, type Method, type World } from '#tests/helpers/security'
import { MATRIX, validBody } from '#tests/functional/security/route_access'
import { ROUTE_NEEDS } from '#start/route_abilities'
import { makeUser } from '#tests/helpers/users'
import env from '#start/env'
import PlaceOrder, { publicPurchase } from '#actions/orders/place_order'
import SandboxGateway from '#services/payments/sandbox_gateway'
import { stripeSignature } from '#tests/support/stripe_mock'
import { checkErrorFields, checkQuery, checkRequestBody, checkResponse, contract, documentedOperations, operation } from '#tests/support/openapi_contract'

const PLATFORM_KEY = 'contract-key-1234'
const CARD = { cardNumber: '4242424242424242', nameOnCard: 'Ann Example', expirationDate: '09/39', securityCode: '123' }

/** Bodies and queries that succeed for the route's rightful caller, beyond the ones the permissions matrix uses. */
function happyInput(key: string, world: World, extra: Extra) {
  const { ownerA } = world
  const unique = randomUUID().slice(0, 8)
  const bodies: Record<string, unknown> = {
    'POST /api/auth/signup': { email: `contract-${unique}@example.test`, password: 'password123', firstName: 'Ann', lastName: 'Example' },
    'POST /api/auth/login': { email: ownerA.user.email, password: 'password123' },
    'POST /api/auth/forgot-password': { email: extra.passwordChanger.email },
    'POST /api/auth/reset-password': () => ({ token: extra.state.resetToken ?? 'no-reset-token-was-emailed', password: 'password123' }),
    'POST /api/auth/verify-email': () => ({ token: extra.state.verificationToken ?? 'no-confirmation-was-emailed' }),
    'PUT /api/auth/password': { currentPassword: 'password123', password: 'a-new-password-1' },
    'POST /api/tokens': { name: 'Contract laptop', expiresInDays: 30 },
    'POST /api/extension/requests': {
      facebookGroupId: extra.facebookGroupId,
      requests: [{ facebookUserId: `fb-${unique}`, name: 'Dee Example', answers: [{ question: 'Why?', answer: 'Gardening' }] }],
    },
    'POST /api/extension/health': { status: 'ok', version: '1.0.0', pageUrl: 'https://www.facebook.com/groups/x/member-requests' },
    'POST /api/requests/bulk': { ids: [extra.pendingRequestId], action: 'decline', reason: 'Spam' },
    'POST /api/requests/:id/approve': {},
    'POST /api/requests/:id/decline': { reason: 'Spam' },
    'POST /api/groups': { url: `https://www.facebook.com/groups/contract${unique}`, name: 'Contract Garden Club' },
    'POST /api/templates': { name: 'Contract welcome', template: 'Hi {first-name}', category: 'welcome' },
    // The version the reviewer read: the template's latest, edited by an earlier call of the walk.
    'POST /api/templates/:id/approve': () => ({ version: extra.state.templateVersion ?? 1 }),
    'POST /api/pricing': { planType: `contract-${unique}`, title: 'Contract', price: '$27', buttonText: 'Start Free Trial', features: ['One group'] },
    'POST /api/admin/plans': {
      planType: `contract-record-${unique}`,
      name: 'Contract',
      price: 27,
      buttonText: 'Start Free Trial',
      features: ['One group'],
      trialDays: 14,
      groupLimit: 2,
      status: 'hidden',
    },
    'POST /api/process-payment': {
      orderData: { plan: { planType: 'silver', billing: 'monthly' }, customer: { email: extra.buyerEmail, country: 'United States' } },
      paymentData: CARD,
    },
    'POST /api/customer/login': () => ({ email: extra.buyerEmail, orderId: extra.state.orderId ?? 'JF-NOSUCHORDER' }),
    'POST /api/checkout/start': { planType: 'silver', billing: 'monthly', flow: 'public', visitorId: randomUUID() },
    'POST /api/purchase-link': () => ({ token: extra.state.purchaseToken ?? 'no-purchase-link-was-emailed' }),
    'POST /api/billing/claim': () => ({ token: extra.state.purchaseToken ?? 'no-purchase-link-was-emailed' }),
    'POST /api/order/details': { email: `details-${unique}@example.test`, country: 'Kenya', marketingConsent: false },
    'POST /api/customer/account-link': () => ({ email: extra.buyerEmail, orderId: extra.state.orderId ?? 'JF-NOSUCHORDER' }),
    'POST /api/purchase-link/account': { token: extra.newcomerToken, password: 'password123', firstName: 'Nia', lastName: 'Newcomer' },
    'POST /api/webhooks/stripe': STRIPE_EVENT,
    'POST /api/billing/change-plan/preview': { planType: 'pro', billing: 'monthly' },
    'POST /api/billing/change-plan': { planType: 'pro', billing: 'monthly' },
    'POST /api/payment/process': { planType: 'silver', billing: 'monthly', email: ownerA.user.email, country: 'United States', ...CARD },
    'POST /api/integrations/email/test': { platform: 'mailerlite', apiKey: PLATFORM_KEY },
    'POST /api/integrations/email': { platform: 'mailerlite', apiKey: PLATFORM_KEY, name: 'Contract MailerLite', groupIds: null, trigger: 'approved' },
    'POST /api/integrations/sms/test': { platform: 'telnyx', apiKey: PLATFORM_KEY, credentials: { from: '+15550100' } },
    'POST /api/integrations/sms': { platform: 'telnyx', apiKey: PLATFORM_KEY, credentials: { from: '+15550100' }, name: 'Contract Telnyx', sendWelcomeSms: true },
    'POST /api/integrations/webhooks': { name: 'Contract hook', url: 'https://hooks.example.com/contract', trigger: 'approved' },
    'POST /api/integrations/sheets': { name: 'Contract sheet', spreadsheetId: 'sheet-contract', sheetName: 'Sheet1' },
    'POST /api/integrations/request': { platformName: 'Contract Mail', platformUrl: 'https://mail.example.com', category: 'email-marketing' },
    'PATCH /api/settings/privacy': { eraseAfterDelivery: false, retentionDays: 90 },
    'PUT /api/settings/privacy': { eraseAfterDelivery: false, retentionDays: 90 },
    'POST /api/privacy/erase': { email: 'nobody-here@example.com' },
  }
  const queries: Record<string, Record<string, unknown>> = {
    'GET /api/extension/summary': { facebookGroupId: extra.facebookGroupId, since: '2020-01-01T00:00:00Z' },
    'GET /api/requests': { range: '[0,9]', sort: '["createdAt","DESC"]', filter: '{"status":"approved"}' },
    'GET /api/groups': { range: '[0,9]', sort: '["name","ASC"]' },
    'GET /api/deliveries': { range: '[0,9]', sort: '["createdAt","DESC"]', filter: '{"status":"queued"}' },
    'GET /api/pricing/quote': { plan: 'silver', billing: 'annual', country: 'Germany' },
    'GET /api/analytics': { from: '2026-01-01', to: '2026-01-07' },
    'GET /api/admin/analytics': { from: '2026-01-01', to: '2026-03-31' },
    'GET /api/admin/users': { range: '[0,9]', sort: '["email","ASC"]', filter: '{"q":"example","role":"user","isActive":true}' },
    'GET /api/admin/plans': { range: '[0,9]', filter: '{"status":"on_sale"}' },
    'GET /api/admin/orders': { range: '[0,9]', filter: '{"plan":"silver"}' },
    'GET /api/admin/subscriptions': { range: '[0,9]', filter: '{"status":"active"}' },
  }
  const headers: Record<string, () => Record<string, string>> = {
    'POST /api/webhooks/stripe': () => ({
      'stripe-signature': stripeSignature(JSON.stringify(STRIPE_EVENT), STRIPE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
    }),
  }
  /** State a route's happy path needs first: the owner checkout is for an account whose bought plan has ended. */
  const prepare: Record<string, () => Promise<void>> = {
    'POST /api/payment/process': async () => {
      await db.from('subscriptions').where('user_id', ownerA.user.id).update({ status: 'canceled', current_period_end: new Date(Date.now() - 60_000) })
    },
  }
  return { body: key in bodies ? bodies[key] : validBody(key), query: queries[key], headers: headers[key], prepare: prepare[key] }
}

const STRIPE_WEBHOOK_SECRET = 'whsec_contract'
/** An event the endpoint accepts and has nothing to apply. */
const STRIPE_EVENT = {
  id: 'evt_contract_1',
  object: 'event',
  api_version: '2023-08-16',
  created: 1767225600,
  type: 'customer.created',
  data: { object: { id: 'cus_contract', object: 'customer' } },
  livemode: false,
}

/** What the world holds beyond the security helpers' owners, and what earlier calls handed out. */
interface Extra {
  /** Resets and changes its password, which would sign the owners of the world out of their tokens. */
  passwordChanger: User
  facebookGroupId: string
  pendingRequestId: number
  /** The purchaser of the public flow's order (owner A's address), who then signs in with its order ID and claims it. */
  buyerEmail: string
  /** The link of a purchase made with an address no account has, to set one up with. */
  newcomerToken: string
  state: { orderId?: string; resetToken?: string; templateVersion?: number; verificationToken?: string; purchaseToken?: string }
}

/** Well-formed requests the API turns down for a reason of its own, so those answers are checked too. */
function refusedInput(key: string, world: World, extra: Extra): { label: string; body: unknown } | undefined {
  switch (key) {
    case 'POST /api/auth/login':
      return { label: 'wrong password', body: { email: world.ownerA.user.email, password: 'not-the-password' } }
    case 'POST /api/groups':
      return { label: 'group already connected', body: { facebookGroupId: extra.facebookGroupId } }
    case 'POST /api/extension/requests':
      return { label: 'group not connected', body: { facebookGroupId: 'not-connected-anywhere', requests: [] } }
    case 'POST /api/integrations/email/test':
      return { label: 'key refused by the platform', body: { platform: 'mailerlite', apiKey: 'wrong-key-0000' } }
    case 'POST /api/integrations/sms':
      return { label: 'key refused by the platform', body: { platform: 'telnyx', apiKey: 'wrong-key-0000', credentials: { from: '+15550100' } } }
    case 'POST /api/templates/:id/approve':
      return { label: 'a version other than the latest', body: { version: 999 } }
  }
  return undefined
}

interface PlannedCall {
  label: string
  route: ApiRoute
  url: string
  as: User | null
  /** An API token to send instead of the session. */
  bearer?: string
  body: unknown | (() => unknown)
  query?: Record<string, unknown>
  headers?: () => Record<string, string>
  prepare?: () => Promise<void>
}

function idsFor(route: ApiRoute, world: World, owner: World['ownerA']) {
  const access = MATRIX[route.key]
  const values: Record<string, string | number> = {
    provider: 'google',
    platform: 'aweber',
    // The world's plan is built in and cannot be deleted; the unused one can.
    planId: route.method === 'DELETE' ? world.unusedPlanId : world.planId,
    orderId: world.orderId,
    subscriptionId: world.subscriptionId,
  }
  if (access?.kind === 'owned' || access?.kind === 'reviewer') values.id = owner.ids[access.record]
  else if (route.pattern.startsWith('/api/pricing/')) values.id = world.planId
  else values.id = world.ownerA.user.id
  return fillPattern(route.pattern, values)
}

function rightfulCaller(route: ApiRoute, world: World, extra: Extra): User | null {
  if (route.key === 'PUT /api/auth/password') return extra.passwordChanger
  switch (MATRIX[route.key]?.kind) {
    case 'public':
      return null
    case 'superAdmin':
    case 'reviewer':
      return world.superAdmin
    case 'managePricing':
    case 'manageContent':
      return world.admin
    default:
      return world.ownerA.user
  }
}

/** Destructive calls last, so every route before them finds the records it needs. */
function plan(world: World, extra: Extra): PlannedCall[] {
  const routes = [...apiRoutes()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
  const calls: PlannedCall[] = []
  for (const route of routes) {
    const access = MATRIX[route.key]
    const input = happyInput(route.key, world, extra)
    // Only operations the document gives a request body are sent one.
    const hasBody = Boolean(operation(route.method, route.pattern)?.requestBody)
    if (access?.kind !== 'public') {
      calls.push({ label: 'nobody', route, url: idsFor(route, world, world.ownerA), as: null, body: hasBody ? input.body : undefined })
    }
    if (access?.kind === 'owned' || access?.kind === 'reviewer') {
      calls.push({ label: 'another owner', route, url: idsFor(route, world, world.ownerA), as: world.ownerB.user, body: hasBody ? input.body : undefined })
    }
    if (access?.kind === 'reviewer') {
      calls.push({ label: 'owner without the permission', route, url: idsFor(route, world, world.ownerA), as: world.ownerA.user, body: undefined })
    }
    if (access?.kind === 'superAdmin' || access?.kind === 'managePricing' || access?.kind === 'manageContent') {
      calls.push({ label: 'an owner', route, url: idsFor(route, world, world.ownerB), as: world.ownerB.user, body: hasBody ? input.body : undefined })
    }
    const caller = rightfulCaller(route, world, extra)
    const body = hasBody ? input.body : undefined
    if (hasBody) calls.push({ label: 'empty body', route, url: idsFor(route, world, world.ownerA), as: caller, body: {} })
    calls.push({
      label: 'rightful caller',
      route,
      url: idsFor(route, world, world.ownerA),
      as: caller,
      body,
      query: input.query,
      headers: input.headers,
      prepare: input.prepare,
    })
    if (route.method === 'GET' && access?.kind !== 'public' && caller === world.ownerA.user) {
      const url = idsFor(route, world, world.ownerA)
      calls.push({ label: 'API token', route, url, as: null, bearer: world.ownerA.token, body: undefined, query: input.query })
    }
    const refused = refusedInput(route.key, world, extra)
    if (refused) calls.push({ label: refused.label, route, url: idsFor(route, world, world.ownerA), as: caller, body: refused.body })
  }
  return calls
}

/** Paths of keys whose value is null, outside the places null is a value (enums and examples). */
function keysWithoutValue(node: unknown, path = ''): string[] {
  if (!node || typeof node !== 'object') return []
  if (Array.isArray(node)) return node.flatMap((item, index) => keysWithoutValue(item, `${path}/${index}`))
  return Object.entries(node).flatMap(([key, value]) =>
    value === null && !['const', 'default'].includes(key) ? [`${path}/${key}`] : keysWithoutValue(value, `${path}/${key}`)
  )
}

/** The token of the latest `/reset-password` or `/verify-email` link the outbox holds for `email`. */
async function emailedToken(email: string, page: 'reset-password' | 'verify-email') {
  const messages = await db.from('outbox_messages').where('to_address', email).orderBy('id', 'desc')
  for (const message of messages) {
    const token = new RegExp(`/${page}\\?token=([\\w-]+)`).exec(message.text_body)?.[1]
    if (token) return token
  }
  return undefined
}

const emailedResetToken = (email: string) => emailedToken(email, 'reset-password')

/** A public purchase made with `email`, and the token of the link emailed with it. */
async function purchaseLinkFor(email: string) {
  await new PlaceOrder(new SandboxGateway()).handle(
    publicPurchase({
      orderData: { plan: { planType: 'silver', billing: 'monthly' }, customer: { email, country: 'Kenya', marketingConsent: false } },
      paymentData: { ...CARD, expirationDate: { month: 9, year: 2039 } },
    })
  )
  return (await emailedPurchaseToken(email))!
}

/** The token of the link emailed with the latest purchase made with `email`. */
async function emailedPurchaseToken(email: string) {
  const message = await db.from('outbox_messages').where('to_address', email).orderBy('id', 'desc').first()
  return /account-setup\?token=([\w-]+)/.exec(message?.text_body ?? '')?.[1]
}

test.group('Contract / docs/openapi.yaml', (group) => {
  // Its stand-in servers listen on this machine.
  group.setup(() => allowPrivateNetwork())
  let world: World
  let client: ApiClient
  let extra: Extra

  group.setup(async () => {
    const rollback = await isolatedTransaction()
    world = await makeWorld()
    const groupRow = await Group.findOrFail(world.ownerA.ids.group)
    const pending = await db
      .from('member_requests')
      .where('group_id', groupRow.id)
      .where('status', 'pending')
      .orderBy('id')
      .firstOrFail()
    extra = {
      passwordChanger: await makeUser(),
      facebookGroupId: groupRow.facebookGroupId,
      pendingRequestId: Number(pending.id),
      buyerEmail: world.ownerA.user.email,
      newcomerToken: await purchaseLinkFor(`newcomer-${randomUUID()}@example.test`),
      state: {},
    }
    return rollback
  })

  // A Google client, so a sheet can be added (a server without one refuses sheets).
  group.setup(() => {
    process.env.GOOGLE_CLIENT_ID = 'google-client'
    process.env.GOOGLE_CLIENT_SECRET = 'google-secret'
    return () => {
      delete process.env.GOOGLE_CLIENT_ID
      delete process.env.GOOGLE_CLIENT_SECRET
    }
  })

  group.setup(() => {
    env.set('STRIPE_WEBHOOK_SECRET', STRIPE_WEBHOOK_SECRET)
    return () => env.set('STRIPE_WEBHOOK_SECRET', '')
  })

  // Group pages for the picture refresh, so that route can succeed for its owner.
  group.setup(async () => {
    const facebook = await startLocalPlatform({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html><head><meta property="og:image" content="https://scontent.example/cover.jpg"></head></html>',
    })
    app.container.swap(FacebookPage, () => new FacebookPage({ baseUrl: facebook.url, timeoutMs: 2000 }))
    return async () => {
      app.container.restore(FacebookPage)
      await facebook.close()
    }
  })

  // MailerLite and Telnyx, as far as testing a key needs them: the key that works, and any other refused.
  group.setup(async () => {
    const platform = await startLocalPlatform((request) =>
      request.headers.authorization === `Bearer ${PLATFORM_KEY}`
        ? { status: 200, body: { data: [] } }
        : { status: 401, body: { message: 'Unauthenticated.' } }
    )
    const restore = overrideBaseUrls({ mailerlite: platform.url, telnyx: platform.url })
    return async () => {
      restore()
      await platform.close()
    }
  })

  group.each.setup(({ context }) => {
    client = context.client
  })

  test('documents every /api route the router serves, and nothing it does not serve', ({ assert }) => {
    // A comma inside an unquoted YAML flow value silently turns the rest into keys without values.
    assert.deepEqual(keysWithoutValue(contract()), [], 'docs/openapi.yaml has keys without a value; quote the text holding them')

    const served = apiRoutes().map(({ key }) => key)
    const documented = documentedOperations()
    const undocumented = served.filter((key) => !documented.includes(key))
    assert.deepEqual(undocumented, [], `docs/openapi.yaml does not document: ${undocumented.join(', ')}`)
    const gone = documented.filter((key) => !served.includes(key))
    assert.deepEqual(gone, [], `docs/openapi.yaml documents routes the router does not serve: ${gone.join(', ')}`)
  })

  test('documents what each operation needs from an API token, as the server enforces it', ({ assert }) => {
    const documented = (key: string) => {
      const [method, pattern] = key.split(' ')
      const found = operation(method, pattern)
      if (found?.security?.every((scheme: object) => 'xsrf' in scheme)) return 'public'
      const ability = found?.['x-token-ability']
      return ability === 'any' ? 'anyToken' : ability
    }
    const differences = apiRoutes()
      .map(({ key }) => key)
      .filter((key) => JSON.stringify(documented(key)) !== JSON.stringify(ROUTE_NEEDS[key]))
      .map((key) => `${key}: documented ${JSON.stringify(documented(key))}, enforced ${JSON.stringify(ROUTE_NEEDS[key])}`)
    assert.deepEqual(differences, [])
  })

  test('every route answers as the document says, and every accepted body fits its schema', async ({ assert }) => {
    const problems: string[] = []
    const calls = plan(world, extra)
    const succeeded = new Set<string>()
    for (const planned of calls) {
      const { route } = planned
      const body = typeof planned.body === 'function' ? planned.body() : planned.body
      await planned.prepare?.()
      const response = await call(client, route.method as Method, planned.url, {
        as: planned.as,
        bearer: planned.bearer,
        body,
        query: planned.query,
        headers: planned.headers?.(),
      })
      const status = response.status()
      if (route.key === 'POST /api/process-payment' && status === 201) {
        extra.state.orderId = response.body().orderId
        extra.state.purchaseToken = await emailedPurchaseToken(extra.buyerEmail)
      }
      if (route.key === 'POST /api/auth/forgot-password' && status === 200) extra.state.resetToken = await emailedResetToken(extra.passwordChanger.email)
      if ((route.key === 'PUT /api/templates/:id' || route.key === 'PATCH /api/templates/:id') && status === 200) extra.state.templateVersion = response.body().version
      if (route.key === 'POST /api/auth/signup' && status === 201) extra.state.verificationToken = await emailedToken(response.body().email, 'verify-email')
      if (planned.label === 'rightful caller' && status < 400) succeeded.add(route.key)
      const found = checkResponse(route.method, route.pattern, {
        status,
        contentType: response.header('content-type'),
        body: response.body(),
        text: response.text(),
        headers: response.headers(),
      })
      found.push(...checkQuery(route.method, route.pattern, planned.query))
      if (status === 422) found.push(...checkErrorFields(route.method, route.pattern, response.body()))
      if (status < 300 && body !== undefined) {
        found.push(...checkRequestBody(route.method, route.pattern, body))
      }
      problems.push(...found.map((problem) => `[${planned.label}] ${problem}`))
    }
    assert.deepEqual(problems, [])

    // The happy paths were walked: every route succeeded for its rightful caller, but the sign-ins
    // through providers this test server has no client keys for.
    const unconfigured = [
      'GET /api/login/:provider',
      'GET /api/login/:provider/callback',
      'GET /api/integrations/email/oauth/:platform/start',
    ]
    const failed = apiRoutes()
      .map(({ key }) => key)
      .filter((key) => !succeeded.has(key))
    assert.sameMembers(failed, unconfigured)
  }).timeout(90_000)
})

test.group('Contract / the checks themselves', () => {
  test('refuse an undocumented status, a wrong media type, a body off its schema, a bad request body and an unknown field', ({ assert }) => {
    const group = {
      id: 1,
      facebookGroupId: 'garden',
      name: 'Garden Club',
      description: null,
      coverImageUrl: null,
      memberCount: 0,
      autoApprovalRate: 0,
      autoApprovalEnabled: false,
      isActive: true,
      todayRequests: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    }
    const answer = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') =>
      checkResponse('GET', '/api/groups/:id', { status, contentType, body, text: JSON.stringify(body) })

    assert.deepEqual(answer(200, group), [])
    assert.lengthOf(answer(418, group), 1)
    assert.lengthOf(answer(200, group, 'text/html'), 1)
    assert.match(answer(200, { ...group, memberCount: 'many' })[0], /memberCount/)
    assert.match(answer(200, { ...group, secret: 'x' })[0], /additional/)
    assert.match(answer(404, { message: 'Group not found.' })[0], /code/)

    const user = {
      id: 1,
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Example',
      role: 'user',
      isActive: true,
      isSuperAdmin: false,
      isEmailVerified: false,
      emailVerifiedAt: null,
      permissions: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      planType: 'trial',
      subscriptionStatus: 'trialing',
    }
    const me = (body: unknown) => checkResponse('GET', '/api/auth/user', { status: 200, contentType: 'application/json', body, text: '' })
    assert.deepEqual(me(user), [])
    assert.match(me({ ...user, password: '$scrypt$hash' })[0], /unevaluated/)

    assert.deepEqual(checkRequestBody('POST', '/api/templates', { name: 'Welcome', template: 'Hi {name}' }), [])
    assert.match(checkRequestBody('POST', '/api/templates', { name: 'Welcome' })[0], /template/)
    assert.match(checkRequestBody('POST', '/api/templates', { name: 'Welcome', template: 'Hi', category: 'spam' })[0], /category/)
    assert.match(checkRequestBody('POST', '/api/nowhere', {})[0], /not documented/)

    const refused = (field: string) => checkErrorFields('POST', '/api/templates', { errors: [{ field, message: 'No.', rule: 'required' }] })
    assert.deepEqual(refused('name'), [])
    assert.match(refused('colour')[0], /colour/)
  })
})
