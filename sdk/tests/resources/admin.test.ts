import { describe, expect, it } from 'vitest'
import { PermissionDeniedError, type AdminUser, type SubscriptionSummary } from '../../src/index.js'
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
