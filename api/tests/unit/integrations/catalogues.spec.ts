import { test } from '@japa/runner'
import { EMAIL_PLATFORMS, PLATFORM_CATEGORIES, SUPPORTED_PLATFORMS, findEmailPlatform } from '#domain/catalogues/email'
import { SMS_PLATFORMS, findSmsPlatform } from '#domain/catalogues/sms'
import { ADAPTERS, adapterFor } from '#services/integrations/registry'

const ENTRIES = [
  ...EMAIL_PLATFORMS.map((platform) => ({ ...platform, kind: 'email' as const })),
  ...SMS_PLATFORMS.map((platform) => ({ ...platform, kind: 'sms' as const })),
]

test.group('Catalogues', () => {
  test('about 55 email platforms, and the Supported Platforms list is the same list (50+)', ({ assert }) => {
    assert.isAtLeast(EMAIL_PLATFORMS.length, 50)
    assert.isAtMost(EMAIL_PLATFORMS.length, 60)
    assert.deepEqual(
      SUPPORTED_PLATFORMS.map((platform) => platform.id),
      EMAIL_PLATFORMS.map((platform) => platform.id)
    )
    for (const platform of SUPPORTED_PLATFORMS) {
      assert.include(PLATFORM_CATEGORIES, platform.category)
      assert.isNotEmpty(platform.authMethods)
    }
  })

  test('ten SMS platforms, four popular, all API Key, with the spec’s sample prices', ({ assert }) => {
    assert.lengthOf(SMS_PLATFORMS, 10)
    assert.lengthOf(
      SMS_PLATFORMS.filter((platform) => platform.popular),
      4
    )
    assert.isTrue(SMS_PLATFORMS.every((platform) => platform.authMethod === 'API Key'))
    const prices = SMS_PLATFORMS.map((platform) => platform.pricing)
    for (const sample of ['0.0079 per message', '39 per month', '29 per month', '25 per month']) {
      assert.isTrue(
        prices.some((price) => price.includes(sample)),
        sample
      )
    }
    for (const platform of SMS_PLATFORMS) {
      assert.isNotEmpty(platform.features)
      assert.match(platform.documentationUrl, /^https:\/\//)
      assert.isTrue(platform.credentialFields.some((field) => field.name === 'apiKey' && field.required))
    }
  })

  test('ids are unique, lowercase and found by the lookup helpers', ({ assert }) => {
    const emailIds = EMAIL_PLATFORMS.map((platform) => platform.id)
    const smsIds = SMS_PLATFORMS.map((platform) => platform.id)
    assert.lengthOf(new Set(emailIds), emailIds.length)
    assert.lengthOf(new Set(smsIds), smsIds.length)
    for (const id of [...emailIds, ...smsIds]) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/)
    assert.equal(findEmailPlatform('mailchimp')?.name, 'Mailchimp')
    assert.equal(findSmsPlatform('twilio')?.name, 'Twilio')
    assert.isUndefined(findEmailPlatform('toString'))
    assert.isUndefined(findSmsPlatform(undefined))
  })

  test('auth methods: three platforms allow both, OAuth-only platforms say where to sign in', ({ assert }) => {
    const both = EMAIL_PLATFORMS.filter((platform) => platform.authMethod === 'both')
    assert.lengthOf(both, 3)
    const oauthOnly = EMAIL_PLATFORMS.filter((platform) => platform.authMethod === 'oauth').map(
      (platform) => platform.id
    )
    assert.includeMembers(oauthOnly, ['aweber', 'constant-contact', 'keap'])
    for (const platform of EMAIL_PLATFORMS.filter((entry) => entry.authMethod !== 'api_key')) {
      assert.match(platform.oauth!.authorizeUrl, /^https:\/\//, platform.id)
      assert.match(platform.oauth!.tokenUrl, /^https:\/\//, platform.id)
      assert.equal(platform.oauthUrl, platform.oauth!.authorizeUrl)
    }
    for (const platform of EMAIL_PLATFORMS.filter((entry) => entry.authMethod === 'api_key')) {
      assert.isUndefined(platform.oauth, platform.id)
    }
  })

  test('every credential field is complete and API-key platforms ask for the key', ({ assert }) => {
    for (const entry of ENTRIES) {
      const names = entry.credentialFields.map((field) => field.name)
      assert.lengthOf(new Set(names), names.length, entry.id)
      for (const field of entry.credentialFields) {
        assert.match(field.name, /^[a-z][A-Za-z]+$/, `${entry.id}.${field.name}`)
        assert.isNotEmpty(field.label)
        assert.isNotEmpty(field.help)
        assert.include(['text', 'password', 'url', 'select'], field.type)
        if (field.type === 'select') assert.isNotEmpty(field.options)
      }
      const needsKey = entry.kind === 'sms' || (entry.authMethod !== 'oauth' && entry.adapter)
      if (needsKey) assert.include(names, 'apiKey', entry.id)
      if (entry.kind === 'email' && entry.authMethod === 'oauth') assert.notInclude(names, 'apiKey', entry.id)
    }
  })

  test('adapter: true exactly when a real adapter is registered', ({ assert }) => {
    for (const entry of ENTRIES) {
      assert.equal(Boolean(adapterFor(entry.kind, entry.id)), entry.adapter, entry.id)
    }
    const catalogued = new Set(ENTRIES.map((entry) => `${entry.kind}:${entry.id}`))
    for (const adapter of ADAPTERS.filter((candidate) => candidate.kind === 'email' || candidate.kind === 'sms')) {
      assert.isTrue(catalogued.has(`${adapter.kind}:${adapter.platform}`), adapter.platform)
    }
    assert.isAtLeast(
      EMAIL_PLATFORMS.filter((platform) => platform.adapter && platform.authMethod !== 'oauth').length,
      20
    )
    assert.isDefined(adapterFor('sheets', 'google-sheets'))
    assert.isDefined(adapterFor('webhook', 'webhook'))
  })
})
