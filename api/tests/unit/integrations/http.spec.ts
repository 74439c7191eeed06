import { test } from '@japa/runner'
import { IntegrationError } from '#services/integrations/contract'
import {
  baseUrlFor,
  callPlatform,
  createPlatformHttp,
  errorForResponse,
  errorInBody,
  kindForStatus,
  platformContext,
  platformMessage,
  requestPlatform,
  retryAfterMs,
} from '#services/integrations/http'
import { mailchimp, mailchimpMetadata } from '#services/integrations/email/mailchimp'
import { sampleMember, startFakePlatform } from '#tests/support/fake_platforms/index'
import { allowPrivateNetwork, startLocalPlatform } from '#tests/helpers/local_platform'

async function failure(promise: Promise<unknown>): Promise<IntegrationError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof IntegrationError) return error
    throw error
  }
  throw new Error('expected an IntegrationError')
}

test.group('Platform HTTP: status to error kind', () => {
  test('{0} is {1}')
    .with([
      [401, 'auth'],
      [403, 'auth'],
      [404, 'not_found'],
      [410, 'not_found'],
      [400, 'invalid'],
      [409, 'invalid'],
      [422, 'invalid'],
      [429, 'rate_limited'],
      [408, 'transient'],
      [500, 'transient'],
      [502, 'transient'],
      [503, 'transient'],
    ] as const)
    .run(({ assert }, [status, kind]) => {
      assert.equal(kindForStatus(status), kind)
    })

  test('Retry-After in seconds or as an HTTP date', ({ assert }) => {
    const now = Date.parse('2026-11-22T10:00:00Z')
    assert.equal(retryAfterMs('7', now), 7000)
    assert.equal(retryAfterMs('1.5', now), 1500)
    assert.equal(retryAfterMs('Sun, 22 Nov 2026 10:00:30 GMT', now), 30_000)
    assert.equal(retryAfterMs('Sun, 22 Nov 2026 09:00:00 GMT', now), 0)
    assert.isUndefined(retryAfterMs(undefined, now))
    assert.isUndefined(retryAfterMs('soon', now))
  })

  test('the platform’s own message is read, whatever its shape (for the log)', ({ assert }) => {
    assert.equal(
      platformMessage({ title: 'API Key Invalid', detail: 'Your API key may be invalid.' }),
      'Your API key may be invalid.'
    )
    assert.equal(platformMessage({ errors: [{ code: 'duplicate', title: 'Email exists' }] }), 'Email exists')
    assert.equal(
      platformMessage({ message: 'The given data was invalid.', errors: { email: ['bad'] } }),
      'The given data was invalid.'
    )
    assert.equal(platformMessage({ error: { message: 'Not Found', type: 'NotFoundError' } }), 'Not Found')
    assert.equal(platformMessage([{ error_key: 'unauthorized', error_message: 'Unauthorized' }]), 'Unauthorized')
    assert.equal(platformMessage({ fault: { faultstring: 'Invalid Access Token' } }), 'Invalid Access Token')
    assert.equal(
      platformMessage({ errors: [{ code: 2, description: 'incorrect access_key' }] }),
      'incorrect access_key'
    )
    assert.equal(platformMessage('Invalid API key'), 'Invalid API key')
    assert.isUndefined(platformMessage(''))
  })

  test('a redirect is not followed and asks for the right URL, without repeating where it led', ({ assert }) => {
    const error = errorForResponse({
      statusCode: 301,
      headers: { location: 'http://10.0.0.5/admin?token=internal' },
      body: '',
      text: '',
    })
    assert.equal(error.kind, 'invalid')
    assert.equal(error.message, 'The platform answered with a redirect (HTTP 301); check the account URL.')
  })

  test('what an owner reads is our sentence and the status, never the body a server sent', ({ assert }) => {
    const internal = { message: 'redis_version:7.2.4 connected_clients:12 db0:keys=981' }
    for (const [status, message] of [
      [401, 'The platform refused the credentials (HTTP 401).'],
      [404, 'The platform could not find the list or account (HTTP 404).'],
      [400, 'The platform refused the request (HTTP 400).'],
      [429, 'The platform asked us to slow down (HTTP 429).'],
      [500, 'The platform is not answering right now (HTTP 500).'],
    ] as const) {
      const error = errorForResponse({ statusCode: status, headers: {}, body: internal, text: JSON.stringify(internal) })
      assert.equal(error.message, message)
      assert.notInclude(error.message, 'redis')
    }
    const inBody = errorInBody('Invalid API key: root:x:0:0:root:/root:/bin/bash', 'auth')
    assert.equal(inBody.message, 'The platform refused the credentials.')
    assert.equal(inBody.details.statusCode, 200)
  })

  test('a 429 answer carries the wait', ({ assert }) => {
    const error = errorForResponse({
      statusCode: 429,
      headers: { 'retry-after': '12' },
      body: 'Retry later',
      text: 'Retry later',
    })
    assert.equal(error.kind, 'rate_limited')
    assert.deepEqual(error.details, { statusCode: 429, platformMessage: 'Retry later', retryAfterMs: 12_000 })
  })
})

test.group('Platform HTTP: transport', (group) => {
  group.setup(() => allowPrivateNetwork())
  test('a slow platform times out as transient', async ({ assert }) => {
    const fake = await startFakePlatform('hubspot')
    try {
      fake.failNext({ delayMs: 500 })
      const context = { http: createPlatformHttp({ timeoutMs: 100 }), baseUrl: fake.url }
      const error = await failure(
        requestPlatform(context, {
          path: '/crm/v3/objects/contacts',
          headers: { authorization: `Bearer ${fake.credentials.apiKey}` },
        })
      )
      assert.equal(error.kind, 'transient')
      assert.match(error.message, /did not answer in time/)
    } finally {
      await fake.close()
    }
  })

  test('a refused connection is transient', async ({ assert }) => {
    const fake = await startFakePlatform('hubspot')
    const url = fake.url
    await fake.close()
    const error = await failure(callPlatform({ http: createPlatformHttp(), baseUrl: url }, { path: '/anything' }))
    assert.equal(error.kind, 'transient')
    assert.include(error.message, 'ECONNREFUSED')
  })

  test('no retries of its own: one failing call is one request', async ({ assert }) => {
    const fake = await startFakePlatform('hubspot')
    try {
      fake.failNext({ status: 503, times: 3 })
      const context = { http: createPlatformHttp(), baseUrl: fake.url }
      await failure(requestPlatform(context, { path: '/crm/v3/objects/contacts' }))
      assert.lengthOf(fake.requests, 1)
    } finally {
      await fake.close()
    }
  })
})

test.group('Platform base URLs', (group) => {
  group.each.setup(() => {
    const saved = process.env.PLATFORM_BASE_URLS
    delete process.env.PLATFORM_BASE_URLS
    return () => {
      if (saved === undefined) delete process.env.PLATFORM_BASE_URLS
      else process.env.PLATFORM_BASE_URLS = saved
    }
  })

  test('documented roots, filled from the credentials', ({ assert }) => {
    assert.equal(baseUrlFor('mailchimp', { apiKey: '0123456789abcdef-us6' }), 'https://us6.api.mailchimp.com/3.0')
    assert.equal(
      baseUrlFor('mailchimp', { accessToken: 't', apiEndpoint: 'https://us19.api.mailchimp.com' }),
      'https://us19.api.mailchimp.com/3.0'
    )
    assert.equal(baseUrlFor('mailchimp', { accessToken: 't', dc: 'us21' }), 'https://us21.api.mailchimp.com/3.0')
    assert.equal(
      baseUrlFor('activecampaign', { accountUrl: 'https://owner.api-us1.com/api/3/' }),
      'https://owner.api-us1.com/api/3'
    )
    assert.equal(
      baseUrlFor('activecampaign', { accountUrl: 'https://owner.activehosted.com' }),
      'https://owner.activehosted.com/api/3'
    )
    assert.equal(baseUrlFor('listmonk', { accountUrl: 'https://93.184.215.14:9000/' }), 'https://93.184.215.14:9000/api')
    assert.equal(
      baseUrlFor('sendy', { accountUrl: 'https://mail.example.com/sendy/' }),
      'https://mail.example.com/sendy'
    )
    assert.equal(baseUrlFor('sinch', { region: 'EU' }), 'https://eu.sms.api.sinch.com/xms/v1')
    assert.equal(baseUrlFor('brevo'), 'https://api.brevo.com/v3')
    assert.equal(baseUrlFor('webhook', { url: 'https://hooks.example.com/in' }), 'https://hooks.example.com/in')
  })

  test('credentials that cannot make a URL are invalid, not a crash', ({ assert }) => {
    for (const [platform, credentials] of [
      ['mailchimp', { apiKey: 'no-datacentre' }],
      ['activecampaign', { accountUrl: 'owner.api-us1.com' }],
      ['sendy', { accountUrl: 'ftp://mail.example.com' }],
      ['sinch', { region: 'evil.example.com#' }],
      ['nowhere', {}],
    ] as const) {
      assert.throws(() => baseUrlFor(platform, credentials), IntegrationError as any)
    }
  })

  test('a per-account host follows the platform’s rules; anything else is refused naming the field', ({ assert }) => {
    const refusedField = (platform: string, credentials: Record<string, string>) => {
      try {
        baseUrlFor(platform, credentials)
      } catch (error) {
        if (error instanceof IntegrationError) return error.details.field
        throw error
      }
      return `built ${baseUrlFor(platform, credentials)}`
    }
    for (const [platform, credentials, field] of [
      ['mailchimp', { apiKey: 'k-us6', apiEndpoint: 'http://127.0.0.1:8080' }, 'credentials.apiEndpoint'],
      ['mailchimp', { apiKey: 'k-us6', apiEndpoint: 'https://us6.api.mailchimp.com.evil.test' }, 'credentials.apiEndpoint'],
      ['mailchimp', { apiKey: 'k-us6', dc: '127.0.0.1:8080/#' }, 'credentials.dc'],
      ['mailchimp', { apiKey: 'k-us6', dc: 'us6.evil.test/#' }, 'credentials.dc'],
      ['mailchimp', { apiKey: 'k-127.0.0.1:8080/#' }, 'apiKey'],
      ['mailchimp', { apiKey: 'k-us6@evil.test' }, 'apiKey'],
      ['activecampaign', { accountUrl: 'https://evil.test/api/3' }, 'credentials.accountUrl'],
      ['activecampaign', { accountUrl: 'http://owner.api-us1.com' }, 'credentials.accountUrl'],
      ['activecampaign', { accountUrl: 'https://owner.api-us1.com:8443' }, 'credentials.accountUrl'],
      ['activecampaign', { accountUrl: 'https://owner.api-us1.com.evil.test' }, 'credentials.accountUrl'],
      ['activecampaign', { accountUrl: 'https://127.0.0.1' }, 'credentials.accountUrl'],
      ['sendy', { accountUrl: 'http://127.0.0.1:8080' }, 'credentials.accountUrl'],
      ['mautic', { accountUrl: 'http://[::ffff:10.0.0.1]' }, 'credentials.accountUrl'],
      ['listmonk', { accountUrl: 'http://user:pass@lists.example.com' }, 'credentials.accountUrl'],
      ['sinch', { region: 'evil.example.com#' }, 'credentials.region'],
    ] as const) {
      assert.equal(refusedField(platform, credentials), field, `${platform} ${JSON.stringify(credentials)}`)
    }
  })

  test('PLATFORM_BASE_URLS overrides any platform', ({ assert }) => {
    process.env.PLATFORM_BASE_URLS = JSON.stringify({
      mailchimp: 'http://127.0.0.1:9999/',
      sendy: 'http://127.0.0.1:9998',
    })
    assert.equal(baseUrlFor('mailchimp', { apiKey: 'no-datacentre' }), 'http://127.0.0.1:9999')
    assert.equal(baseUrlFor('sendy', {}), 'http://127.0.0.1:9998')
    assert.equal(baseUrlFor('brevo'), 'https://api.brevo.com/v3')
    process.env.PLATFORM_BASE_URLS = '["not an object"]'
    assert.throws(() => baseUrlFor('brevo'), /JSON object/)
  })
})

test.group('Mailchimp over OAuth', () => {
  test('the token’s metadata gives the API endpoint the adapter then calls with the Bearer token', async ({
    assert,
  }) => {
    const fake = await startFakePlatform('mailchimp', { credentials: { apiKey: null, accessToken: 'mc-oauth-token' } })
    const saved = process.env.PLATFORM_BASE_URLS
    process.env.PLATFORM_BASE_URLS = JSON.stringify({ 'mailchimp-login': fake.url })
    const restore = allowPrivateNetwork()
    try {
      const metadata = await mailchimpMetadata('mc-oauth-token')
      assert.deepEqual(metadata, { dc: 'us6', apiEndpoint: fake.url })
      const credentials = { accessToken: 'mc-oauth-token', dc: metadata.dc, listId: fake.credentials.listId }
      // The data centre makes the host; the endpoint the metadata names is never called as such.
      assert.equal(baseUrlFor('mailchimp', credentials), 'https://us6.api.mailchimp.com/3.0')
      await mailchimp.deliver(sampleMember(), credentials, { http: createPlatformHttp(), baseUrl: fake.url })
      assert.equal(fake.requestsTo('PUT', /^\/lists\//)[0].headers.authorization, 'Bearer mc-oauth-token')
      const refused = await failure(mailchimpMetadata('wrong-token'))
      assert.equal(refused.kind, 'auth')
    } finally {
      restore()
      if (saved === undefined) delete process.env.PLATFORM_BASE_URLS
      else process.env.PLATFORM_BASE_URLS = saved
      await fake.close()
    }
  })
})

test.group('Mailchimp audiences', (group) => {
  group.setup(() => allowPrivateNetwork())
  test('an audience without a PHONE merge field still gets the member, without the phone', async ({ assert }) => {
    const fake = await startFakePlatform('mailchimp', { credentials: { mergeFields: 'FNAME,LNAME' } })
    try {
      await mailchimp.deliver(sampleMember(), fake.credentials, { http: createPlatformHttp(), baseUrl: fake.url })
      const puts = fake.requestsTo('PUT', /^\/lists\//)
      assert.lengthOf(puts, 2)
      assert.deepEqual(puts[1].body.merge_fields, { FNAME: 'Jane', LNAME: 'Doe' })
      assert.equal(fake.state.contacts.size, 1)
    } finally {
      await fake.close()
    }
  })
})

test.group('Owner-typed account URLs', (group) => {
  group.each.setup(() => allowPrivateNetwork(false))

  test('a private address typed as the account URL is refused before any call', ({ assert }) => {
    for (const accountUrl of ['http://127.0.0.1:8080', 'http://10.1.2.3', 'http://[::1]/', 'http://169.254.169.254']) {
      assert.throws(() => platformContext('sendy', { apiKey: 'key', accountUrl }), /public address/)
    }
  })

  test('a name resolving to a private address is refused when connecting, before anything is sent', async ({ assert }) => {
    const install = await startLocalPlatform()
    try {
      const context = platformContext('sendy', { apiKey: 'key', accountUrl: install.url.replace('127.0.0.1', 'localhost') })
      const error = await failure(callPlatform(context, { path: '/api/lists/get-lists.php' }))
      assert.equal(error.kind, 'invalid')
      assert.match(error.message, /public addresses/)
      assert.lengthOf(install.requests, 0)
    } finally {
      await install.close()
    }
  })

  test('PLATFORM_BASE_URLS cannot send a documented platform to this machine without the test-only setting', async ({ assert }) => {
    const local = await startLocalPlatform()
    const saved = process.env.PLATFORM_BASE_URLS
    process.env.PLATFORM_BASE_URLS = JSON.stringify({ brevo: local.url })
    try {
      const error = await failure(callPlatform(platformContext('brevo', { apiKey: 'key' }), { path: '/account' }))
      assert.match(error.message, /public addresses/)
      assert.lengthOf(local.requests, 0)
    } finally {
      if (saved === undefined) delete process.env.PLATFORM_BASE_URLS
      else process.env.PLATFORM_BASE_URLS = saved
      await local.close()
    }
  })
})
