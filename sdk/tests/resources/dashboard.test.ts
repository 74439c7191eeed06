import { describe, expect, it } from 'vitest'
import type { DashboardStats } from '../../src/index.js'
import { transports, useApi } from '../support/transports.js'

describe.each(transports)('dashboard over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('reads the dashboard stats with their changes against yesterday', async () => {
    const stats: DashboardStats = {
      connectedGroups: 3,
      membersToday: 12,
      emailIntegrations: 0,
      automationRate: 75,
      changes: { connectedGroups: 1, membersToday: -4, emailIntegrations: 0, automationRate: 5 },
    }
    const { client } = await serve({ 'GET /api/dashboard/stats': () => ({ status: 200, body: stats }) })

    await expect(client.dashboard.stats()).resolves.toEqual(stats)
  })
})
