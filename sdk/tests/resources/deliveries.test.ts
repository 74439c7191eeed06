import { describe, expect, it } from 'vitest'
import { transports, useApi } from '../support/transports.js'

const delivery = {
  id: 70,
  memberRequestId: 41,
  memberName: 'Amara Okafor',
  integrationId: 5,
  integrationName: 'Mailchimp Integration',
  integrationType: 'email',
  platform: 'mailchimp',
  status: 'failed',
  attempts: 1,
  lastError: 'API Key Invalid',
  lastStatusCode: 401,
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  approvedAt: '2026-01-05T10:00:00.000Z',
}

describe.each(transports)('deliveries, notifications, privacy and analytics over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('lists failed deliveries of one integration and retries one', async () => {
    const { api, client } = await serve({
      'GET /api/deliveries': () => ({ status: 200, body: [delivery], headers: { 'content-range': 'deliveries 0-0/1' } }),
      'POST /api/deliveries/70/retry': () => ({ status: 200, body: { ...delivery, status: 'queued' } }),
    })

    await expect(client.deliveries.list({ filter: { status: 'failed', integrationId: 5 } })).resolves.toEqual({ data: [delivery], total: 1 })
    await expect(client.deliveries.retry(70)).resolves.toMatchObject({ status: 'queued' })
    expect(api.requests[0]?.url.searchParams.get('filter')).toBe('{"status":"failed","integrationId":5}')
  })

  it('reads notifications and marks them read', async () => {
    const feed = { unread: 1, items: [{ id: 3, kind: 'integration_needs_attention', title: 'Mailchimp needs attention' }] }
    const { api, client } = await serve({
      'GET /api/notifications': () => ({ status: 200, body: feed }),
      'POST /api/notifications/3/read': () => ({ status: 200, body: { ok: true } }),
      'POST /api/notifications/read-all': () => ({ status: 200, body: { ok: true } }),
    })

    await expect(client.notifications.list()).resolves.toEqual(feed)
    await client.notifications.markRead(3)
    await client.notifications.markAllRead()
    expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/notifications',
      'POST /api/notifications/3/read',
      'POST /api/notifications/read-all',
    ])
  })

  it('reads and changes the privacy settings and erases a person', async () => {
    const { api, client } = await serve({
      'GET /api/settings/privacy': () => ({ status: 200, body: { eraseAfterDelivery: false, retentionDays: null } }),
      'PATCH /api/settings/privacy': () => ({ status: 200, body: { eraseAfterDelivery: true, retentionDays: 30 } }),
      'POST /api/privacy/erase': () => ({ status: 200, body: { erased: 2 } }),
    })

    await expect(client.privacy.get()).resolves.toEqual({ eraseAfterDelivery: false, retentionDays: null })
    await expect(client.privacy.update({ eraseAfterDelivery: true, retentionDays: 30 })).resolves.toEqual({
      eraseAfterDelivery: true,
      retentionDays: 30,
    })
    await expect(client.privacy.erase('amara@example.com')).resolves.toEqual({ erased: 2 })
    expect(api.requests[2]?.body).toEqual({ email: 'amara@example.com' })
  })

  it('asks for analytics over a date range', async () => {
    const report = { from: '2026-01-01', to: '2026-01-31', requestsPerDay: [], approvalRateByGroup: [], topDeclineReasons: [], deliveriesByIntegration: [] }
    const { api, client } = await serve({ 'GET /api/analytics': () => ({ status: 200, body: report }) })

    await expect(client.analytics.get({ from: '2026-01-01', to: '2026-01-31', groupId: 3 })).resolves.toEqual(report)
    const query = api.requests[0]?.url.searchParams
    expect([query?.get('from'), query?.get('to'), query?.get('groupId')]).toEqual(['2026-01-01', '2026-01-31', '3'])
  })
})
