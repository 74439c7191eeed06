/*
 * The SDK as built (`@joinflow/sdk`) against the real product and its database: every resource an
 * owner or a super admin uses, with Mailchimp played by a local server that speaks its documented
 * contract, and API errors arriving as the SDK's error classes.
 */
import { expect, test } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import {
  APIError,
  AuthenticationError,
  ConflictError,
  JoinFlow,
  NotFoundError,
  PermissionDeniedError,
  UnprocessableEntityError,
  type Delivery,
  type Group,
} from '@joinflow/sdk'
import { confirmEmail, productUrl, superAdminSession } from '../support/accounts.js'
import { ApiSession, createOwnerWithToken } from '../support/api.js'
import { forgetPaymentAttempts } from '../support/limits.js'

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

function fakeMailchimp(): { url: string; credentials: { apiKey: string; listId: string } } {
  const fake = process.env.E2E_FAKE_MAILCHIMP
  if (!fake) throw new Error('E2E_FAKE_MAILCHIMP is not set; run the tests through `npx playwright test`.')
  return JSON.parse(fake)
}

function sdkClient(token?: string) {
  return new JoinFlow({ baseUrl: productUrl(), token, maxRetries: 0 })
}

async function newOwner(label: string) {
  const owner = await createOwnerWithToken(productUrl(), `SDK ${label}`)
  return { ...owner, client: sdkClient(owner.token) }
}

let superAdminClient: Promise<JoinFlow> | undefined

/** The fixed super admin, through a token of its own with admin access. */
function superAdmin() {
  superAdminClient ??= superAdminSession().then(async (session) => {
    const { token } = await session.request('POST', '/api/tokens', { name: `SDK super admin ${run}`, admin: true })
    return sdkClient(token)
  })
  return superAdminClient
}

/** The rejection of `promise`, which must be one. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('Expected the call to fail, but it succeeded.')
    },
    (error: unknown) => error,
  )
}

/** Asks again until `check` passes or `timeoutMs` runs out; then fails with the last answer. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (check(value)) return value
    if (Date.now() > deadline) throw new Error(`Still not as expected after ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = []
  for await (const row of rows) all.push(row)
  return all
}

function groupUrl(suffix: string) {
  return `https://www.facebook.com/groups/sdk-${run}-${suffix}`
}

function member(name: string, answer: string) {
  return {
    facebookUserId: `${run}-${name.toLowerCase()}`,
    name: `${name} Member`,
    answers: [{ question: 'How can we reach you?', answer }],
    agreedToRules: true,
  }
}

// The first account of an empty install becomes a super admin: make sure it is the fixed one.
test.beforeAll(async () => {
  await superAdmin()
})

test('an owner runs groups, rules, welcome messages, templates and member requests through the SDK', async () => {
  const { client } = await newOwner('groups')
  const admin = await superAdmin()

  // Groups, walked a page of one at a time by iterate.
  const gardeners = await client.groups.create({ url: groupUrl('gardeners'), name: 'Gardeners' })
  const bakers = await client.groups.create({ url: groupUrl('bakers') })
  const spare = await client.groups.create({ facebookGroupId: `sdk-${run}-spare`, description: 'To be disconnected' })
  expect(gardeners).toMatchObject({ name: 'Gardeners', memberCount: 0, isActive: true, autoApprovalEnabled: false })
  expect(bakers.facebookGroupId).toBe(`sdk-${run}-bakers`)
  const firstPage = await client.groups.list({ range: [0, 0], sort: ['id', 'ASC'] })
  expect(firstPage).toEqual({ data: [expect.objectContaining({ id: gardeners.id })], total: 3 })
  const everyGroup = await collect(client.groups.iterate({ pageSize: 1, sort: ['id', 'ASC'] }))
  expect(everyGroup.map(({ id }) => id)).toEqual([gardeners.id, bakers.id, spare.id])
  expect((await client.groups.list({ filter: { q: 'Gardeners' } })).data.map(({ id }) => id)).toEqual([gardeners.id])
  const renamed = await client.groups.update(bakers.id, { name: 'Sourdough Bakers', description: 'Bread' })
  expect(renamed).toMatchObject({ id: bakers.id, name: 'Sourdough Bakers', description: 'Bread' })
  expect((await client.groups.get(bakers.id)).name).toBe('Sourdough Bakers')
  expect(await client.groups.delete(spare.id)).toEqual({ id: spare.id })
  expect(await rejectionOf(client.groups.get(spare.id))).toBeInstanceOf(NotFoundError)

  // Rules: off by default, saved from comma-separated text, previewed without saving.
  expect(await client.groups.autoApproval.get(gardeners.id)).toMatchObject({ enabled: false, requireEmail: false })
  const rules = await client.groups.autoApproval.update(gardeners.id, {
    enabled: true,
    requireEmail: true,
    blockedKeywords: 'crypto, forex',
  })
  expect(rules).toMatchObject({ enabled: true, requireEmail: true, blockedKeywords: ['crypto', 'forex'] })
  expect(await client.groups.autoApproval.get(gardeners.id)).toEqual(rules)

  // Templates: an owner's new template waits for a super admin's approval.
  const template = await client.templates.create({
    name: `Warm welcome ${run}`,
    category: 'welcome',
    template: 'Hi {first-name}, welcome to {group-name}!',
  })
  expect(template).toMatchObject({ category: 'welcome', isApproved: false, isActive: true, usageCount: 0 })
  const draft = await client.templates.create({ name: `Draft ${run}`, template: 'Hello {first-name}' })
  expect(draft.category).toBe('general')
  const listed = await client.templates.list({ filter: { q: run }, sort: ['name', 'ASC'] })
  expect(listed.total).toBe(2)
  expect((await collect(client.templates.iterate({ filter: { category: 'welcome' }, pageSize: 1 }))).map(({ id }) => id)).toContain(
    template.id,
  )
  expect(await client.templates.update(draft.id, { description: 'Not used yet' })).toMatchObject({ description: 'Not used yet' })
  expect(await rejectionOf(client.templates.approve(template.id, { version: template.version }))).toBeInstanceOf(PermissionDeniedError)
  // An edit after the reviewer read version 1 is not approved unseen.
  const edited = await client.templates.update(template.id, { description: 'For new gardeners' })
  expect(edited.version).toBe(template.version + 1)
  expect(await rejectionOf(admin.templates.approve(template.id, { version: template.version }))).toBeInstanceOf(ConflictError)
  expect(await admin.templates.approve(template.id, { version: edited.version })).toMatchObject({ id: template.id, isApproved: true })
  expect((await client.templates.get(template.id)).isApproved).toBe(true)
  expect(await client.templates.delete(draft.id)).toEqual({ id: draft.id })

  // Welcome messages, with the approved template.
  const welcome = await client.groups.welcomeMessage.update(gardeners.id, {
    enabled: true,
    message: 'Welcome, {first-name}!',
    templateId: template.id,
  })
  expect(welcome).toMatchObject({ enabled: true, templateId: template.id })
  expect(await client.groups.welcomeMessage.get(gardeners.id)).toEqual(welcome)

  // The extension captures requests; the rules decide the gardeners' at once.
  const alice = member('Alice', `alice-${run}@example.test`)
  const captured = await client.extension.capture({
    facebookGroupId: gardeners.facebookGroupId,
    requests: [alice, member('Bruno', 'No thanks'), member('Chen', `chen-${run}@example.test, crypto trading`)],
  })
  expect(captured.rejected).toEqual([])
  const [aliceResult, brunoResult, chenResult] = captured.results
  expect(aliceResult).toMatchObject({ decision: 'approve', status: 'approved', created: true })
  expect(aliceResult.welcomeMessage).toBe(`Hi Alice, welcome to Gardeners!`)
  expect(brunoResult).toMatchObject({ decision: 'review', status: 'pending' })
  expect(brunoResult.reasons.length).toBeGreaterThan(0)
  expect(chenResult).toMatchObject({ decision: 'decline', status: 'declined' })
  const again = await client.extension.capture({ facebookGroupId: gardeners.facebookGroupId, requests: [alice] })
  expect(again.results[0]).toMatchObject({ requestId: aliceResult.requestId, created: false })

  const preview = await client.groups.autoApproval.preview(gardeners.id, { blockedKeywords: [] })
  expect(preview.total).toBe(3)
  expect(preview.counts).toEqual({ approve: 2, decline: 0, review: 1 })

  // A request that cannot be stored (no Facebook user id) costs only itself.
  const partial = await client.extension.capture({
    facebookGroupId: bakers.facebookGroupId,
    requests: [member('Erin', 'erin@example.test'), { name: 'Nobody Known' } as never, member('Finn', '-'), member('Gia', '-')],
  })
  expect(partial.results.map(({ index, decision, status }) => ({ index, decision, status }))).toEqual([
    { index: 0, decision: 'review', status: 'pending' },
    { index: 2, decision: 'review', status: 'pending' },
    { index: 3, decision: 'review', status: 'pending' },
  ])
  expect(partial.rejected).toEqual([
    { index: 1, reason: 'Each request needs the Facebook user id.', errors: [expect.objectContaining({ field: 'requests.1.facebookUserId' })] },
  ])

  // Member requests: filtered lists, decisions by hand and in bulk, the CSV export.
  const pending = await client.requests.list({ filter: { groupId: bakers.id, status: 'pending' }, sort: ['name', 'ASC'] })
  expect(pending.total).toBe(3)
  const [erin, finn, gia] = pending.data
  expect((await client.requests.get(erin.id)).answers).toEqual([{ question: 'How can we reach you?', answer: 'erin@example.test' }])
  expect(await client.requests.approve(erin.id)).toMatchObject({ status: 'approved', decidedBy: 'owner' })
  const declined = await client.requests.decline(finn.id, { reason: 'No answer' })
  expect(declined).toMatchObject({ status: 'declined', decidedBy: 'owner' })
  expect(declined.pendingActions).toEqual([expect.objectContaining({ type: 'decline', status: 'pending' })])
  expect(await client.requests.bulk({ ids: [gia.id], action: 'approve' })).toEqual({ updated: 1, ids: [gia.id] })
  expect(await collect(client.requests.iterate({ filter: { q: 'member' }, pageSize: 2 }))).toHaveLength(6)
  expect((await client.requests.recent()).map(({ name }) => name)).toContain('Alice Member')
  const csv = await (await client.requests.exportCsv({ filter: { groupId: gardeners.id }, sort: ['name', 'ASC'] })).text()
  expect(csv.split('\n')[0]).toContain('How can we reach you?')
  expect(csv).toContain(`alice-${run}@example.test`)
  expect(csv).not.toContain('Erin Member')

  // What the extension still has to do on Facebook, and its reports.
  const actions = await client.extension.actions({ groupId: bakers.id })
  const finnDecline = actions.find((action) => action.memberRequestId === finn.id)
  expect(finnDecline).toMatchObject({ type: 'decline', facebookGroupId: bakers.facebookGroupId, payload: { reason: 'No answer' } })
  expect(await client.extension.reportResult(finnDecline!.id, { status: 'done' })).toEqual({ id: finnDecline!.id, status: 'done' })
  expect((await client.extension.actions({ groupId: bakers.id })).map(({ id }) => id)).not.toContain(finnDecline!.id)
  const health = await client.extension.reportHealth({ status: 'markup_changed', detail: 'No Approve button', version: '1.2.3' })
  expect(health).toMatchObject({ installed: true, health: 'markup_changed', healthDetail: 'No Approve button', version: '1.2.3' })
  expect(await client.extension.status()).toEqual(health)
  const startOfDay = new Date(new Date().toISOString().slice(0, 10)).toISOString()
  const summary = await client.extension.summary({ facebookGroupId: gardeners.facebookGroupId, since: startOfDay })
  expect(summary).toEqual({
    group: { id: gardeners.id, name: 'Gardeners', facebookGroupId: gardeners.facebookGroupId },
    today: { captured: 3, approved: 1, declined: 1 },
  })
  expect((await client.extension.summary({ facebookGroupId: `sdk-${run}-unknown`, since: startOfDay })).group).toBeNull()

  // The owner's figures.
  const stats = await client.dashboard.stats()
  expect(stats).toMatchObject({ connectedGroups: 2, membersToday: 3 })
  const analytics = await client.analytics.get({ groupId: gardeners.id })
  expect(analytics.approvalRateByGroup).toEqual([expect.objectContaining({ groupId: gardeners.id, approved: 1, declined: 1, pending: 1 })])
  expect(await client.subscription.get()).toMatchObject({ status: 'trialing', groupsUsed: 2, groupLimit: 3 })

  // Privacy: settings, and erasing one person's data.
  expect(await client.privacy.update({ retentionDays: 30 })).toMatchObject({ retentionDays: 30 })
  expect((await client.privacy.get()).retentionDays).toBe(30)
  expect(await client.privacy.erase(`alice-${run}@example.test`)).toEqual({ erased: 1 })
  expect((await client.requests.get(aliceResult.requestId)).email).toBeNull()
})

test('an owner connects integrations, watches deliveries and retries them through the SDK', async () => {
  const { client } = await newOwner('integrations')
  const { credentials } = fakeMailchimp()
  const group = await client.groups.create({ url: groupUrl('deliveries'), name: 'Deliveries' })
  await client.groups.autoApproval.update(group.id, { enabled: true, requireEmail: true })

  // The catalogue, then a connection tested and saved; the key is never returned.
  const { platforms } = await client.catalog.email()
  expect(platforms.find(({ id }) => id === 'mailchimp')).toMatchObject({ adapter: true })
  expect((await client.catalog.sms()).platforms.length).toBeGreaterThan(0)
  expect(await client.integrations.email.test({ platform: 'mailchimp', ...credentials })).toMatchObject({ ok: true })
  const mailchimp = await client.integrations.email.create({ platform: 'mailchimp', name: 'Newsletter', ...credentials })
  expect(mailchimp).toMatchObject({ type: 'email', platform: 'mailchimp', listId: credentials.listId, status: 'connected' })
  expect(mailchimp.credentialHint).toBe(`••••${credentials.apiKey.slice(-4)}`)
  expect(JSON.stringify(await client.integrations.email.list())).not.toContain(credentials.apiKey)
  expect(await client.integrations.email.update(mailchimp.id, { groupIds: [group.id] })).toMatchObject({ groupIds: [group.id] })

  // A webhook whose receiver refuses it (the local Mailchimp, which wants its key): its deliveries fail.
  const webhook = await client.integrations.webhooks.create({ name: 'Local CRM', url: `${fakeMailchimp().url}/hooks/${run}` })
  expect(webhook.secret).toMatch(/\S{16,}/)
  const { secret } = await client.integrations.webhooks.rotateSecret(webhook.id)
  expect(secret).not.toBe(webhook.secret)
  expect(await client.integrations.webhooks.update(webhook.id, { name: 'Local CRM hook' })).toMatchObject({ name: 'Local CRM hook' })
  expect((await client.integrations.webhooks.list()).map(({ id }) => id)).toEqual([webhook.id])
  expect(JSON.stringify(await client.integrations.webhooks.list())).not.toContain(secret)
  expect(await client.integrations.sheets.list()).toEqual([])
  expect(await client.integrations.sheets.googleStatus()).toMatchObject({ isConnected: false })
  expect(await client.integrations.sms.list()).toEqual([])

  const platformName = `Postbox ${run}`
  await client.integrations.request({ platformName, platformUrl: 'https://postbox.example.com', category: 'newsletter', urgency: 'high' })

  // An approval hands the member to both; Mailchimp takes them, the webhook does not.
  const { results } = await client.extension.capture({
    facebookGroupId: group.facebookGroupId,
    requests: [member('Dana', `dana-${run}@example.test`)],
  })
  expect(results[0].status).toBe('approved')
  const settled = (delivery: Delivery) => ['delivered', 'failed', 'retrying'].includes(delivery.status)
  const deliveries = await eventually(
    () => client.deliveries.list({ filter: { requestId: results[0].requestId } }),
    ({ data }) => data.length === 2 && data.every(settled),
  )
  const toMailchimp = deliveries.data.find(({ integrationId }) => integrationId === mailchimp.id)
  const toWebhook = deliveries.data.find(({ integrationId }) => integrationId === webhook.id)!
  expect(toMailchimp).toMatchObject({ integrationId: mailchimp.id, status: 'delivered', memberName: 'Dana Member' })
  expect(toWebhook).toMatchObject({ integrationId: webhook.id, integrationType: 'webhook' })
  expect(toWebhook.status).not.toBe('delivered')
  const detail = await client.deliveries.get(toWebhook.id)
  expect(detail.attemptLog.length).toBeGreaterThan(0)
  expect(detail.lastError).toBeTruthy()
  expect((await collect(client.deliveries.iterate({ filter: { integrationId: webhook.id }, pageSize: 1 }))).map(({ id }) => id)).toEqual([
    toWebhook.id,
  ])

  // The failing webhook tells the owner; notifications are read one by one or all at once.
  const feed = await eventually(() => client.notifications.list(), ({ unread }) => unread > 0)
  const [first] = feed.items
  await client.notifications.markRead(first.id)
  const afterOne = await client.notifications.list()
  expect(afterOne.items.find(({ id }) => id === first.id)?.readAt).toBeTruthy()
  await client.notifications.markAllRead()
  const afterAll = await client.notifications.list()
  expect(afterAll.items.filter(({ id }) => feed.items.some((item) => item.id === id)).every(({ readAt }) => readAt)).toBe(true)
  expect(await rejectionOf(client.notifications.markRead(2_000_000_000))).toBeInstanceOf(NotFoundError)

  // Trying again by hand; delivered ones are left alone.
  const retried = await client.deliveries.retry(toWebhook.id)
  expect(retried.id).toBe(toWebhook.id)
  expect(retried.status).not.toBe('delivered')
  const triedAgain = await eventually(
    () => client.deliveries.get(toWebhook.id),
    (delivery) => delivery.attempts > detail.attempts && settled(delivery),
  )
  expect(triedAgain.attemptLog).toHaveLength(triedAgain.attempts)
  expect(await client.integrations.retryFailed(mailchimp.id)).toEqual({ queued: 0 })

  // Cleaning up through the SDK.
  await client.integrations.webhooks.delete(webhook.id)
  await client.integrations.email.delete(mailchimp.id)
  expect(await client.integrations.email.list()).toEqual([])

  // The super admin sees the platform request.
  const admin = await superAdmin()
  expect((await admin.admin.integrationRequests()).find((request) => request.platformName === platformName)).toMatchObject({
    platformUrl: 'https://postbox.example.com',
    urgency: 'high',
  })
})

test('tokens, plans, checkout and the super admin tools through the SDK', async () => {
  await forgetPaymentAttempts()
  const owner = await newOwner('account')
  const { client } = owner
  const me = await client.auth.user()
  expect(me).toMatchObject({ email: owner.email, role: 'user', isSuperAdmin: false })
  expect(await sdkClient().auth.providers()).toContainEqual(expect.objectContaining({ name: 'Test Identity' }))
  expect(await sdkClient().health()).toMatchObject({ status: 'ok' })

  // Tokens: made only from a password session, listed, revoked; signing out revokes the token used.
  expect(await rejectionOf(client.tokens.create({ name: `Minted ${run}` }))).toMatchObject({ status: 403, code: 'E_SESSION_REQUIRED' })
  const session = sdkClient()
  expect(await session.auth.login({ email: owner.email, password: 'owner-password-1' })).toMatchObject({ id: me.id })
  const laptop = await session.tokens.create({ name: `Laptop ${run}`, access: 'read_only', expiresInDays: 90 })
  expect(laptop).toMatchObject({ token: expect.stringMatching(/^jf_/), access: 'read_only', abilities: ['read'] })
  const tokens = await collect(client.tokens.iterate({ pageSize: 1 }))
  expect(tokens.map(({ name }) => name)).toEqual(expect.arrayContaining([`Laptop ${run}`, 'SDK account']))
  expect(JSON.stringify(await client.tokens.list())).not.toContain(laptop.token)
  expect(await rejectionOf(sdkClient(laptop.token).groups.create({ url: groupUrl('read-only') }))).toMatchObject({
    status: 403,
    code: 'E_TOKEN_ABILITY',
  })
  const connected = await session.extension.connect()
  expect(connected).toMatchObject({ name: 'Chrome extension', token: expect.stringMatching(/^jf_/) })
  expect(await client.tokens.revoke(connected.id)).toEqual({ id: connected.id })
  expect(await rejectionOf(sdkClient(connected.token).auth.user())).toBeInstanceOf(AuthenticationError)
  const laptopClient = sdkClient(laptop.token)
  expect((await laptopClient.auth.user()).id).toBe(me.id)
  await laptopClient.auth.logout()
  expect(await rejectionOf(laptopClient.auth.user())).toBeInstanceOf(AuthenticationError)

  // Public plans and quotes; an owner's checkout, declined and then paid.
  const plans = await sdkClient().plans.list()
  const silver = plans.find(({ planType }) => planType === 'silver')!
  expect(silver).toBeDefined()
  const quote = await sdkClient().checkout.quote({ plan: 'silver', country: 'United Kingdom' })
  expect(quote).toMatchObject({ planType: 'silver', currency: 'GBP' })
  await client.checkout.start({ planType: 'silver', billing: 'monthly', flow: 'owner', visitorId: randomUUID() })
  const payment = {
    planType: 'silver',
    planTitle: silver.title,
    amount: 1,
    userId: me.id,
    email: me.email,
    country: 'Kenya',
    subscribeToUpdates: false,
    nameOnCard: 'Olga Owner',
    expirationDate: '09/2039',
    securityCode: '123',
  }
  const declined = await rejectionOf(client.checkout.pay({ ...payment, cardNumber: '4000 0000 0000 0002' }))
  expect(declined).toBeInstanceOf(APIError)
  expect(declined).toMatchObject({ status: 402, code: 'E_PAYMENT_DECLINED', message: 'Your card was declined.' })
  // The plan's free days come first.
  expect(await client.checkout.pay({ ...payment, cardNumber: '4242424242424242' })).toMatchObject({ planType: 'silver', status: 'trialing' })
  expect(await client.subscription.get()).toMatchObject({ planType: 'silver', status: 'trialing' })

  // Billing: the plan, a change during the free days (nothing due), cancel and resume, no receipts yet.
  expect(await client.billing.get()).toMatchObject({
    planTitle: 'Silver',
    period: 'monthly',
    price: { amountMinor: 375550, currency: 'KES', formatted: 'KES 3,755.50' },
    renewedBy: 'joinflow',
  })
  const preview = await client.billing.previewChange({ planType: 'pro', billing: 'monthly' })
  expect(preview).toMatchObject({ kind: 'upgrade', dueNow: { amountMinor: 0 }, price: { formatted: 'KES 4,791.50' } })
  expect((await client.billing.changePlan({ planType: 'pro', billing: 'monthly' })).billing).toMatchObject({ planType: 'pro' })
  expect(await client.billing.cancel()).toMatchObject({ cancelAtPeriodEnd: true, renewsAt: null })
  expect(await client.billing.resume()).toMatchObject({ cancelAtPeriodEnd: false })
  expect(await client.billing.receipts()).toEqual([])
  expect(await client.billing.purchases()).toEqual({ emailVerified: false, purchases: [] })
  const notMine = await rejectionOf(client.billing.receipt(2_000_000))
  expect(notMine).toMatchObject({ status: 404 })

  // What only a super admin may do.
  expect(await rejectionOf(client.admin.stats())).toBeInstanceOf(PermissionDeniedError)
  expect(await rejectionOf(client.plans.create({ planType: `x-${run}`, title: 'X', price: 1, buttonText: 'Buy', features: [] }))).toBeInstanceOf(
    PermissionDeniedError,
  )
  const admin = await superAdmin()
  const plan = await admin.plans.create({
    planType: `sdk-${run}`,
    title: 'SDK Plan',
    price: '$19',
    buttonText: 'Choose SDK Plan',
    features: 'Ten groups\n\nPriority support',
  })
  expect(plan).toMatchObject({ planType: `sdk-${run}`, price: '$19', features: ['Ten groups', 'Priority support'] })
  expect(await admin.plans.update(plan.id, { title: 'SDK Plan Plus' })).toMatchObject({ id: plan.id, title: 'SDK Plan Plus' })
  expect((await admin.plans.adminList()).find(({ id }) => id === plan.id)).toMatchObject({ name: 'SDK Plan Plus', price: 19 })
  expect(await admin.plans.adminUpdate(plan.id, { trialDays: 5 })).toMatchObject({ id: plan.id, trialDays: 5 })
  const orderPage = await sdkClient().content.getOrderPage()
  expect(await admin.content.updateOrderPage({ subtitle: orderPage.subtitle })).toEqual(orderPage)

  const colleague = await newOwner('colleague')
  const colleagueId = (await colleague.client.auth.user()).id
  const found = await admin.admin.users.list({ filter: { q: colleague.email } })
  expect(found).toEqual({ data: [expect.objectContaining({ id: colleagueId, role: 'user' })], total: 1 })
  expect((await collect(admin.admin.users.iterate({ pageSize: 2, filter: { q: 'example.test' } }))).length).toBeGreaterThan(1)
  // Only a confirmed address can hold an admin role.
  expect(await rejectionOf(admin.admin.users.setRole(colleagueId, 'admin'))).toBeInstanceOf(ConflictError)
  await confirmEmail(colleague.email)
  expect(await admin.admin.users.setRole(colleagueId, 'admin')).toMatchObject({ role: 'admin', permissions: ['manage_pricing', 'manage_content'] })
  expect(await admin.admin.users.setStatus(colleagueId, false)).toMatchObject({ isActive: false })
  const deactivated = await rejectionOf(colleague.client.auth.user())
  expect(deactivated).toBeInstanceOf(AuthenticationError)
  expect(deactivated).toMatchObject({ status: 401 })
  const adminStats = await admin.admin.stats()
  expect(adminStats.users).toBeGreaterThan(1)
  expect(adminStats.conversionRate).not.toBeNull()
  const today = new Date().toISOString().slice(0, 10)
  const days = await admin.admin.analytics(today, today)
  expect(days.days).toEqual([expect.objectContaining({ date: today })])
  expect(days.days[0].orders).toBeGreaterThan(0)
  // A password reset is an email the outbox keeps, its link masked.
  await new ApiSession(productUrl()).request('POST', '/api/auth/forgot-password', { email: owner.email })
  const outbox = await admin.admin.outbox.list({ filter: { to: owner.email }, range: [0, 9] })
  expect(outbox.total).toBe(outbox.data.length)
  expect(outbox.data.every(({ toAddress }) => toAddress === owner.email)).toBe(true)
  expect(outbox.data[0].textBody).toContain('/reset-password?token=[redacted]')
  const everyEmail = await collect(admin.admin.outbox.iterate({ pageSize: 1, filter: { to: owner.email } }))
  expect(everyEmail.map(({ id }) => id)).toEqual(outbox.data.map(({ id }) => id))

  // Changing the password from the session revokes every token, and the session stays signed in.
  const changed = await session.auth.changePassword({ currentPassword: 'owner-password-1', password: 'owner-password-2' })
  expect(changed.revokedTokens).toBeGreaterThanOrEqual(1)
  expect(await rejectionOf(client.auth.user())).toBeInstanceOf(AuthenticationError)
  expect((await session.auth.user()).id).toBe(me.id)
  await session.auth.logout()
  expect(await rejectionOf(session.auth.user())).toBeInstanceOf(AuthenticationError)
})

test('API errors arrive as the SDK error classes', async () => {
  const first = await newOwner('errors')
  const second = await newOwner('other')
  const theirs: Group = await second.client.groups.create({ url: groupUrl('theirs') })

  // Another owner's records do not exist for this one.
  for (const call of [
    () => first.client.groups.get(theirs.id),
    () => first.client.groups.update(theirs.id, { name: 'Mine now' }),
    () => first.client.groups.autoApproval.get(theirs.id),
    () => first.client.groups.welcomeMessage.update(theirs.id, { enabled: true }),
    () => first.client.requests.get(2_000_000_000),
    () => first.client.deliveries.retry(2_000_000_000),
  ]) {
    const error = await rejectionOf(call())
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error).toMatchObject({ status: 404, requestId: expect.any(String) })
  }
  expect((await second.client.groups.get(theirs.id)).name).not.toBe('Mine now')

  // Bad input: 422 with the field and its message.
  const badGroup = await rejectionOf(first.client.groups.create({ url: 'https://example.com/not-a-group' }))
  expect(badGroup).toBeInstanceOf(UnprocessableEntityError)
  expect((badGroup as UnprocessableEntityError).errors.map(({ field }) => field)).toContain('url')
  const badTemplate = await rejectionOf(first.client.templates.create({ name: ' ', template: 'Hi' }))
  expect((badTemplate as UnprocessableEntityError).errors).toContainEqual(
    expect.objectContaining({ field: 'name', message: 'Please enter a template name.' }),
  )
  const badWebhook = await rejectionOf(first.client.integrations.webhooks.create({ name: 'Hook', url: 'not a url' }))
  expect(badWebhook).toBeInstanceOf(UnprocessableEntityError)
  expect((badWebhook as UnprocessableEntityError).errors).toContainEqual(
    expect.objectContaining({ field: 'url', message: 'Please enter a valid http or https URL.' }),
  )

  // No token, or a wrong one: 401.
  for (const client of [sdkClient(), sdkClient('jf_not-a-real-token')]) {
    const error = await rejectionOf(client.groups.list())
    expect(error).toBeInstanceOf(AuthenticationError)
    expect(error).toMatchObject({ status: 401 })
  }
})
