import { describe, expect, it } from 'vitest'
import { ConflictError, PermissionDeniedError, type AdminUser, type PlanRecord, type SubscriptionSummary } from '../../src/index.js'
import { transports, useApi } from '../support/transports.js'

const owner: AdminUser = {
  id: 7,
  email: 'owner@example.com',
  firstName: 'Olivia',
  lastName: 'Owner',
  role: 'user',
  isSuperAdmin: false,
  isActive: true,
  permissions: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  planType: 'silver',
  subscriptionStatus: 'trialing',
}

describe.each(transports)('admin and subscription over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('lists users with the total, and sets a role with its permissions and a status', async () => {
    const { api, client } = await serve({
      'GET /api/admin/users': () => ({ status: 200, body: [owner], headers: { 'content-range': 'admin/users 0-0/1' } }),
      'PUT /api/admin/users/7/role': ({ body }) => ({ status: 200, body: { ...owner, ...(body as object) } }),
      'PUT /api/admin/users/7/status': ({ body }) => ({ status: 200, body: { ...owner, ...(body as object) } }),
    })

    await expect(client.admin.users.list()).resolves.toEqual({ data: [owner], total: 1 })
    await expect(client.admin.users.setRole(7, 'admin')).resolves.toMatchObject({ role: 'admin' })
    await expect(client.admin.users.setRole(7, 'user')).resolves.toMatchObject({ role: 'user', permissions: [] })
    await expect(client.admin.users.setStatus(7, false)).resolves.toMatchObject({ isActive: false })

    expect(api.requests.slice(1).map((request) => request.body)).toEqual([
      { role: 'admin', permissions: ['manage_pricing', 'manage_content'] },
      { role: 'user', permissions: [] },
      { isActive: false },
    ])
  })

  it('reads and edits an account through the users resource', async () => {
    const { api, client } = await serve({
      'GET /api/admin/users/7': () => ({ status: 200, body: owner }),
      'PATCH /api/admin/users/7': ({ body }) => ({ status: 200, body: { ...owner, ...(body as object) } }),
    })
    await expect(client.admin.users.get(7)).resolves.toEqual(owner)
    await expect(client.admin.users.update(7, { role: 'admin', isActive: false })).resolves.toMatchObject({ role: 'admin', isActive: false })
    expect(api.requests[1]?.body).toEqual({ role: 'admin', isActive: false })
  })

  it('manages plans: filtered list, create, hide and a delete refused as a conflict', async () => {
    const gold: PlanRecord = {
      id: 9,
      planType: 'gold',
      name: 'Gold',
      price: 47,
      billingPeriod: 'monthly',
      description: '',
      trialDays: 14,
      groupLimit: 6,
      buttonText: 'Go Gold',
      isPopular: false,
      features: ['Up to 6 groups'],
      status: 'on_sale',
      annualPrice: null,
      annualOriginalPrice: null,
      sortOrder: 6,
      subscribers: 2,
      createdAt: '2026-11-01T10:00:00.000Z',
    }
    const { api, client } = await serve({
      'GET /api/admin/plans': () => ({ status: 200, body: [gold], headers: { 'content-range': 'plans 0-0/1' } }),
      'POST /api/admin/plans': () => ({ status: 201, body: gold }),
      'PATCH /api/admin/plans/9': ({ body }) => ({ status: 200, body: { ...gold, ...(body as object) } }),
      'DELETE /api/admin/plans/9': () => ({
        status: 409,
        body: { message: 'Gold cannot be deleted: 2 accounts are on it.', code: 'E_PLAN_IN_USE' },
      }),
    })
    await expect(client.admin.plans.list({ filter: { status: 'on_sale' }, sort: ['createdAt', 'DESC'] })).resolves.toEqual({ data: [gold], total: 1 })
    expect(api.requests[0]?.url.searchParams.get('filter')).toBe('{"status":"on_sale"}')
    await expect(
      client.admin.plans.create({ planType: 'gold', name: 'Gold', price: 47, buttonText: 'Go Gold', features: ['Up to 6 groups'], trialDays: 14, groupLimit: 6 }),
    ).resolves.toEqual(gold)
    await expect(client.admin.plans.update(9, { status: 'hidden' })).resolves.toMatchObject({ status: 'hidden' })
    await expect(client.admin.plans.delete(9)).rejects.toBeInstanceOf(ConflictError)
  })

  it('walks every plan a page at a time by Content-Range, keeping the filter and sort on each page', async () => {
    const plans = [1, 2, 3, 4, 5].map((id) => ({ id, planType: `plan-${id}`, name: `Plan ${id}`, status: 'hidden' }))
    const { api, client } = await serve({
      'GET /api/admin/plans': (request) => {
        const [first = 0, last = 24] = JSON.parse(request.url.searchParams.get('range') ?? '[0,24]') as number[]
        const page = plans.slice(first, last + 1)
        return { status: 200, body: page, headers: { 'content-range': `plans ${first}-${first + page.length - 1}/${plans.length}` } }
      },
    })
    const seen: number[] = []
    for await (const plan of client.admin.plans.iterate({ filter: { status: 'hidden' }, sort: ['id', 'ASC'], pageSize: 2 })) seen.push(plan.id)
    expect(seen).toEqual([1, 2, 3, 4, 5])
    expect(api.requests.map((request) => request.url.searchParams.get('range'))).toEqual(['[0,1]', '[2,3]', '[4,5]'])
    expect(new Set(api.requests.map((request) => request.url.searchParams.get('filter')))).toEqual(new Set(['{"status":"hidden"}']))
    expect(new Set(api.requests.map((request) => request.url.searchParams.get('sort')))).toEqual(new Set(['["id","ASC"]']))
  })

  it('reads orders and subscriptions, a page at a time', async () => {
    const order = { id: 3, orderId: 'JF-ABCDEFGHIJKLMNOP', email: 'buyer@example.com', status: 'paid' }
    const subscription = { id: 4, userId: 7, email: 'owner@example.com', planType: 'silver', status: 'active' }
    const { api, client } = await serve({
      'GET /api/admin/orders': () => ({ status: 200, body: [order], headers: { 'content-range': 'orders 0-0/1' } }),
      'GET /api/admin/orders/3': () => ({ status: 200, body: order }),
      'GET /api/admin/subscriptions': () => ({ status: 200, body: [subscription], headers: { 'content-range': 'subscriptions 0-0/1' } }),
      'GET /api/admin/subscriptions/4': () => ({ status: 200, body: subscription }),
    })
    await expect(client.admin.orders.list({ filter: { plan: 'silver', userId: 7 } })).resolves.toEqual({ data: [order], total: 1 })
    expect(api.requests[0]?.url.searchParams.get('filter')).toBe('{"plan":"silver","userId":7}')
    await expect(client.admin.orders.get(3)).resolves.toEqual(order)
    const all = []
    for await (const row of client.admin.subscriptions.iterate({ pageSize: 50 })) all.push(row)
    expect(all).toEqual([subscription])
    await expect(client.admin.subscriptions.get(4)).resolves.toEqual(subscription)
  })

  it('reads the stats and the analytics for a date range', async () => {
    const stats = {
      users: 12,
      revenueLast30Days: 290,
      activePlans: 3,
      conversionRate: 25,
      changes: { users: 20, revenueLast30Days: null, activePlans: 0, conversionRate: -5 },
    }
    const { api, client } = await serve({
      'GET /api/admin/stats': () => ({ status: 200, body: stats }),
      'GET /api/admin/analytics': ({ url }) => ({
        status: 200,
        body: { from: url.searchParams.get('from'), to: url.searchParams.get('to'), days: [] },
      }),
    })

    await expect(client.admin.stats()).resolves.toEqual(stats)
    await expect(client.admin.analytics('2026-11-01', '2026-11-22')).resolves.toEqual({
      from: '2026-11-01',
      to: '2026-11-22',
      days: [],
    })
    expect(api.requests[1]?.url.search).toBe('?from=2026-11-01&to=2026-11-22')
  })

  it('refuses an owner with a PermissionDeniedError', async () => {
    const { client } = await serve({
      'GET /api/admin/users': () => ({ status: 403, body: { message: 'Access denied', code: 'E_AUTHORIZATION_FAILURE' } }),
    })
    await expect(client.admin.users.list()).rejects.toBeInstanceOf(PermissionDeniedError)
  })

  it('reads the owner’s subscription', async () => {
    const summary: SubscriptionSummary = {
      planType: 'trial',
      planTitle: 'Free Trial',
      status: 'trialing',
      trialEndsAt: '2026-11-29T10:00:00.000Z',
      currentPeriodEnd: null,
      groupLimit: 3,
      groupsUsed: 1,
      automationPaused: false,
      pausedReason: null,
    }
    const { client } = await serve({ 'GET /api/subscription': () => ({ status: 200, body: summary }) })
    await expect(client.subscription.get()).resolves.toEqual(summary)
  })
})
