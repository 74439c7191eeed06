import type { JoinFlowClient } from '@joinflow/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { retryTarget } from '../../src/commands/deliveries/index.js'
import { parseRetention } from '../../src/commands/privacy/index.js'
import { createClient } from '../../src/connection.js'
import { listDeliveries } from '../../src/services/deliveries/list.js'
import { retryDeliveries } from '../../src/services/deliveries/retry.js'
import { eraseMember } from '../../src/services/privacy/erase.js'
import { getPrivacy } from '../../src/services/privacy/get.js'
import { setPrivacy } from '../../src/services/privacy/set.js'
import { delivery, startFakeIntegrationsApi, type FakeIntegrationsApi } from '../support/fake_integrations_api.js'
import { captureOutput } from '../support/output.js'

describe('deliveries and privacy', () => {
  let api: FakeIntegrationsApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeIntegrationsApi()
    client = await createClient({ url: api.url, token: api.token })
  })

  afterEach(() => api.close())

  it('lists failed deliveries of one integration', async () => {
    api.deliveries.push(delivery(70), delivery(71, { memberName: 'Ben Carter', status: 'failed', lastError: 'API Key Invalid', lastStatusCode: 401, deliveredAt: null }))
    const output = captureOutput()

    await listDeliveries({ status: 'failed', integrationId: 5, limit: 50 }, client)

    const lines = output.stdout().split('\n')
    expect(lines[0]).toMatch(/^ID\s+Member\s+Integration\s+Status\s+Attempts\s+Last result\s+Delivered$/)
    expect(lines[2]).toMatch(/^71\s+Ben Carter\s+Mailchimp Integration \(5\)\s+failed\s+1\s+API Key Invalid\s+—$/)
    expect(lines).toHaveLength(4)
    expect(api.received[0]?.query.get('filter')).toBe('{"status":"failed","integrationId":5}')
    expect(api.received[0]?.query.get('range')).toBe('[0,49]')
  })

  it('retries one delivery, or every failed delivery of an integration', async () => {
    api.deliveries.push(delivery(71, { status: 'failed' }), delivery(72, { status: 'failed' }), delivery(73, { status: 'failed', integrationId: 9 }))
    const output = captureOutput({ json: true })

    await retryDeliveries({ deliveryId: 71 }, client)
    await retryDeliveries({ failedOfIntegration: 5 }, client)

    expect(api.deliveries.map((each) => each.status)).toEqual(['queued', 'queued', 'failed'])
    expect(output.stdout()).toContain('"queued": 1')
    expect(api.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/deliveries/71/retry',
      'POST /api/integrations/5/retry-failed',
    ])
  })

  it('says so when a delivery is being delivered or already delivered, instead of sending it again', async () => {
    api.deliveries.push(delivery(74, { status: 'delivering', deliveredAt: null }), delivery(75, { status: 'delivered' }))
    const output = captureOutput()

    await expect(retryDeliveries({ deliveryId: 74 }, client)).resolves.toEqual({ queued: 0 })
    await expect(retryDeliveries({ deliveryId: 75 }, client)).resolves.toEqual({ queued: 0 })

    expect(output.stdout()).toContain('Delivery 74 is being delivered right now, so it is not sent a second time.')
    expect(output.stdout()).toContain('Delivery 75 is already delivered, so it is not sent again.')
    expect(output.stdout()).not.toContain('being sent again')
    expect(api.deliveries.map((each) => each.status)).toEqual(['delivering', 'delivered'])
  })

  it('asks for a delivery ID or --failed with --integration', () => {
    expect(retryTarget(70, {})).toEqual({ deliveryId: 70 })
    expect(retryTarget(undefined, { failed: true, integration: 5 })).toEqual({ failedOfIntegration: 5 })
    expect(() => retryTarget(undefined, { failed: true })).toThrow('Missing --integration.')
    expect(() => retryTarget(undefined, {})).toThrow('Missing the delivery ID.')
  })

  it('reads and changes the privacy settings', async () => {
    const output = captureOutput()

    await getPrivacy(client)
    await setPrivacy({ eraseAfterDelivery: true, retentionDays: 30 }, client)

    expect(output.stdout()).toMatch(/Erase after delivery\s+No/)
    expect(output.stdout()).toContain('Privacy settings saved.')
    expect(output.stdout()).toMatch(/Erase contact data after\s+30 days/)
    expect(api.received[1]?.body).toEqual({ eraseAfterDelivery: true, retentionDays: 30 })
    expect(parseRetention('never')).toBeNull()
    expect(() => parseRetention('0')).toThrow('Expected a number of days from 1 to 3650, or never.')
  })

  it("erases a person's data once confirmed", async () => {
    const output = captureOutput()

    await expect(eraseMember({ email: 'amara@example.com', confirm: async () => false }, client)).resolves.toEqual({ email: 'amara@example.com', erased: 0 })
    expect(api.received).toHaveLength(0)
    await eraseMember({ email: 'amara@example.com' }, client)

    expect(output.stdout()).toContain('Erased the data of 2 requests for amara@example.com.')
  })
})
