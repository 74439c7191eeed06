/*
 * Google on one server: the OAuth 2.0 consent page (which consents at
 * once and redirects back with a code), the token endpoint (authorization
 * code with PKCE, refresh_token, revocation making later refreshes fail
 * with invalid_grant), and the Sheets API v4 calls JoinFlow makes
 * (spreadsheets.get, values.get, values.append). Access tokens issued here
 * are the ones the Sheets part accepts.
 */
import { createHash, createHmac } from 'node:crypto'
import { type FakeDefinition, type FakeReply, type FakeRequest, type FakeState, read } from './server.js'

interface IssuedCode {
  clientId: string
  redirectUri: string
  challenge: string
  used: boolean
}

function tokens(state: FakeState) {
  if (!state.data.has('accessTokens')) {
    state.data.set('accessTokens', new Set<string>([String(state.credentials.accessToken)]))
    state.data.set('refreshTokens', new Map<string, boolean>([[String(state.credentials.refreshToken), true]]))
    state.data.set('codes', new Map<string, IssuedCode>())
    state.data.set('sheets', new Map<string, unknown[][]>([[String(state.credentials.sheetName), []]]))
  }
  return {
    access: state.data.get('accessTokens') as Set<string>,
    refresh: state.data.get('refreshTokens') as Map<string, boolean>,
    codes: state.data.get('codes') as Map<string, IssuedCode>,
    sheets: state.data.get('sheets') as Map<string, unknown[][]>,
  }
}

/** The rows of a sheet in the fake spreadsheet, for assertions. */
export function sheetRows(state: FakeState, sheetName = 'Sheet1') {
  return tokens(state).sheets.get(sheetName) ?? []
}

const oauthError = (status: number, error: string, description: string): FakeReply => ({
  status,
  body: { error, error_description: description },
})

const googleError = (code: number, status: string, message: string): FakeReply => ({
  status: code,
  body: { error: { code, message, status } },
})

function issueTokens(state: FakeState, withRefresh: boolean): FakeReply {
  const { access, refresh } = tokens(state)
  const accessToken = `ya29.fake-${state.nextId()}`
  access.add(accessToken)
  const body: Record<string, unknown> = {
    access_token: accessToken,
    expires_in: 3599,
    scope: 'https://www.googleapis.com/auth/spreadsheets',
    token_type: 'Bearer',
  }
  if (withRefresh) {
    const refreshToken = `1//fake-refresh-${state.nextId()}`
    refresh.set(refreshToken, true)
    body.refresh_token = refreshToken
  }
  return { body }
}

function clientOk(request: FakeRequest, state: FakeState) {
  return (
    request.body?.client_id === state.credentials.clientId &&
    request.body?.client_secret === state.credentials.clientSecret
  )
}

/** `'Sheet 1'!A1:A1` or `Sheet1!A1` to the sheet's name. */
function sheetName(range: string) {
  const name = range.split('!')[0]
  return name.startsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name
}

function spreadsheet(request: FakeRequest, params: Record<string, string>, state: FakeState): FakeReply | undefined {
  if (!tokens(state).access.has(read.bearer(request) ?? '')) {
    return googleError(
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.'
    )
  }
  if (params.id !== state.credentials.spreadsheetId)
    return googleError(404, 'NOT_FOUND', 'Requested entity was not found.')
  return undefined
}

export const google: FakeDefinition = {
  credentials: () => ({
    clientId: 'fake-client.apps.googleusercontent.com',
    clientSecret: 'fake-client-secret',
    accessToken: 'ya29.fake-initial',
    refreshToken: '1//fake-refresh-initial',
    spreadsheetId: '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms',
    sheetName: 'Sheet1',
  }),
  authorized: () => true,
  unauthorized: googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
  routes: [
    {
      method: 'GET',
      path: '/o/oauth2/v2/auth',
      handle: (request, _p, state) => {
        const {
          client_id: clientId,
          redirect_uri: redirectUri,
          state: returned,
          code_challenge: challenge,
          code_challenge_method: method,
        } = request.query
        if (clientId !== state.credentials.clientId)
          return { status: 400, body: 'Error 401: invalid_client. The OAuth client was not found.' }
        const back = new URL(redirectUri)
        if (state.data.get('deny')) {
          back.searchParams.set('error', 'access_denied')
        } else {
          if (method !== 'S256' || !challenge)
            return { status: 400, body: 'Error 400: invalid_request. PKCE S256 is required.' }
          const code = `4/fake-code-${state.nextId()}`
          tokens(state).codes.set(code, { clientId, redirectUri, challenge, used: false })
          back.searchParams.set('code', code)
          back.searchParams.set('scope', request.query.scope ?? '')
        }
        back.searchParams.set('state', returned ?? '')
        return { status: 302, headers: { location: back.toString() } }
      },
    },
    {
      method: 'POST',
      path: '/token',
      handle: (request, _p, state) => {
        if (!clientOk(request, state)) return oauthError(401, 'invalid_client', 'The OAuth client was not found.')
        const { codes, refresh } = tokens(state)
        if (request.body.grant_type === 'authorization_code') {
          const issued = codes.get(request.body.code)
          const verifier = String(request.body.code_verifier ?? '')
          const challenge = createHash('sha256').update(verifier).digest('base64url')
          if (
            !issued ||
            issued.used ||
            issued.redirectUri !== request.body.redirect_uri ||
            issued.challenge !== challenge
          ) {
            return oauthError(400, 'invalid_grant', 'Bad Request')
          }
          issued.used = true
          return issueTokens(state, true)
        }
        if (request.body.grant_type === 'refresh_token') {
          if (!refresh.get(request.body.refresh_token))
            return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.')
          return issueTokens(state, false)
        }
        return oauthError(400, 'unsupported_grant_type', 'Invalid grant_type')
      },
    },
    {
      method: 'POST',
      path: '/revoke',
      handle: (request, _p, state) => {
        const { access, refresh } = tokens(state)
        const token = request.body?.token
        if (!access.has(token) && !refresh.has(token))
          return oauthError(400, 'invalid_token', 'Token expired or revoked')
        access.delete(token)
        if (refresh.has(token)) refresh.set(token, false)
        return { body: {} }
      },
    },
    {
      method: 'POST',
      path: '/spreadsheets/:id/values/:range:append',
      handle: (request, params, state) => {
        const refused = spreadsheet(request, params, state)
        if (refused) return refused
        const option = request.query.valueInputOption
        if (option !== 'RAW' && option !== 'USER_ENTERED')
          return googleError(400, 'INVALID_ARGUMENT', "Invalid valueInputOption: ''")
        const rows = tokens(state).sheets.get(sheetName(params.range))
        if (!rows) return googleError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${params.range}`)
        const values: unknown[][] = request.body?.values ?? []
        const first = rows.length + 1
        rows.push(...values)
        if (state.keep) state.sent.push(...values.map((row) => ({ row })))
        const updatedRange = `${sheetName(params.range)}!A${first}:Z${rows.length}`
        return {
          body: {
            spreadsheetId: params.id,
            tableRange: rows.length > values.length ? `${sheetName(params.range)}!A1:Z${first - 1}` : undefined,
            updates: {
              spreadsheetId: params.id,
              updatedRange,
              updatedRows: values.length,
              updatedColumns: Math.max(...values.map((row) => row.length)),
              updatedCells: values.flat().length,
            },
          },
        }
      },
    },
    {
      method: 'GET',
      path: '/spreadsheets/:id/values/:range',
      handle: (request, params, state) => {
        const refused = spreadsheet(request, params, state)
        if (refused) return refused
        const rows = tokens(state).sheets.get(sheetName(params.range))
        if (!rows) return googleError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${params.range}`)
        return {
          body: {
            range: params.range,
            majorDimension: 'ROWS',
            ...(rows.length ? { values: [rows[0].slice(0, 1)] } : {}),
          },
        }
      },
    },
    {
      method: 'GET',
      path: '/spreadsheets/:id',
      handle: (request, params, state) =>
        spreadsheet(request, params, state) ?? { body: { spreadsheetId: params.id, properties: { title: 'Members' } } },
    },
  ],
}

/** A webhook receiver that checks JoinFlow's signature and records what it got. */
export const webhookReceiver: FakeDefinition = {
  credentials: (url) => ({ url: `${url}/hooks/joinflow`, secret: 'whsec_fake_receiver_secret' }),
  authorized: () => true,
  unauthorized: { body: { error: 'bad signature' } },
  routes: [
    {
      method: 'POST',
      path: '/hooks/joinflow',
      handle: (request, _p, state) => {
        const timestamp = read.header(request, 'x-joinflow-timestamp')
        const expected = `sha256=${createHmacHex(String(state.credentials.secret), `${timestamp}.${request.rawBody}`)}`
        if (read.header(request, 'x-joinflow-signature') !== expected)
          return { status: 401, body: { error: 'bad signature' } }
        if (state.keep)
          state.sent.push({ delivery: read.header(request, 'x-joinflow-delivery'), payload: request.body })
        return { body: { received: true } }
      },
    },
  ],
}

function createHmacHex(secret: string, payload: string) {
  return createHmac('sha256', secret).update(payload).digest('hex')
}
