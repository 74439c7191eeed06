import { test } from '@japa/runner'
import type { AllyUserContract, Oauth2AccessToken } from '@adonisjs/ally/types'
import { providerProfile } from '#actions/auth/sign_in_with_provider'

function allyUser(overrides: Partial<AllyUserContract<Oauth2AccessToken>>): AllyUserContract<Oauth2AccessToken> {
  return {
    id: '1001',
    nickName: 'Pat',
    name: 'Pat Lee',
    email: 'pat@example.test',
    emailVerificationState: 'unsupported',
    avatarUrl: null,
    token: { token: 'provider-access', type: 'bearer' },
    original: {},
    ...overrides,
  }
}

test.group('Provider profile / when an address counts as verified', () => {
  test('a Facebook email counts as verified only when Facebook says the account is verified', ({ assert }) => {
    // Facebook's driver reports "unsupported" when the `verified` field is missing from the answer.
    assert.isFalse(providerProfile('facebook', allyUser({ emailVerificationState: 'unsupported' })).emailVerified)
    assert.isFalse(providerProfile('facebook', allyUser({ emailVerificationState: 'unverified', original: { verified: false } })).emailVerified)
    assert.isTrue(providerProfile('facebook', allyUser({ emailVerificationState: 'verified', original: { verified: true } })).emailVerified)
  })

  test('Google and OpenID Connect addresses count as verified only with their own claim', ({ assert }) => {
    assert.isTrue(providerProfile('google', allyUser({ emailVerificationState: 'verified' })).emailVerified)
    assert.isFalse(providerProfile('google', allyUser({ emailVerificationState: 'unverified' })).emailVerified)
    assert.isFalse(providerProfile('oidc', allyUser({ emailVerificationState: 'unverified' })).emailVerified)
    assert.isFalse(providerProfile('oidc', allyUser({ email: null, emailVerificationState: 'verified' })).emailVerified)
  })

  test('names come from the provider’s own fields, else from the display name', ({ assert }) => {
    assert.deepInclude(providerProfile('facebook', allyUser({ original: { first_name: 'Patricia', last_name: 'Lee-Smith' } })), {
      providerUserId: '1001',
      firstName: 'Patricia',
      lastName: 'Lee-Smith',
    })
    assert.deepInclude(providerProfile('oidc', allyUser({ name: 'Ann Marie Example' })), { firstName: 'Ann', lastName: 'Marie Example' })
    assert.deepInclude(providerProfile('oidc', allyUser({ name: '' })), { firstName: null, lastName: null })
  })
})
