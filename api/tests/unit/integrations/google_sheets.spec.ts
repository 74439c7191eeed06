import { test } from '@japa/runner'
import { IntegrationError } from '#services/integrations/contract'
import { createPlatformHttp } from '#services/integrations/http'
import {
  GOOGLE_SHEETS_SCOPE,
  createPkcePair,
  exchangeGoogleCode,
  googleAuthorizeUrl,
  googleSheets,
  refreshGoogleToken,
  revokeGoogleToken,
  sheetRange,
} from '#services/integrations/sheets/google_sheets'
import {
  baseUrlOverrides,
  type FakePlatform,
  sampleMember,
  sheetRows,
  startFakePlatform,
} from '#tests/support/fake_platforms/index'
import { allowPrivateNetwork } from '#tests/helpers/local_platform'
import { loadDescription } from '#tests/support/openapi'

async function failure(promise: Promise<unknown>): Promise<IntegrationError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof IntegrationError) return error
    throw error
  }
  throw new Error('expected an IntegrationError')
}

function useFakeGoogle(group: { setup(handler: () => any): void; each: { setup(handler: () => any): void } }) {
  const holder: { fake: FakePlatform } = {} as any
  group.setup(() => allowPrivateNetwork())
  group.each.setup(async () => {
    holder.fake = await startFakePlatform('google')
    const saved = process.env.PLATFORM_BASE_URLS
    process.env.PLATFORM_BASE_URLS = JSON.stringify(baseUrlOverrides(holder.fake))
    return async () => {
      if (saved === undefined) delete process.env.PLATFORM_BASE_URLS
      else process.env.PLATFORM_BASE_URLS = saved
      await holder.fake.close()
    }
  })
  return holder
}

test.group('Google Sheets adapter', (group) => {
  const google = useFakeGoogle(group)
  const context = () => ({ http: createPlatformHttp(), baseUrl: google.fake.url })

  test('an empty sheet gets the header row, then one row per member', async ({ assert }) => {
    const credentials = google.fake.credentials
    await googleSheets.deliver(sampleMember(), credentials, context())
    await googleSheets.deliver(
      sampleMember({
        firstName: 'Sam',
        email: null,
        phone: null,
        answers: [{ question: 'Why do you want to join?', answer: 'Friends' }],
      }),
      credentials,
      context()
    )
    assert.deepEqual(sheetRows(google.fake.state), [
      ['Date', 'Group', 'First name', 'Last name', 'Email', 'Phone', 'Profile URL', 'Why do you want to join?'],
      [
        '2026-11-20T10:05:00.000Z',
        'Dog Lovers',
        'Jane',
        'Doe',
        'jane@example.com',
        '+15551234567',
        'https://www.facebook.com/jane.doe',
        'I love dogs',
      ],
      ['2026-11-20T10:05:00.000Z', 'Dog Lovers', 'Sam', 'Doe', '', '', 'https://www.facebook.com/jane.doe', 'Friends'],
    ])
  })

  test('values are appended RAW, so a formula stays text', async ({ assert }) => {
    await googleSheets.deliver(
      sampleMember({ firstName: '=IMPORTXML("https://evil.example")' }),
      google.fake.credentials,
      context()
    )
    const [append] = google.fake.requestsTo('POST', /:append$/)
    assert.equal(append.query.valueInputOption, 'RAW')
    assert.equal(append.query.insertDataOption, 'INSERT_ROWS')
    assert.equal(append.path, `/spreadsheets/${google.fake.credentials.spreadsheetId}/values/'Sheet1'!A1:append`)
    assert.equal(append.body.values[1][2], '=IMPORTXML("https://evil.example")')
  })

  test('the append request fits the Sheets v4 discovery document', async ({ assert }) => {
    await googleSheets.deliver(sampleMember(), google.fake.credentials, context())
    const [append] = google.fake.requestsTo('POST', /:append$/)
    const discovery = loadDescription('google-sheets-v4.discovery.json')
    const method = discovery.resources.spreadsheets.resources.values.methods.append
    assert.equal(method.httpMethod, 'POST')
    assert.equal(method.flatPath, 'v4/spreadsheets/{spreadsheetId}/values/{range}:append')
    assert.include(method.parameters.valueInputOption.enum, append.query.valueInputOption)
    assert.include(method.parameters.insertDataOption.enum, append.query.insertDataOption)
    const valueRange = discovery.schemas[method.request.$ref]
    for (const key of Object.keys(append.body)) assert.property(valueRange.properties, key)
    assert.include(valueRange.properties.majorDimension.enum, append.body.majorDimension)
    assert.isTrue(append.body.values.every((row: unknown[]) => row.every((cell) => typeof cell === 'string')))
  })

  test('test() checks the token and the spreadsheet', async ({ assert }) => {
    await googleSheets.test(google.fake.credentials, context())
    const revoked = await failure(
      googleSheets.test({ ...google.fake.credentials, accessToken: 'ya29.revoked' }, context())
    )
    assert.equal(revoked.kind, 'auth')
    const missing = await failure(googleSheets.test({ ...google.fake.credentials, spreadsheetId: 'nope' }, context()))
    assert.equal(missing.kind, 'not_found')
    const noSheet = await failure(
      googleSheets.deliver(sampleMember(), { ...google.fake.credentials, sheetName: 'Missing' }, context())
    )
    assert.equal(noSheet.kind, 'invalid')
  })

  test('sheet names are quoted for A1 ranges', ({ assert }) => {
    assert.equal(sheetRange(null), "'Sheet1'!A1")
    assert.equal(sheetRange("Owner's list", 'A1:A1'), "'Owner''s list'!A1:A1")
  })
})

test.group('Google OAuth', (group) => {
  const google = useFakeGoogle(group)
  const redirectUri = 'http://127.0.0.1:3333/api/auth/google/callback'

  async function consent(state = 'state-123') {
    const pkce = createPkcePair()
    const url = googleAuthorizeUrl({
      clientId: google.fake.credentials.clientId!,
      redirectUri,
      state,
      codeChallenge: pkce.challenge,
    })
    const answer = await createPlatformHttp()(url)
    const back = new URL(String(answer.headers.location))
    return { url: new URL(url), back, verifier: pkce.verifier }
  }

  const client = () => ({
    clientId: google.fake.credentials.clientId!,
    clientSecret: google.fake.credentials.clientSecret!,
  })

  test('the authorize URL asks for offline spreadsheets access with PKCE S256 and state', async ({ assert }) => {
    const { url, back } = await consent('xyz')
    assert.equal(url.pathname, '/o/oauth2/v2/auth')
    assert.equal(url.searchParams.get('scope'), GOOGLE_SHEETS_SCOPE)
    assert.equal(url.searchParams.get('access_type'), 'offline')
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256')
    assert.equal(url.searchParams.get('response_type'), 'code')
    assert.equal(back.searchParams.get('state'), 'xyz')
    assert.isString(back.searchParams.get('code'))
  })

  test('a code becomes tokens that reach the sheet, and refreshing gives a new access token', async ({ assert }) => {
    const { back, verifier } = await consent()
    const tokens = await exchangeGoogleCode({
      ...client(),
      code: back.searchParams.get('code')!,
      codeVerifier: verifier,
      redirectUri,
    })
    assert.isString(tokens.refreshToken)
    assert.isAbove(tokens.expiresAt.getTime(), Date.now() + 3_000_000)
    await googleSheets.test(
      { ...google.fake.credentials, accessToken: tokens.accessToken },
      { http: createPlatformHttp(), baseUrl: google.fake.url }
    )

    const refreshed = await refreshGoogleToken({ ...client(), refreshToken: tokens.refreshToken! })
    assert.notEqual(refreshed.accessToken, tokens.accessToken)
    assert.isNull(refreshed.refreshToken)
  })

  test('a wrong PKCE verifier or a reused code is refused as auth', async ({ assert }) => {
    const { back, verifier } = await consent()
    const code = back.searchParams.get('code')!
    const wrong = await failure(
      exchangeGoogleCode({ ...client(), code, codeVerifier: 'not-the-verifier', redirectUri })
    )
    assert.equal(wrong.kind, 'auth')
    await exchangeGoogleCode({ ...client(), code, codeVerifier: verifier, redirectUri })
    const reused = await failure(exchangeGoogleCode({ ...client(), code, codeVerifier: verifier, redirectUri }))
    assert.equal(reused.kind, 'auth')
  })

  test('a revoked grant refreshes to invalid_grant, reported as auth', async ({ assert }) => {
    const { back, verifier } = await consent()
    const tokens = await exchangeGoogleCode({
      ...client(),
      code: back.searchParams.get('code')!,
      codeVerifier: verifier,
      redirectUri,
    })
    await revokeGoogleToken({ token: tokens.refreshToken! })
    const error = await failure(refreshGoogleToken({ ...client(), refreshToken: tokens.refreshToken! }))
    assert.equal(error.kind, 'auth')
    assert.match(error.message, /connect the Google account again/)
    assert.equal(error.details.platformMessage, 'Token has been expired or revoked.')
  })

  test('a wrong client secret is auth', async ({ assert }) => {
    const error = await failure(
      refreshGoogleToken({ ...client(), clientSecret: 'wrong', refreshToken: google.fake.credentials.refreshToken! })
    )
    assert.equal(error.kind, 'auth')
  })
})
