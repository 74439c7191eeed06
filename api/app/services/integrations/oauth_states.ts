/*
 * The state (and PKCE verifier) of OAuth sign-ins under way, kept in
 * PostgreSQL for ten minutes so any API process can finish a sign-in
 * another one started. A state is used once.
 */
import { createHash, randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

const LIFETIME_MS = 10 * 60_000

export interface StartedSignIn {
  state: string
  codeVerifier: string
  codeChallenge: string
}

export async function startSignIn(userId: number, provider: string, redirectUri: string): Promise<StartedSignIn> {
  const state = randomBytes(24).toString('base64url')
  const codeVerifier = randomBytes(48).toString('base64url')
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url')
  await db.from('oauth_states').where('expires_at', '<', new Date()).delete()
  await db.table('oauth_states').insert({
    state,
    user_id: userId,
    provider,
    code_verifier: codeVerifier,
    redirect_uri: redirectUri,
    expires_at: new Date(Date.now() + LIFETIME_MS),
  })
  return { state, codeVerifier, codeChallenge }
}

/** The sign-in `state` names, if it is this owner's, for this provider, and not expired; consumed either way. */
export async function finishSignIn(userId: number, provider: string, state: unknown) {
  if (typeof state !== 'string' || !state) return null
  const [row] = await db.from('oauth_states').where('state', state).delete().returning(['user_id', 'provider', 'code_verifier', 'redirect_uri', 'expires_at'])
  if (!row || row.user_id !== userId || row.provider !== provider || new Date(row.expires_at).getTime() < Date.now()) return null
  return { codeVerifier: row.code_verifier as string, redirectUri: row.redirect_uri as string }
}
