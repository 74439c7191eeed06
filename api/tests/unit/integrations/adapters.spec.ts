import { test } from '@japa/runner'
import type {
  AdapterContext,
  Credentials,
  IntegrationErrorKind,
  MemberContact,
  PlatformAdapter,
} from '#services/integrations/contract'
import { IntegrationError } from '#services/integrations/contract'
import { findEmailPlatform } from '#domain/catalogues/email'
import { findSmsPlatform } from '#domain/catalogues/sms'
import { createPlatformHttp } from '#services/integrations/http'
import { adapterFor } from '#services/integrations/registry'
import { type FakePlatform, sampleMember, startFakePlatform } from '#tests/support/fake_platforms/index'
import { allowPrivateNetwork } from '#tests/helpers/local_platform'

const MEMBER = sampleMember()

interface AdapterCase {
  platform: string
  kind: 'email' | 'sms'
  /** What a second delivery of the same member looks like. */
  repeat?: 'alreadyPresent' | 'upsert'
  /** The kind an unknown list (listId/accountId/locationId) gives. */
  unknownList?: { field: string; kind: IntegrationErrorKind }
  /** An error the platform reports inside an HTTP 200 body. */
  inBody?: { credentials?: Credentials; member?: Partial<MemberContact>; kind: IntegrationErrorKind }
}

const CASES: AdapterCase[] = [
  { platform: 'mailchimp', kind: 'email', repeat: 'upsert', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'kit', kind: 'email', repeat: 'alreadyPresent', unknownList: { field: 'listId', kind: 'not_found' } },
  {
    platform: 'activecampaign',
    kind: 'email',
    repeat: 'alreadyPresent',
    unknownList: { field: 'listId', kind: 'not_found' },
    inBody: { credentials: { listId: '999' }, kind: 'not_found' },
  },
  {
    platform: 'mailerlite',
    kind: 'email',
    repeat: 'alreadyPresent',
    unknownList: { field: 'listId', kind: 'invalid' },
  },
  {
    platform: 'getresponse',
    kind: 'email',
    repeat: 'alreadyPresent',
    unknownList: { field: 'listId', kind: 'invalid' },
  },
  { platform: 'brevo', kind: 'email', repeat: 'alreadyPresent', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'klaviyo', kind: 'email', repeat: 'alreadyPresent', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'hubspot', kind: 'email', repeat: 'alreadyPresent' },
  { platform: 'drip', kind: 'email', repeat: 'upsert', unknownList: { field: 'accountId', kind: 'not_found' } },
  { platform: 'omnisend', kind: 'email', repeat: 'upsert' },
  { platform: 'emailoctopus', kind: 'email', repeat: 'upsert', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'beehiiv', kind: 'email', repeat: 'upsert', unknownList: { field: 'listId', kind: 'not_found' } },
  {
    platform: 'sendy',
    kind: 'email',
    repeat: 'alreadyPresent',
    unknownList: { field: 'listId', kind: 'not_found' },
    inBody: { credentials: { apiKey: 'not-the-key' }, kind: 'auth' },
  },
  {
    platform: 'moosend',
    kind: 'email',
    repeat: 'upsert',
    unknownList: { field: 'listId', kind: 'not_found' },
    inBody: { member: { email: 'not-an-email' }, kind: 'invalid' },
  },
  { platform: 'mailjet', kind: 'email', repeat: 'upsert', unknownList: { field: 'listId', kind: 'not_found' } },
  {
    platform: 'campaign-monitor',
    kind: 'email',
    repeat: 'upsert',
    unknownList: { field: 'listId', kind: 'not_found' },
  },
  { platform: 'sendfox', kind: 'email', repeat: 'upsert' },
  { platform: 'systeme-io', kind: 'email', repeat: 'alreadyPresent' },
  {
    platform: 'highlevel',
    kind: 'email',
    repeat: 'alreadyPresent',
    unknownList: { field: 'locationId', kind: 'auth' },
  },
  { platform: 'sender', kind: 'email', repeat: 'upsert' },
  { platform: 'aweber', kind: 'email', repeat: 'alreadyPresent', unknownList: { field: 'listId', kind: 'not_found' } },
  {
    platform: 'constant-contact',
    kind: 'email',
    repeat: 'alreadyPresent',
    unknownList: { field: 'listId', kind: 'invalid' },
  },
  { platform: 'keap', kind: 'email', repeat: 'alreadyPresent' },
  { platform: 'listmonk', kind: 'email', repeat: 'alreadyPresent', unknownList: { field: 'listId', kind: 'invalid' } },
  { platform: 'customer-io', kind: 'email', repeat: 'upsert' },
  { platform: 'ortto', kind: 'email', repeat: 'alreadyPresent' },
  { platform: 'flodesk', kind: 'email', repeat: 'upsert', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'encharge', kind: 'email', repeat: 'upsert' },
  { platform: 'sendlane', kind: 'email', repeat: 'upsert', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'emma', kind: 'email', repeat: 'alreadyPresent', unknownList: { field: 'listId', kind: 'not_found' } },
  {
    platform: 'ontraport',
    kind: 'email',
    repeat: 'alreadyPresent',
    inBody: { member: { email: 'not-an-email' }, kind: 'invalid' },
  },
  { platform: 'mautic', kind: 'email', repeat: 'alreadyPresent', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'sendpulse', kind: 'email', repeat: 'upsert', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'twilio', kind: 'sms' },
  { platform: 'vonage', kind: 'sms', inBody: { member: { phone: '+1 (555) 12' }, kind: 'invalid' } },
  { platform: 'plivo', kind: 'sms' },
  { platform: 'telnyx', kind: 'sms' },
  { platform: 'sinch', kind: 'sms' },
  {
    platform: 'clicksend',
    kind: 'sms',
    unknownList: { field: 'listId', kind: 'not_found' },
    inBody: { member: { phone: '12' }, credentials: { listId: null }, kind: 'invalid' },
  },
  { platform: 'textmagic', kind: 'sms' },
  { platform: 'messagebird', kind: 'sms', unknownList: { field: 'listId', kind: 'not_found' } },
  { platform: 'simpletexting', kind: 'sms' },
  { platform: 'eztexting', kind: 'sms' },
]

/** The owner's secret, swapped for a wrong one. */
function wrongSecret(credentials: Credentials): Credentials {
  return 'accessToken' in credentials
    ? { ...credentials, accessToken: 'wrong-token' }
    : { ...credentials, apiKey: 'wrong-key' }
}

async function failure(promise: Promise<unknown>): Promise<IntegrationError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof IntegrationError) return error
    throw error
  }
  throw new Error('expected an IntegrationError')
}

for (const testCase of CASES) {
  test.group(`Adapter ${testCase.platform}`, (group) => {
    let fake: FakePlatform
    let adapter: PlatformAdapter
    let context: AdapterContext

    group.setup(() => allowPrivateNetwork())
    group.each.setup(async () => {
      fake = await startFakePlatform(testCase.platform)
      adapter = adapterFor(testCase.kind, testCase.platform)!
      context = { http: createPlatformHttp({ timeoutMs: 2000 }), baseUrl: fake.url }
      return () => fake.close()
    })

    test('is registered for its kind', ({ assert }) => {
      assert.equal(adapter.platform, testCase.platform)
      assert.equal(adapter.kind, testCase.kind)
    })

    test('test() accepts the valid credentials', async ({ assert }) => {
      await adapter.test(fake.credentials, context)
      assert.isAbove(fake.requests.length, 0)
    })

    test('the catalogue asks for every credential the adapter needs', async ({ assert }) => {
      const entry =
        testCase.kind === 'email' ? findEmailPlatform(testCase.platform) : findSmsPlatform(testCase.platform)
      assert.isTrue(entry?.adapter)
      const asked = new Set(entry!.credentialFields.map((field) => field.name))
      if ('authMethod' in entry! && entry.authMethod !== 'api_key') asked.add('accessToken')
      const typed = Object.fromEntries(Object.entries(fake.credentials).filter(([name]) => asked.has(name)))
      await adapter.test(typed, context)
      await adapter.deliver(MEMBER, typed, context)
      for (const field of entry!.credentialFields.filter((candidate) => candidate.required)) {
        assert.property(fake.credentials, field.name, `the fake has no ${field.name}`)
      }
    })

    test('test() reports a wrong key as auth', async ({ assert }) => {
      const error = await failure(adapter.test(wrongSecret(fake.credentials), context))
      assert.equal(error.kind, 'auth')
      assert.isTrue(error.permanent)
      assert.isString(error.message)
    })

    test('deliver() hands the member over', async ({ assert }) => {
      const outcome = await adapter.deliver(MEMBER, fake.credentials, context)
      assert.notEqual(outcome.alreadyPresent, true)
      const carried = fake.requests.map((request) => JSON.stringify(request.body ?? request.rawBody)).join('\n')
      if (testCase.kind === 'email') {
        assert.include(carried, 'jane@example.com')
        assert.include(carried, 'Jane')
        assert.equal(fake.state.contacts.size, 1)
      } else {
        assert.include(carried.replace(/\D/g, ''), '5551234567')
        assert.include(carried, 'Welcome to Dog Lovers, Jane!')
        assert.lengthOf(fake.state.sent, 1)
      }
    })

    if (testCase.repeat) {
      test(`a second delivery of the same member counts as delivered (${testCase.repeat})`, async ({ assert }) => {
        await adapter.deliver(MEMBER, fake.credentials, context)
        const again = await adapter.deliver(MEMBER, fake.credentials, context)
        assert.equal(fake.state.contacts.size, 1)
        if (testCase.repeat === 'alreadyPresent') assert.isTrue(again.alreadyPresent)
        else assert.notEqual(again.alreadyPresent, true)
      })
    }

    if (testCase.unknownList) {
      const { field, kind } = testCase.unknownList
      test(`an unknown ${field} is ${kind}`, async ({ assert }) => {
        const error = await failure(adapter.deliver(MEMBER, { ...fake.credentials, [field]: '404404' }, context))
        assert.equal(error.kind, kind)
      })
    }

    if (testCase.inBody) {
      const { credentials, member, kind } = testCase.inBody
      test(`an error inside the platform's answer is ${kind}`, async ({ assert }) => {
        const error = await failure(
          adapter.deliver({ ...MEMBER, ...member }, { ...fake.credentials, ...credentials }, context)
        )
        assert.equal(error.kind, kind)
        assert.isString(error.details.platformMessage)
      })
    }

    test('429 with Retry-After is rate_limited and says how long to wait', async ({ assert }) => {
      fake.failNext({ status: 429, retryAfter: 7 })
      const error = await failure(adapter.deliver(MEMBER, fake.credentials, context))
      assert.equal(error.kind, 'rate_limited')
      assert.equal(error.details.retryAfterMs, 7000)
      assert.isFalse(error.permanent)
    })

    test('500 is transient and the next try succeeds', async ({ assert }) => {
      fake.failNext({ status: 500 })
      const error = await failure(adapter.deliver(MEMBER, fake.credentials, context))
      assert.equal(error.kind, 'transient')
      assert.equal(error.details.statusCode, 500)
      await adapter.deliver(MEMBER, fake.credentials, context)
    })

    if (testCase.kind === 'sms') {
      test('without a welcome text, only platforms keeping contacts have anything to do', async ({ assert }) => {
        const member = { ...MEMBER, welcomeText: null }
        if (fake.credentials.listId) {
          await adapter.deliver(member, fake.credentials, context)
          assert.lengthOf(fake.state.sent, 0)
          assert.equal(fake.state.contacts.size, 1)
        } else {
          const error = await failure(adapter.deliver(member, fake.credentials, context))
          assert.equal(error.details.memberGap, 'missing_message')
          assert.lengthOf(fake.requests, 0)
        }
      })
    }

    if (testCase.kind === 'email') {
      test('a member without an email is invalid and nothing is sent', async ({ assert }) => {
        const error = await failure(adapter.deliver({ ...MEMBER, email: null }, fake.credentials, context))
        assert.equal(error.kind, 'invalid')
        assert.match(error.message, /No email address/)
        assert.equal(error.details.memberGap, 'missing_email')
        assert.lengthOf(fake.requests, 0)
      })
    } else {
      test('a member without a phone is invalid and nothing is sent', async ({ assert }) => {
        const error = await failure(adapter.deliver({ ...MEMBER, phone: null }, fake.credentials, context))
        assert.equal(error.kind, 'invalid')
        assert.match(error.message, /no phone number captured/i)
        assert.equal(error.details.memberGap, 'missing_phone')
        assert.lengthOf(fake.requests, 0)
      })
    }
  })
}
