import { test } from '@japa/runner'
import type { MemberContact } from '#services/integrations/contract'
import { createPlatformHttp } from '#services/integrations/http'
import { adapterFor } from '#services/integrations/registry'
import { sampleMember, startFakePlatform } from '#tests/support/fake_platforms/index'
import { allowPrivateNetwork } from '#tests/helpers/local_platform'
import { checkOperation } from '#tests/support/openapi'

/**
 * Requests the adapters send, checked against the platforms' official
 * descriptions. `prefix` is the part of the documented base URL the
 * description keeps in its paths (Klaviyo's /api, Twilio's /2010-04-01...).
 */
const OPERATIONS = [
  {
    platform: 'mailchimp',
    kind: 'email',
    file: 'mailchimp-members.swagger.yml',
    method: 'PUT',
    specPath: '/lists/{list_id}/members/{subscriber_hash}',
    prefix: '',
    contentType: 'application/json',
  },
  {
    platform: 'mailchimp',
    kind: 'email',
    file: 'mailchimp-members.swagger.yml',
    method: 'POST',
    specPath: '/lists/{list_id}/members/{subscriber_hash}/tags',
    prefix: '',
    contentType: 'application/json',
  },
  {
    platform: 'brevo',
    kind: 'email',
    file: 'brevo-v3.yml',
    method: 'POST',
    specPath: '/contacts',
    prefix: '',
    contentType: 'application/json',
  },
  {
    platform: 'klaviyo',
    kind: 'email',
    file: 'klaviyo-stable.json',
    method: 'POST',
    specPath: '/api/profile-import',
    prefix: '/api',
    contentType: 'application/vnd.api+json',
  },
  {
    platform: 'klaviyo',
    kind: 'email',
    file: 'klaviyo-stable.json',
    method: 'POST',
    specPath: '/api/lists/{id}/relationships/profiles',
    prefix: '/api',
    contentType: 'application/vnd.api+json',
  },
  {
    platform: 'twilio',
    kind: 'sms',
    file: 'twilio-api-v2010.json',
    method: 'POST',
    specPath: '/2010-04-01/Accounts/{AccountSid}/Messages.json',
    prefix: '/2010-04-01',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    platform: 'telnyx',
    kind: 'sms',
    file: 'telnyx-spec3.yml',
    method: 'POST',
    specPath: '/messages',
    prefix: '',
    contentType: 'application/json',
  },
  {
    platform: 'vonage',
    kind: 'sms',
    file: 'vonage-sms.yml',
    method: 'POST',
    specPath: '/{format}',
    prefix: '',
    contentType: 'application/x-www-form-urlencoded',
  },
  {
    platform: 'clicksend',
    kind: 'sms',
    file: 'clicksend-v3.yaml',
    method: 'POST',
    specPath: '/v3/sms/send',
    prefix: '/v3',
    contentType: 'application/json',
  },
  {
    platform: 'clicksend',
    kind: 'sms',
    file: 'clicksend-v3.yaml',
    method: 'POST',
    specPath: '/v3/lists/{list_id}/contacts',
    prefix: '/v3',
    contentType: 'application/json',
  },
] as const

/** Vonage's description is served under /sms, the product's base URL stops at the host. */
function pathInSpec(operation: (typeof OPERATIONS)[number], recorded: string) {
  if (operation.platform === 'vonage') return recorded.replace(/^\/sms/, '')
  return `${operation.prefix}${recorded}`
}

const member: MemberContact = sampleMember()

test.group('Adapter requests satisfy the platforms’ official API descriptions', (group) => {
  group.setup(() => allowPrivateNetwork())
  for (const operation of OPERATIONS) {
    test(`${operation.platform}: ${operation.method} ${operation.specPath}`, async ({ assert }) => {
      const fake = await startFakePlatform(operation.platform)
      try {
        const adapter = adapterFor(operation.kind, operation.platform)!
        await adapter.deliver(member, fake.credentials, { http: createPlatformHttp(), baseUrl: fake.url })
        const template = new RegExp(
          `^${operation.specPath
            .slice(operation.prefix.length)
            .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
            .replace(/\{[^}]+\}/g, '[^/]+')}$`
        )
        const sent = fake.requests.find(
          (request) =>
            request.method === operation.method &&
            (operation.platform === 'vonage' ? request.path === '/sms/json' : template.test(request.path))
        )
        assert.exists(sent, `no ${operation.method} ${operation.specPath} was sent`)

        const result = checkOperation({
          file: operation.file,
          method: operation.method,
          specPath: operation.specPath,
          path: pathInSpec(operation, sent!.path),
          contentType: operation.contentType,
          body: sent!.body,
        })
        assert.isTrue(result.pathMatches, `path ${sent!.path}`)
        assert.deepEqual(result.errors ?? [], [], JSON.stringify(result.errors))
        assert.isTrue(result.valid)
      } finally {
        await fake.close()
      }
    }).timeout(120_000)
  }

  test('the validator refuses a body the description forbids', ({ assert }) => {
    const result = checkOperation({
      file: 'brevo-v3.yml',
      method: 'POST',
      specPath: '/contacts',
      path: '/contacts',
      contentType: 'application/json',
      body: { email: 'jane@example.com', listIds: 'two' },
    })
    assert.isFalse(result.valid)
    const twilio = checkOperation({
      file: 'twilio-api-v2010.json',
      method: 'POST',
      specPath: '/2010-04-01/Accounts/{AccountSid}/Messages.json',
      path: '/2010-04-01/Accounts/AC1/Messages.json',
      contentType: 'application/x-www-form-urlencoded',
      body: { From: '+15557654321', Body: 'Hi' },
    })
    assert.isFalse(twilio.valid)
    assert.equal(twilio.errors?.[0]?.params?.missingProperty, 'To')

    const refused = [
      {
        file: 'mailchimp-members.swagger.yml',
        specPath: '/lists/{list_id}/members/{subscriber_hash}',
        method: 'PUT',
        contentType: 'application/json',
        body: { email_address: 'jane@example.com', status_if_new: 'maybe' },
      },
      {
        file: 'klaviyo-stable.json',
        specPath: '/api/profile-import',
        method: 'POST',
        contentType: 'application/vnd.api+json',
        body: { data: { type: 'person', attributes: {} } },
      },
      {
        file: 'vonage-sms.yml',
        specPath: '/{format}',
        method: 'POST',
        contentType: 'application/x-www-form-urlencoded',
        body: { api_key: 'abcd1234', api_secret: 'secret1234', from: 'JoinFlow', text: 'Hi' },
      },
      {
        file: 'telnyx-spec3.yml',
        specPath: '/messages',
        method: 'POST',
        contentType: 'application/json',
        body: { from: '+15557654321', text: 42 },
      },
    ]
    for (const check of refused) {
      assert.isFalse(
        checkOperation({ ...check, method: check.method, path: check.specPath }).valid,
        `${check.file} accepted ${JSON.stringify(check.body)}`
      )
    }
  }).timeout(60_000)
})
