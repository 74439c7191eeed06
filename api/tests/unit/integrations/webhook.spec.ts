import { createHmac } from 'node:crypto'
import { test } from '@japa/runner'
import { IntegrationError } from '#services/integrations/contract'
import { createPlatformHttp } from '#services/integrations/http'
import { generateWebhookSecret, signWebhookBody, webhook } from '#services/integrations/webhook'
import { type FakePlatform, sampleMember, startFakePlatform } from '#tests/support/fake_platforms/index'
import { allowPrivateNetwork } from '#tests/helpers/local_platform'

async function failure(promise: Promise<unknown>): Promise<IntegrationError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof IntegrationError) return error
    throw error
  }
  throw new Error('expected an IntegrationError')
}

test.group('Webhook signing', () => {
  test('secrets are long, random and recognisable', ({ assert }) => {
    const first = generateWebhookSecret()
    assert.match(first, /^whsec_[A-Za-z0-9_-]{32}$/)
    assert.notEqual(first, generateWebhookSecret())
  })

  test('the signature is the HMAC-SHA256 of "<timestamp>.<raw body>"', ({ assert }) => {
    const body = '{"event":"ping"}'
    const expected = createHmac('sha256', 'whsec_test').update(`1700000000.${body}`).digest('hex')
    assert.equal(signWebhookBody('whsec_test', body, 1700000000), `sha256=${expected}`)
    assert.notEqual(signWebhookBody('whsec_test', body, 1700000001), `sha256=${expected}`)
    assert.notEqual(signWebhookBody('whsec_other', body, 1700000000), `sha256=${expected}`)
  })
})

test.group('Webhook delivery', (group) => {
  let receiver: FakePlatform
  const context = () => ({ http: createPlatformHttp(), baseUrl: receiver.credentials.url!, deliveryId: '101:9' })

  group.each.setup(async () => {
    const restore = allowPrivateNetwork()
    receiver = await startFakePlatform('webhook')
    return async () => {
      restore()
      await receiver.close()
    }
  })

  test('deliver() posts the signed member.approved event with a stable delivery id', async ({ assert }) => {
    await webhook.deliver(sampleMember(), receiver.credentials, context())
    assert.lengthOf(receiver.state.sent, 1)
    const { delivery, payload } = receiver.state.sent[0]
    assert.equal(delivery, '101:9')
    assert.equal(payload.event, 'member.approved')
    assert.deepInclude(payload.member, {
      id: '101',
      email: 'jane@example.com',
      firstName: 'Jane',
      phone: '+15551234567',
    })
    assert.deepEqual(payload.member.answers, [{ question: 'Why do you want to join?', answer: 'I love dogs' }])
    assert.deepEqual(payload.group, { id: 7, name: 'Dog Lovers' })
    assert.isFalse(Number.isNaN(Date.parse(payload.sentAt)))
    const [request] = receiver.requests
    assert.equal(request.headers['content-type'], 'application/json')
    assert.match(String(request.headers['x-joinflow-timestamp']), /^\d{10}$/)
  })

  test('test() posts a ping the receiver accepts', async ({ assert }) => {
    await webhook.test(receiver.credentials, context())
    assert.equal(receiver.state.sent[0].payload.event, 'ping')
  })

  test('a wrong secret is refused by the receiver as auth', async ({ assert }) => {
    const error = await failure(
      webhook.deliver(sampleMember(), { ...receiver.credentials, secret: 'whsec_wrong' }, context())
    )
    assert.equal(error.kind, 'auth')
    assert.lengthOf(receiver.state.sent, 0)
  })

  test('{0} from the receiver is {1}')
    .with([
      [410, 'not_found'],
      [500, 'transient'],
      [429, 'rate_limited'],
    ] as const)
    .run(async ({ assert }, [status, kind]) => {
      receiver.failNext({ status, retryAfter: 5 })
      const error = await failure(webhook.deliver(sampleMember(), receiver.credentials, context()))
      assert.equal(error.kind, kind)
      assert.equal(error.details.statusCode, status)
    })
})

test.group('Webhook targets', (group) => {
  group.each.setup(() => allowPrivateNetwork(false))

  test('{$self} is refused at delivery, before anything is sent')
    .with([
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest',
      'http://192.168.1.10/',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[64:ff9b::a9fe:a9fe]/latest',
    ])
    .run(async ({ assert }, url) => {
      const error = await failure(
        webhook.test({ url, secret: 'whsec_x' }, { http: createPlatformHttp(), baseUrl: url })
      )
      assert.equal(error.kind, 'invalid')
      assert.equal(error.message, 'Webhook URLs must point to a public address.')
    })

  test('a name resolving to a private address is refused at connect time, before anything is sent', async ({ assert }) => {
    const receiver = await startFakePlatform('webhook')
    try {
      const url = receiver.credentials.url!.replace('127.0.0.1', 'localhost')
      const error = await failure(webhook.deliver(sampleMember(), { ...receiver.credentials, url }, { http: createPlatformHttp(), baseUrl: url }))
      assert.equal(error.kind, 'invalid')
      assert.match(error.message, /public address/)
      assert.lengthOf(receiver.requests, 0)
    } finally {
      await receiver.close()
    }
  })

  test('only http and https URLs are accepted', async ({ assert }) => {
    for (const url of ['ftp://example.com/hook', 'not a url', '']) {
      const error = await failure(
        webhook.test({ url, secret: 'whsec_x' }, { http: createPlatformHttp(), baseUrl: url })
      )
      assert.equal(error.kind, 'invalid')
    }
  })

  test('a receiver’s error body is never repeated to the owner', async ({ assert }) => {
    const restore = allowPrivateNetwork()
    const receiver = await startFakePlatform('webhook')
    try {
      receiver.failNext({ status: 500, body: { error: 'stack trace at /srv/internal/app.js:12 DATABASE_URL=postgres://' } })
      const error = await failure(webhook.deliver(sampleMember(), receiver.credentials, { http: createPlatformHttp(), baseUrl: receiver.credentials.url! }))
      assert.equal(error.message, 'The platform is not answering right now (HTTP 500).')
    } finally {
      restore()
      await receiver.close()
    }
  })
})
