import { UnprocessableEntityError, type JoinFlowClient } from '@joinflow/sdk'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveApiKey, parseCredential, parseGroups } from '../../src/commands/integrations/flags.js'
import { createClient } from '../../src/connection.js'
import { CliError } from '../../src/errors.js'
import { showCatalog } from '../../src/services/catalog/show.js'
import { addIntegration } from '../../src/services/integrations/add.js'
import { listIntegrationsCommand } from '../../src/services/integrations/list.js'
import { removeIntegration } from '../../src/services/integrations/remove.js'
import { testIntegration } from '../../src/services/integrations/test.js'
import { emailIntegration, REFUSED_KEY_MESSAGE, startFakeIntegrationsApi, type FakeIntegrationsApi } from '../support/fake_integrations_api.js'
import { captureOutput } from '../support/output.js'

describe('integrations', () => {
  let api: FakeIntegrationsApi
  let client: JoinFlowClient

  beforeEach(async () => {
    api = await startFakeIntegrationsApi()
    client = await createClient({ url: api.url, token: api.token })
  })

  afterEach(() => api.close())

  it('lists every kind in one table, with integrations needing attention marked', async () => {
    api.email.push(emailIntegration(5, { status: 'needs_attention', lastError: 'API Key Invalid', stats: { delivered: 12, failed: 3, pending: 0 } }))
    const output = captureOutput()

    await listIntegrationsCommand({}, client)

    const [header, , row] = output.stdout().split('\n')
    expect(header).toMatch(/^ID\s+Type\s+Name\s+Sends to\s+Active\s+Status\s+Delivered\s+Failed\s+Last delivery$/)
    expect(row).toMatch(/^5\s+email\s+Mailchimp Integration\s+mailchimp\s+Yes\s+Needs attention: API Key Invalid\s+12\s+3\s+Never$/)
    expect(api.received.map((request) => request.path).sort()).toEqual([
      '/api/integrations/email',
      '/api/integrations/sheets',
      '/api/integrations/sms',
      '/api/integrations/webhooks',
    ])
  })

  it('tests the key first, then adds the email integration, never printing the key', async () => {
    const output = captureOutput()

    const added = await addIntegration(
      { type: 'email', platform: 'mailchimp', apiKey: 'secret-key-us21', listId: 'a1b2c3', groupIds: [3], credentials: { region: 'eu' } },
      client,
    )

    expect(api.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/integrations/email/test',
      'POST /api/integrations/email',
    ])
    expect(api.received[1]?.body).toMatchObject({ platform: 'mailchimp', apiKey: 'secret-key-us21', listId: 'a1b2c3', isActive: true, groupIds: [3], credentials: { region: 'eu' } })
    expect(added).toMatchObject({ credentialHint: '••••us21' })
    expect(output.stdout()).toContain('Integration Added')
    expect(output.stdout()).toContain('Email marketing platform has been connected successfully.')
    expect(output.stdout()).not.toContain('secret-key-us21')
  })

  it('tests and adds an SMS platform with the contact list new members join, and lists it with the list', async () => {
    const output = captureOutput()

    await addIntegration(
      { type: 'sms', platform: 'clicksend', apiKey: 'CS-KEY-1234', listId: '428', credentials: { username: 'owner@example.com' } },
      client,
    )
    await listIntegrationsCommand({}, client)

    expect(api.received.slice(0, 2).map((request) => [`${request.method} ${request.path}`, request.body])).toEqual([
      ['POST /api/integrations/sms/test', { platform: 'clicksend', apiKey: 'CS-KEY-1234', listId: '428', credentials: { username: 'owner@example.com' } }],
      [
        'POST /api/integrations/sms',
        { platform: 'clicksend', apiKey: 'CS-KEY-1234', listId: '428', isActive: true, credentials: { username: 'owner@example.com' } },
      ],
    ])
    expect(output.stdout()).toMatch(/ClickSend Integration\s+clicksend · list 428/)
  })

  it("stops with the platform's reason when the key is refused, saving nothing", async () => {
    captureOutput()

    const error = await addIntegration({ type: 'email', platform: 'mailchimp', apiKey: 'bad-key' }, client).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(UnprocessableEntityError)
    expect((error as Error).message).toBe(REFUSED_KEY_MESSAGE)
    expect(api.received.some((request) => request.path === '/api/integrations/email')).toBe(false)
  })

  it('reports a successful key test', async () => {
    const output = captureOutput({ json: true })

    await testIntegration({ type: 'sms', platform: 'twilio', apiKey: 'token', credentials: { accountSid: 'AC1' } }, client)

    expect(JSON.parse(output.stdout())).toEqual({ ok: true, message: 'API key is valid and connection established.' })
    expect(api.received[0]).toMatchObject({ path: '/api/integrations/sms/test', body: { platform: 'twilio', apiKey: 'token', credentials: { accountSid: 'AC1' } } })
  })

  it('shows a new webhook secret once', async () => {
    const output = captureOutput()

    await addIntegration({ type: 'webhook', name: 'CRM', url: 'https://crm.example.com/in' }, client)

    expect(output.stdout()).toContain('Signing secret: whsec_0123456789abcdef')
    expect(output.stdout()).toContain('shown only this once')
  })

  it('removes an integration found by its ID after confirmation, and keeps it when declined', async () => {
    api.email.push(emailIntegration(5))
    captureOutput()

    await expect(removeIntegration({ id: 5, confirm: async () => false }, client)).resolves.toEqual({ id: 5, removed: false })
    expect(api.email).toHaveLength(1)
    await expect(removeIntegration({ id: 5, confirm: async () => true }, client)).resolves.toEqual({ id: 5, removed: true })
    expect(api.email).toHaveLength(0)
    await expect(removeIntegration({ id: 5 }, client)).rejects.toThrow('No integration with ID 5.')
  })

  it('lists the email catalogue with the fields each platform needs', async () => {
    const output = captureOutput()

    await showCatalog({ kind: 'email' }, client)

    const lines = output.stdout().split('\n')
    expect(lines.find((line) => line.startsWith('mailchimp'))).toMatch(/Mailchimp\s+Email Marketing\s+API key or OAuth\s+apiKey, listId\?\s+Yes/)
    expect(lines.find((line) => line.startsWith('flodesk'))).toMatch(/Not yet$/)
  })
})

describe('integration flags', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('reads the key from the environment, and refuses to wait for one without a terminal', async () => {
    await expect(resolveApiKey('from-flag', {})).resolves.toBe('from-flag')
    await expect(resolveApiKey(undefined, { JOINFLOW_INTEGRATION_API_KEY: 'from-env' })).resolves.toBe('from-env')
    const error = await resolveApiKey(undefined, {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CliError)
    expect((error as CliError).message).toBe('Missing --api-key.')
    expect((error as CliError).tryMessage).toContain('JOINFLOW_INTEGRATION_API_KEY')
  })

  it('collects credentials and group scopes', () => {
    expect(parseCredential('from=+1555', parseCredential('accountSid=AC1', undefined))).toEqual({ accountSid: 'AC1', from: '+1555' })
    expect(() => parseCredential('novalue', undefined)).toThrow('Expected name=value')
    expect(parseGroups('3, gardeners')).toEqual(['3', 'gardeners'])
    expect(parseGroups('all')).toBeNull()
  })
})
