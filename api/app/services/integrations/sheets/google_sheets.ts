/*
 * Google Sheets API v4: one row per member, appended with RAW input so a
 * name or answer starting with "=" stays text and never runs as a formula.
 * An empty sheet gets the header row first, in the same append.
 *
 * The OAuth side (authorization code with PKCE, token refresh) is here too,
 * so the connect flow and the adapter agree on scopes and endpoints.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Got } from 'got'
import {
  type AdapterContext,
  type Credentials,
  IntegrationError,
  type MemberContact,
  type PlatformAdapter,
} from '#services/integrations/contract'
import { baseUrlFor } from '#services/integrations/base_urls'
import { callPlatform, createPlatformHttp, errorForResponse, requestPlatform } from '#services/integrations/http'
import { requireCredential } from '#services/integrations/member_fields'

export const GOOGLE_SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets'

export const SHEET_HEADER = ['Date', 'Group', 'First name', 'Last name', 'Email', 'Phone', 'Profile URL']

/** A sheet name as an A1 range: quoted, with quotes doubled. */
export function sheetRange(sheetName: string | null | undefined, cells = 'A1') {
  const name = sheetName?.trim() || 'Sheet1'
  return `'${name.replace(/'/g, "''")}'!${cells}`
}

export function sheetHeader(member: MemberContact) {
  return [...SHEET_HEADER, ...member.answers.map(({ question }) => question)]
}

export function sheetRow(member: MemberContact) {
  return [
    member.decidedAt ?? member.requestedAt,
    member.groupName,
    member.firstName,
    member.lastName,
    member.email ?? '',
    member.phone ?? '',
    member.profileUrl ?? '',
    ...member.answers.map(({ answer }) => answer),
  ]
}

function headers(credentials: Credentials) {
  return { authorization: `Bearer ${requireCredential(credentials, 'accessToken', 'A Google connection')}` }
}

function spreadsheetPath(credentials: Credentials) {
  return `/spreadsheets/${encodeURIComponent(requireCredential(credentials, 'spreadsheetId', 'The spreadsheet ID'))}`
}

async function sheetIsEmpty(credentials: Credentials, context: AdapterContext) {
  const range = encodeURIComponent(sheetRange(credentials.sheetName, 'A1:A1'))
  const response = await requestPlatform(context, {
    path: `${spreadsheetPath(credentials)}/values/${range}`,
    headers: headers(credentials),
  })
  return !response.body?.values?.length
}

export const googleSheets: PlatformAdapter = {
  platform: 'google-sheets',
  kind: 'sheets',

  async test(credentials, context) {
    await requestPlatform(context, {
      path: spreadsheetPath(credentials),
      headers: headers(credentials),
      searchParams: { fields: 'spreadsheetId,properties.title' },
    })
    await sheetIsEmpty(credentials, context)
  },

  async deliver(member, credentials, context) {
    const values = (await sheetIsEmpty(credentials, context))
      ? [sheetHeader(member), sheetRow(member)]
      : [sheetRow(member)]
    const range = encodeURIComponent(sheetRange(credentials.sheetName))
    const response = await requestPlatform(context, {
      method: 'POST',
      path: `${spreadsheetPath(credentials)}/values/${range}:append`,
      headers: headers(credentials),
      searchParams: { valueInputOption: 'RAW', insertDataOption: 'INSERT_ROWS' },
      json: { majorDimension: 'ROWS', values },
    })
    return { externalId: response.body?.updates?.updatedRange, statusCode: response.statusCode }
  },
}

/** A PKCE verifier and its S256 challenge. */
export function createPkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export function googleAuthorizeUrl(input: {
  clientId: string
  redirectUri: string
  state: string
  codeChallenge: string
  loginHint?: string
}) {
  const url = new URL('/o/oauth2/v2/auth', baseUrlFor('google-accounts'))
  url.search = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: GOOGLE_SHEETS_SCOPE,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    ...(input.loginHint ? { login_hint: input.loginHint } : {}),
  }).toString()
  return url.toString()
}

export interface GoogleTokens {
  accessToken: string
  /** Google sends one only on consent; a refresh usually keeps the old one. */
  refreshToken: string | null
  expiresAt: Date
  scope: string
}

interface GoogleClient {
  clientId: string
  clientSecret: string
  http?: Got
}

async function tokenRequest(client: GoogleClient, form: Record<string, string>): Promise<GoogleTokens> {
  const context = { http: client.http ?? createPlatformHttp(), baseUrl: baseUrlFor('google-oauth') }
  const response = await callPlatform(context, {
    method: 'POST',
    path: '/token',
    form: { ...form, client_id: client.clientId, client_secret: client.clientSecret },
  })
  if (response.statusCode >= 300) {
    const error = response.body?.error
    const revoked = error === 'invalid_grant' || error === 'invalid_client' || error === 'unauthorized_client'
    const failure = errorForResponse(response, revoked ? 'auth' : undefined)
    if (error === 'invalid_grant') {
      throw new IntegrationError(
        'Google access was revoked or expired; connect the Google account again.',
        'auth',
        failure.details
      )
    }
    throw failure
  }
  const body = response.body ?? {}
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? null,
    expiresAt: new Date(Date.now() + Number(body.expires_in ?? 3600) * 1000),
    scope: body.scope ?? GOOGLE_SHEETS_SCOPE,
  }
}

export function exchangeGoogleCode(input: GoogleClient & { code: string; codeVerifier: string; redirectUri: string }) {
  return tokenRequest(input, {
    grant_type: 'authorization_code',
    code: input.code,
    code_verifier: input.codeVerifier,
    redirect_uri: input.redirectUri,
  })
}

export function refreshGoogleToken(input: GoogleClient & { refreshToken: string }) {
  return tokenRequest(input, { grant_type: 'refresh_token', refresh_token: input.refreshToken })
}

/** Tells Google to drop the grant when the owner disconnects; a token already gone is fine. */
export async function revokeGoogleToken(input: { token: string; http?: Got }) {
  const context = { http: input.http ?? createPlatformHttp(), baseUrl: baseUrlFor('google-oauth') }
  await requestPlatform(context, { method: 'POST', path: '/revoke', form: { token: input.token } }, [400])
}
