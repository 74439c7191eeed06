import { test } from '@japa/runner'
import { isolatedTransaction } from '#tests/helpers/database'
import db from '@adonisjs/lucid/services/db'
import Integration from '#models/integration'
import { makeUser } from '#tests/helpers/users'
import { makeGroup } from '#tests/helpers/groups'

test.group('Webhooks', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('shows the signing secret once, when made or rotated, and never again', async ({ client, assert }) => {
    const owner = await makeUser()
    const created = await client
      .post('/api/integrations/webhooks')
      .json({ name: 'Zap', url: 'https://hooks.example.com/joinflow', trigger: 'captured' })
      .loginAs(owner)
      .withCsrfToken()
    created.assertStatus(201)
    const { secret, id } = created.body()
    assert.match(secret, /^\S{24,}$/)
    assert.containsSubset(created.body(), {
      type: 'webhook',
      name: 'Zap',
      url: 'https://hooks.example.com/joinflow',
      isActive: true,
      status: 'connected',
      trigger: 'captured',
      groupIds: null,
    })
    const row = await db.from('integrations').where('id', id).firstOrFail()
    assert.notInclude(row.credentials, secret)

    const list = await client.get('/api/integrations/webhooks').loginAs(owner)
    assert.lengthOf(list.body(), 1)
    assert.notProperty(list.body()[0], 'secret')
    assert.notInclude(JSON.stringify(list.body()), secret)

    const rotated = await client.post(`/api/integrations/webhooks/${id}/rotate-secret`).loginAs(owner).withCsrfToken()
    rotated.assertStatus(200)
    assert.notEqual(rotated.body().secret, secret)
    assert.equal((await Integration.findOrFail(id)).credentialsFor().secret, rotated.body().secret)

    const updated = await client
      .put(`/api/integrations/webhooks/${id}`)
      .json({ url: 'https://hooks.example.com/v2', isActive: false })
      .loginAs(owner)
      .withCsrfToken()
    updated.assertStatus(200)
    updated.assertBodyContains({ url: 'https://hooks.example.com/v2', isActive: false, trigger: 'captured' })
    assert.notProperty(updated.body(), 'secret')
  })

  test('refuses a missing or non-http URL, and another owner’s webhook is a 404', async ({ client }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    for (const url of [undefined, '', 'ftp://example.com/x', 'not a url']) {
      const response = await client.post('/api/integrations/webhooks').json({ name: 'X', url }).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'url' }] })
    }
    const created = await client.post('/api/integrations/webhooks').json({ name: 'X', url: 'https://example.com/h' }).loginAs(owner).withCsrfToken()
    const id = created.body().id
    for (const request of [
      client.put(`/api/integrations/webhooks/${id}`).json({ name: 'Y' }),
      client.post(`/api/integrations/webhooks/${id}/rotate-secret`),
      client.delete(`/api/integrations/webhooks/${id}`),
    ]) {
      const response = await request.loginAs(stranger).withCsrfToken()
      response.assertStatus(404)
    }
    const removed = await client.delete(`/api/integrations/webhooks/${id}`).loginAs(owner).withCsrfToken()
    removed.assertStatus(204)
  })
})

test.group('Google Sheets integrations', (group) => {
  group.each.setup(() => {
    process.env.GOOGLE_CLIENT_ID = 'google-client'
    process.env.GOOGLE_CLIENT_SECRET = 'google-secret'
    return isolatedTransaction()
  })
  group.teardown(() => {
    delete process.env.GOOGLE_CLIENT_ID
    delete process.env.GOOGLE_CLIENT_SECRET
  })

  test('refuses a sheet this server can never write to, on the field, and saves nothing', async ({ client, assert }) => {
    delete process.env.GOOGLE_CLIENT_ID
    const owner = await makeUser()
    const response = await client.post('/api/integrations/sheets').json({ name: 'Members', spreadsheetId: 'abc123' }).loginAs(owner).withCsrfToken()
    response.assertStatus(422)
    response.assertBody({
      message: 'Google sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.',
      code: 'E_VALIDATION_ERROR',
      errors: [
        {
          field: 'spreadsheetId',
          message: 'Google sign-in is not available on this server. Ask whoever runs your JoinFlow server to set it up.',
          rule: 'googleSignIn',
        },
      ],
    })
    assert.lengthOf((await client.get('/api/integrations/sheets').loginAs(owner)).body(), 0)
  })

  test('connects a sheet by id or full URL, with Sheet1 by default', async ({ client, assert }) => {
    const owner = await makeUser()
    const fromUrl = await client
      .post('/api/integrations/sheets')
      .json({
        name: 'Members',
        spreadsheetId: 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-abc/edit#gid=0',
        description: 'New members',
        isActive: true,
      })
      .loginAs(owner)
      .withCsrfToken()
    fromUrl.assertStatus(201)
    assert.containsSubset(fromUrl.body(), {
      type: 'sheets',
      name: 'Members',
      spreadsheetId: '1AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789-abc',
      sheetName: 'Sheet1',
      description: 'New members',
      isActive: true,
    })
    const byId = await client
      .post('/api/integrations/sheets')
      .json({ name: 'Leads', spreadsheetId: 'abc123', sheetName: 'Leads tab' })
      .loginAs(owner)
      .withCsrfToken()
    byId.assertBodyContains({ spreadsheetId: 'abc123', sheetName: 'Leads tab', description: null })
    const list = await client.get('/api/integrations/sheets').loginAs(owner)
    assert.lengthOf(list.body(), 2)
  })

  test('asks for the required fields in the spec words; deletes only the owner’s sheets', async ({ client, assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    for (const body of [{}, { name: 'Only a name' }, { spreadsheetId: 'abc' }, { name: '  ', spreadsheetId: 'abc' }]) {
      const response = await client.post('/api/integrations/sheets').json(body).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ message: 'Please fill in all required fields.' })
    }
    const created = await client.post('/api/integrations/sheets').json({ name: 'S', spreadsheetId: 'abc' }).loginAs(owner).withCsrfToken()
    const foreign = await client.delete(`/api/integrations/sheets/${created.body().id}`).loginAs(stranger).withCsrfToken()
    foreign.assertStatus(404)
    const removed = await client.delete(`/api/integrations/sheets/${created.body().id}`).loginAs(owner).withCsrfToken()
    removed.assertStatus(204)
    assert.lengthOf((await client.get('/api/integrations/sheets').loginAs(owner)).body(), 0)
  })
})

test.group('SMS integrations', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('asks for a platform and key in the spec words', async ({ client }) => {
    const owner = await makeUser()
    for (const body of [{}, { platform: 'twilio' }, { apiKey: 'k' }]) {
      for (const path of ['/api/integrations/sms', '/api/integrations/sms/test']) {
        const response = await client.post(path).json(body).loginAs(owner).withCsrfToken()
        response.assertStatus(422)
        response.assertBodyContains({ message: 'Please select a platform and enter your API key.' })
      }
    }
  })

  test('settings and remove work on the owner’s SMS integrations only', async ({ client, assert }) => {
    const owner = await makeUser()
    const stranger = await makeUser()
    const group = await makeGroup(owner)
    const integration = new Integration()
    integration.fill({
      userId: owner.id,
      kind: 'sms',
      platform: 'twilio',
      name: 'Twilio Integration',
      listId: null,
      authMethod: 'api_key',
      settings: {},
      groupIds: null,
      isActive: true,
      status: 'connected',
    })
    integration.storeCredentials({ apiKey: 'twilio-token-4321', accountSid: 'AC123' }, 'twilio-token-4321')
    await integration.save()

    const list = await client.get('/api/integrations/sms').loginAs(owner)
    assert.containsSubset(list.body(), [{ id: integration.id, type: 'sms', platform: 'twilio', credentialHint: '••••4321', sendWelcomeSms: false }])
    assert.notInclude(JSON.stringify(list.body()), 'twilio-token')

    const patched = await client
      .patch(`/api/integrations/sms/${integration.id}`)
      .json({ isActive: false, name: 'Texts', sendWelcomeSms: true, groupIds: [group.id] })
      .loginAs(owner)
      .withCsrfToken()
    patched.assertStatus(200)
    patched.assertBodyContains({ isActive: false, name: 'Texts', sendWelcomeSms: true, groupIds: [group.id] })

    const foreign = await client.patch(`/api/integrations/sms/${integration.id}`).json({ isActive: true }).loginAs(stranger).withCsrfToken()
    foreign.assertStatus(404)
    // An SMS id is not an email integration.
    const wrongKind = await client.delete(`/api/integrations/email/${integration.id}`).loginAs(owner).withCsrfToken()
    wrongKind.assertStatus(404)
    const removed = await client.delete(`/api/integrations/sms/${integration.id}`).loginAs(owner).withCsrfToken()
    removed.assertStatus(204)
  })
})

test.group('Integration requests', (group) => {
  group.each.setup(() => isolatedTransaction())

  test('stores a request for a missing platform; only super admins list them', async ({ client, assert }) => {
    const owner = await makeUser()
    const missing = await client.post('/api/integrations/request').json({ platformName: 'Acme' }).loginAs(owner).withCsrfToken()
    missing.assertStatus(422)
    missing.assertBodyContains({ message: 'Please fill in all required fields.' })

    const created = await client
      .post('/api/integrations/request')
      .json({
        platformName: 'Acme Mail',
        platformUrl: 'https://acme.example.com',
        category: 'email-marketing',
        description: 'Newsletters',
        useCase: 'Add members',
        apiDocumentation: 'https://acme.example.com/api',
        estimatedUsers: 'few',
        urgency: 'high',
      })
      .loginAs(owner)
      .withCsrfToken()
    created.assertStatus(201)
    created.assertBodyContains({ platformName: 'Acme Mail', category: 'email-marketing', urgency: 'high' })

    const refused = await client.get('/api/admin/integration-requests').loginAs(owner)
    refused.assertStatus(403)
    const admin = await makeUser({ role: 'super_admin' })
    const listed = await client.get('/api/admin/integration-requests').loginAs(admin)
    listed.assertStatus(200)
    assert.containsSubset(listed.body(), [{ platformName: 'Acme Mail', userId: owner.id, requesterEmail: owner.email }])
  })
})
