/*
 * Server-side request forgery through the API, as an owner would try it:
 * credentials and URLs that point the server at its own network. Each
 * attack is answered 422 naming the field, before any call, and nothing
 * already saved changes. A server on 127.0.0.1 plays the internal service
 * and records whatever reaches it.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import Integration from '#models/integration'
import { createWebhook } from '#actions/integrations/connect_destination'
import { DecideByHand } from '#actions/requests/decide_by_hand'
import { DeliveryRunner } from '#services/deliveries/delivery_runner'
import { isolatedTransaction } from '#tests/helpers/database'
import { insertRequests, makeGroup } from '#tests/helpers/groups'
import { makeUser } from '#tests/helpers/users'
import { allowPrivateNetwork, overrideBaseUrls, startLocalPlatform } from '#tests/helpers/local_platform'

const INTERNAL = 'redis_version:7.2.4 INTERNAL-ONLY'

type Internal = Awaited<ReturnType<typeof startLocalPlatform>>

async function startInternalService() {
  return startLocalPlatform({ status: 401, body: { title: 'API Key Invalid', detail: INTERNAL } })
}

async function integrationCount(userId: number) {
  const row = await db.from('integrations').where('user_id', userId).count('* as total').first()
  return Number(row?.total ?? 0)
}

/** Sends the email test and the email connect with these fields; both must refuse the field and call nothing. */
async function assertRefusedEverywhere(
  client: ApiClient,
  internal: Internal,
  body: Record<string, unknown>,
  field: string,
  assert: any
) {
  const owner = await makeUser()
  for (const route of ['/api/integrations/email/test', '/api/integrations/email']) {
    const response = await client.post(route).json(body).loginAs(owner).withCsrfToken()
    response.assertStatus(422)
    assert.equal(response.body().code, 'E_VALIDATION_ERROR', route)
    assert.equal(response.body().errors?.[0]?.field, field, route)
    assert.notInclude(response.text(), 'INTERNAL-ONLY')
  }
  assert.lengthOf(internal.requests, 0)
  assert.equal(await integrationCount(owner.id), 0)
}

test.group('Security / SSRF: Mailchimp cannot be pointed at this machine', (group) => {
  let internal: Internal
  group.each.setup(async () => {
    const restore = allowPrivateNetwork(false)
    const rollback = await isolatedTransaction()
    internal = await startInternalService()
    return async () => {
      await internal.close()
      await rollback()
      restore()
    }
  })

  test('credentials.apiEndpoint at a local port', async ({ client, assert }) => {
    await assertRefusedEverywhere(
      client,
      internal,
      { platform: 'mailchimp', apiKey: '0123456789abcdef0123456789abcdef-us6', listId: 'a1', credentials: { apiEndpoint: internal.url } },
      'credentials.apiEndpoint',
      assert
    )
  })

  test('a data centre of 127.0.0.1:<port>/#', async ({ client, assert }) => {
    const port = new URL(internal.url).port
    await assertRefusedEverywhere(
      client,
      internal,
      { platform: 'mailchimp', apiKey: '0123456789abcdef0123456789abcdef-us6', credentials: { dc: `127.0.0.1:${port}/#` } },
      'credentials.dc',
      assert
    )
  })

  test('an API key whose data centre is 127.0.0.1:<port>/#', async ({ client, assert }) => {
    const port = new URL(internal.url).port
    await assertRefusedEverywhere(client, internal, { platform: 'mailchimp', apiKey: `0123456789abcdef-127.0.0.1:${port}/#` }, 'apiKey', assert)
  })

  test('changing a saved integration’s endpoint is refused and the saved credentials stay', async ({ client, assert }) => {
    const owner = await makeUser()
    const integration = new Integration()
    integration.fill({
      userId: owner.id,
      kind: 'email',
      platform: 'mailchimp',
      name: 'Mailchimp Integration',
      listId: 'a1',
      authMethod: 'api_key',
      settings: { trigger: 'approved' },
      groupIds: null,
      isActive: true,
      status: 'connected',
    })
    integration.storeCredentials({ apiKey: 'saved-key-us6', listId: 'a1' }, 'saved-key-us6')
    await integration.save()

    const response = await client
      .put(`/api/integrations/email/${integration.id}`)
      .json({ credentials: { apiEndpoint: internal.url } })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(422)
    response.assertBodyContains({ errors: [{ field: 'credentials.apiEndpoint' }] })
    assert.lengthOf(internal.requests, 0)
    const stored = (await Integration.findOrFail(integration.id)).credentialsFor()
    assert.deepEqual({ apiKey: stored.apiKey, apiEndpoint: stored.apiEndpoint }, { apiKey: 'saved-key-us6', apiEndpoint: undefined })
  })
})

test.group('Security / SSRF: account URLs follow the platform’s rules', (group) => {
  let internal: Internal
  group.each.setup(async () => {
    const restore = allowPrivateNetwork(false)
    const rollback = await isolatedTransaction()
    internal = await startInternalService()
    return async () => {
      await internal.close()
      await rollback()
      restore()
    }
  })

  test('an ActiveCampaign API URL off ActiveCampaign’s domains', async ({ client, assert }) => {
    for (const accountUrl of [internal.url, 'https://evil.example.com/api/3', 'https://owner.api-us1.com.evil.example.com']) {
      await assertRefusedEverywhere(client, internal, { platform: 'activecampaign', apiKey: 'key', credentials: { accountUrl } }, 'credentials.accountUrl', assert)
    }
  })

  test('a self-hosted install on this machine, by address or by name', async ({ client, assert }) => {
    for (const accountUrl of [internal.url, internal.url.replace('127.0.0.1', 'localhost'), 'http://[::ffff:127.0.0.1]/sendy']) {
      await assertRefusedEverywhere(
        client,
        internal,
        { platform: 'sendy', apiKey: 'key', listId: 'list', credentials: { accountUrl } },
        'credentials.accountUrl',
        assert
      )
    }
  })
})

test.group('Security / SSRF: a platform’s answer is never repeated to the owner', (group) => {
  let platform: Internal
  group.setup(async () => {
    const allowed = allowPrivateNetwork()
    platform = await startInternalService()
    const restore = overrideBaseUrls({ mailchimp: platform.url })
    return async () => {
      restore()
      await platform.close()
      allowed()
    }
  })
  group.each.setup(() => isolatedTransaction())

  test('a refused key is answered in our words with the status code', async ({ client, assert }) => {
    const owner = await makeUser()
    const response = await client
      .post('/api/integrations/email/test')
      .json({ platform: 'mailchimp', apiKey: 'wrong-key-us6' })
      .loginAs(owner)
      .withCsrfToken()
    response.assertStatus(422)
    response.assertBody({ message: 'The platform refused the credentials (HTTP 401).', code: 'E_CONNECTION_FAILED' })
    assert.lengthOf(platform.requests, 1)
    assert.notInclude(response.text(), 'INTERNAL-ONLY')
  })
})

test.group('Security / SSRF: webhooks to private addresses are refused when saved', (group) => {
  group.each.setup(async () => {
    const restore = allowPrivateNetwork(false)
    const rollback = await isolatedTransaction()
    return async () => {
      await rollback()
      restore()
    }
  })

  const PRIVATE_URLS = [
    'http://127.0.0.1:8080/hook',
    'http://localhost:3333/hook',
    'http://[::1]/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.5/hook',
    'http://192.168.1.20/hook',
    'http://100.64.1.1/hook',
    'http://0.0.0.0:3333/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
    'http://[fd00::1]/hook',
  ]

  test('creating one to {$self}')
    .with(PRIVATE_URLS)
    .run(async ({ client, assert }, url) => {
      const owner = await makeUser()
      const response = await client.post('/api/integrations/webhooks').json({ name: 'Inside', url }).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBody({
        message: 'Webhook URLs must point to a public address.',
        code: 'E_VALIDATION_ERROR',
        errors: [{ field: 'url', message: 'Webhook URLs must point to a public address.', rule: 'publicAddress' }],
      })
      assert.equal(await integrationCount(owner.id), 0)
    })

  test('changing one to a private address keeps the saved URL', async ({ client, assert }) => {
    const owner = await makeUser()
    const created = await client
      .post('/api/integrations/webhooks')
      .json({ name: 'Zap', url: 'https://hooks.example.com/joinflow' })
      .loginAs(owner)
      .withCsrfToken()
    created.assertStatus(201)
    for (const url of PRIVATE_URLS) {
      const response = await client.put(`/api/integrations/webhooks/${created.body().id}`).json({ url }).loginAs(owner).withCsrfToken()
      response.assertStatus(422)
      response.assertBodyContains({ errors: [{ field: 'url', message: 'Webhook URLs must point to a public address.' }] })
    }
    assert.equal((await Integration.findOrFail(created.body().id)).settings.url, 'https://hooks.example.com/joinflow')
  })

  test('the test-only setting lets a test save a receiver on this machine', async ({ client }) => {
    const restore = allowPrivateNetwork()
    try {
      const owner = await makeUser()
      const response = await client
        .post('/api/integrations/webhooks')
        .json({ name: 'Local receiver', url: 'http://127.0.0.1:8080/hook' })
        .loginAs(owner)
        .withCsrfToken()
      response.assertStatus(201)
    } finally {
      restore()
    }
  })
})

/*
 * Rows saved before these checks existed: delivery refuses them too, and
 * says so where the owner looks. Deliveries commit as in production, so
 * this group uses its own owners rather than a rolled-back transaction.
 */
test.group('Security / SSRF: destinations saved earlier stop with a reason at delivery', (group) => {
  let internal: Internal
  group.each.setup(async () => {
    const restore = allowPrivateNetwork(false)
    internal = await startInternalService()
    return async () => {
      await internal.close()
      restore()
    }
  })

  async function deliverOnce(owner: { id: number }, integrationId: number) {
    const groupRow = await makeGroup(owner)
    const ids = await insertRequests(groupRow, [{ name: 'Jane Example', email: 'jane@example.com' }])
    await new DecideByHand().handle({ userId: owner.id, ids, action: 'approve' })
    const deliveries = await db.from('deliveries').where('integration_id', integrationId)
    await new DeliveryRunner({ random: () => 0.5 }).run(deliveries.map((row) => Number(row.id)))
    return db.from('deliveries').where('integration_id', integrationId).firstOrFail()
  }

  test('a webhook to this machine', async ({ assert }) => {
    const owner = await makeUser()
    const { integration } = await createWebhook(owner, { name: 'Old hook', url: `${internal.url}/hook` })
    const delivery = await deliverOnce(owner, integration.id)
    assert.equal(delivery.status, 'failed')
    assert.equal(delivery.last_error, 'Webhook URLs must point to a public address.')
    await integration.refresh()
    assert.equal(integration.status, 'needs_attention')
    assert.lengthOf(internal.requests, 0)
  })

  test('an ActiveCampaign account URL off ActiveCampaign’s domains', async ({ assert }) => {
    const owner = await makeUser()
    const integration = new Integration()
    integration.fill({
      userId: owner.id,
      kind: 'email',
      platform: 'activecampaign',
      name: 'ActiveCampaign Integration',
      listId: null,
      authMethod: 'api_key',
      settings: { trigger: 'approved' },
      groupIds: null,
      isActive: true,
      status: 'connected',
    })
    integration.storeCredentials({ apiKey: 'ac-key', accountUrl: internal.url }, 'ac-key')
    await integration.save()
    const delivery = await deliverOnce(owner, integration.id)
    assert.equal(delivery.status, 'failed')
    assert.match(delivery.last_error, /^Enter the API URL from Settings > Developer/)
    await integration.refresh()
    assert.equal(integration.status, 'needs_attention')
    assert.lengthOf(internal.requests, 0)
  })
})
