/*
 * The owner's Google account, for writing to their sheets: sign-in in a
 * popup (authorization code with state and PKCE, see
 * integrations/sheets/google_sheets.ts), tokens encrypted at rest and
 * refreshed a minute before they expire. When Google refuses the refresh
 * token (the owner revoked access), the connection is marked revoked, the
 * status says needsReconnect, and the owner gets one notification.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'
import GoogleConnection from '#models/google_connection'
import { IntegrationError } from '#services/integrations/contract'
import { refreshGoogleToken, revokeGoogleToken, type GoogleTokens } from '#services/integrations/sheets/google_sheets'

import { logMissingClient, setupFor, signInUnavailable } from '#services/integrations/sign_in_setup'

/** What owners read when this server has no Google client: Sheets have no API-key route. */
export const GOOGLE_NOT_CONFIGURED = signInUnavailable('Google', false)
export const GOOGLE_SETUP = setupFor('Google', 'GOOGLE')
const REFRESH_AHEAD_MS = 60_000

export function googleClient() {
  const clientId = env.get('GOOGLE_CLIENT_ID')?.trim()
  const clientSecret = env.get('GOOGLE_CLIENT_SECRET')?.trim()
  if (clientId && clientSecret) return { clientId, clientSecret }
  logMissingClient('Google', 'GOOGLE')
  return null
}

export async function saveGoogleTokens(userId: number, tokens: GoogleTokens, email: string | null = null) {
  const connection = (await GoogleConnection.findBy('userId', userId)) ?? new GoogleConnection()
  connection.userId = userId
  connection.accessToken = tokens.accessToken
  connection.refreshToken = tokens.refreshToken ?? connection.refreshToken ?? null
  connection.expiresAt = DateTime.fromJSDate(tokens.expiresAt)
  connection.scope = tokens.scope
  connection.status = 'connected'
  if (email) connection.email = email
  await connection.save()
  await db.from('notifications').where('user_id', userId).where('kind', 'google_revoked').whereNull('resolved_at').update({ resolved_at: new Date() })
  return connection
}

export async function googleStatus(userId: number) {
  const connection = await GoogleConnection.findBy('userId', userId)
  return {
    isConnected: connection?.status === 'connected',
    email: connection?.email ?? null,
    needsReconnect: connection?.status === 'revoked',
  }
}

async function markRevoked(connection: GoogleConnection) {
  connection.status = 'revoked'
  await connection.save()
  await askToReconnectGoogle(db.connection(), connection.userId, 'Google no longer accepts JoinFlow\'s access to your sheets. Connect your Google account again.')
}

/** One open "reconnect Google" notification for the owner, with the reason. */
export async function askToReconnectGoogle(client: QueryClientContract, userId: number, reason: string) {
  await client.rawQuery(
    `INSERT INTO notifications (user_id, kind, title, body, link, created_at)
     SELECT ?, 'google_revoked', 'Google Sheets needs reconnecting', ?, '/google-sheets', now()
     WHERE NOT EXISTS (SELECT 1 FROM notifications WHERE user_id = ? AND kind = 'google_revoked' AND resolved_at IS NULL)`,
    [userId, reason, userId]
  )
}

/** A Google access token valid for at least a minute, refreshed when needed; an `auth` IntegrationError when there is none. */
export async function freshGoogleAccessToken(userId: number): Promise<string> {
  const connection = await GoogleConnection.findBy('userId', userId)
  if (!connection || connection.status !== 'connected') {
    throw new IntegrationError('No Google account is connected. Connect your Google account on the Google Sheets page.', 'auth')
  }
  if (connection.expiresAt && connection.expiresAt.toMillis() - Date.now() > REFRESH_AHEAD_MS) return connection.accessToken
  const client = googleClient()
  if (!client) throw new IntegrationError(GOOGLE_NOT_CONFIGURED, 'auth')
  if (!connection.refreshToken) {
    await markRevoked(connection)
    throw new IntegrationError('Google access expired; connect the Google account again.', 'auth')
  }
  try {
    const tokens = await refreshGoogleToken({ ...client, refreshToken: connection.refreshToken })
    await saveGoogleTokens(userId, tokens)
    return tokens.accessToken
  } catch (error) {
    if (error instanceof IntegrationError && error.kind === 'auth') await markRevoked(connection)
    throw error
  }
}

/** Disconnects: asks Google to drop the grant (best effort) and forgets the tokens. */
export async function disconnectGoogle(userId: number) {
  const connection = await GoogleConnection.findBy('userId', userId)
  if (!connection) return
  const token = connection.refreshToken ?? connection.accessToken
  await revokeGoogleToken({ token }).catch(() => {})
  await connection.delete()
}
