import { describe, expect, it } from 'vitest'
import { NotFoundError, UnprocessableEntityError } from '../../src/index.js'
import { transports, useApi } from '../support/transports.js'

const stats = { delivered: 3, failed: 1, pending: 0 }

const emailIntegration = {
  id: 5,
  type: 'email',
  platform: 'mailchimp',
  name: 'Mailchimp Integration',
  listId: 'a1b2c3',
  isActive: true,
  authMethod: 'api_key',
  credentialHint: '••••us21',
  status: 'connected',
  lastError: null,
  groupIds: null,
  trigger: 'approved',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastDeliveryAt: null,
  stats,
}

describe.each(transports)('integrations over %s', (_name, createClient) => {
  const serve = useApi(createClient)

  it('reads both catalogues', async () => {
    const email = { platforms: [{ id: 'mailchimp', name: 'Mailchimp', adapter: true }], supported: [] }
    const sms = { platforms: [{ id: 'twilio', name: 'Twilio', popular: true }] }
    const { client } = await serve({
      'GET /api/catalog/email': () => ({ status: 200, body: email }),
      'GET /api/catalog/sms': () => ({ status: 200, body: sms }),
    })

    await expect(client.catalog.email()).resolves.toEqual(email)
    await expect(client.catalog.sms()).resolves.toEqual(sms)
  })

  it('tests, creates, updates and deletes an email integration', async () => {
    const { api, client } = await serve({
      'POST /api/integrations/email/test': () => ({ status: 200, body: { ok: true, message: 'API key is valid and connection established.' } }),
      'POST /api/integrations/email': () => ({ status: 201, body: emailIntegration }),
      'GET /api/integrations/email': () => ({ status: 200, body: [emailIntegration] }),
      'PATCH /api/integrations/email/5': () => ({ status: 200, body: { ...emailIntegration, isActive: false } }),
      'DELETE /api/integrations/email/5': () => ({ status: 204 }),
    })

    await expect(client.integrations.email.test({ platform: 'mailchimp', apiKey: 'key-us21' })).resolves.toEqual({
      ok: true,
      message: 'API key is valid and connection established.',
    })
    await expect(
      client.integrations.email.create({ platform: 'mailchimp', apiKey: 'key-us21', listId: 'a1b2c3', groupIds: [3] }),
    ).resolves.toEqual(emailIntegration)
    await expect(client.integrations.email.list()).resolves.toEqual([emailIntegration])
    await expect(client.integrations.email.update(5, { isActive: false })).resolves.toMatchObject({ isActive: false })
    await expect(client.integrations.email.delete(5)).resolves.toBeUndefined()

    expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'POST /api/integrations/email/test',
      'POST /api/integrations/email',
      'GET /api/integrations/email',
      'PATCH /api/integrations/email/5',
      'DELETE /api/integrations/email/5',
    ])
    expect(api.requests[1]?.body).toEqual({ platform: 'mailchimp', apiKey: 'key-us21', listId: 'a1b2c3', groupIds: [3] })
  })

  it("raises the platform's reason when a key is refused", async () => {
    const message = 'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.'
    const { client } = await serve({
      'POST /api/integrations/email/test': () => ({ status: 422, body: { message, code: 'E_PLATFORM_REJECTED' } }),
    })

    const error = await client.integrations.email.test({ platform: 'mailchimp', apiKey: 'bad' }).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UnprocessableEntityError)
    expect((error as UnprocessableEntityError).message).toBe(message)
  })

  it('changes an SMS integration with PATCH', async () => {
    const { api, client } = await serve({
      'PATCH /api/integrations/sms/21': () => ({ status: 200, body: { id: 21, type: 'sms', isActive: false } }),
    })

    await expect(client.integrations.sms.update(21, { isActive: false, sendWelcomeSms: true })).resolves.toMatchObject({ isActive: false })
    expect(api.requests[0]?.body).toEqual({ isActive: false, sendWelcomeSms: true })
  })

  it('connects a sheet and reads the Google account status', async () => {
    const { api, client } = await serve({
      'POST /api/integrations/sheets': () => ({ status: 201, body: { id: 31, type: 'sheets', spreadsheetId: '1AbC' } }),
      'GET /api/auth/google/status': () => ({ status: 200, body: { isConnected: true, email: 'o@gmail.com', needsReconnect: false } }),
    })

    await client.integrations.sheets.create({ name: 'Leads', spreadsheetId: 'https://docs.google.com/spreadsheets/d/1AbC/edit' })
    await expect(client.integrations.sheets.googleStatus()).resolves.toEqual({ isConnected: true, email: 'o@gmail.com', needsReconnect: false })
    expect(api.requests[0]?.body).toEqual({ name: 'Leads', spreadsheetId: 'https://docs.google.com/spreadsheets/d/1AbC/edit' })
  })

  it('creates a webhook with its secret, rotates it, and retries failed deliveries', async () => {
    const { client } = await serve({
      'POST /api/integrations/webhooks': () => ({ status: 201, body: { id: 8, type: 'webhook', name: 'CRM', secret: 'whsec_1' } }),
      'POST /api/integrations/webhooks/8/rotate-secret': () => ({ status: 200, body: { secret: 'whsec_2' } }),
      'POST /api/integrations/8/retry-failed': () => ({ status: 200, body: { queued: 4 } }),
    })

    await expect(client.integrations.webhooks.create({ name: 'CRM', url: 'https://crm.example.com/in' })).resolves.toMatchObject({ secret: 'whsec_1' })
    await expect(client.integrations.webhooks.rotateSecret(8)).resolves.toEqual({ secret: 'whsec_2' })
    await expect(client.integrations.retryFailed(8)).resolves.toEqual({ queued: 4 })
  })

  it("answers another owner's integration like a missing one", async () => {
    const { client } = await serve({
      'DELETE /api/integrations/email/99': () => ({ status: 404, body: { message: 'Integration not found.', code: 'E_NOT_FOUND' } }),
    })

    await expect(client.integrations.email.delete(99)).rejects.toBeInstanceOf(NotFoundError)
  })
})
