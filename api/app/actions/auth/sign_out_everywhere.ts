import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

export interface SignedOut {
  /** Browser sessions ended. */
  sessions: number
  /** API tokens revoked, the extension's included. */
  tokens: number
}

/**
 * Ends every way into an account but the caller's own session (`keepSession`):
 * its browser sessions, its API tokens and its unused reset links. What a
 * password change, a reset and a take-over do, so whoever knew the old
 * password, or held a token or a session, is out. The caller drops the
 * account from the auth cache once the transaction is committed.
 */
export async function signOutEverywhere(
  userId: number,
  { keepSession, client }: { keepSession?: string; client: TransactionClientContract }
): Promise<SignedOut> {
  const sessions = client.from('sessions').where('user_id', userId)
  if (keepSession) sessions.whereNot('id', keepSession)
  const endedSessions = await sessions.delete()
  const revokedTokens = await client.from('auth_access_tokens').where('tokenable_id', userId).delete()
  await client.from('password_reset_tokens').where('user_id', userId).whereNull('used_at').update({ used_at: new Date() })
  return { sessions: count(endedSessions), tokens: count(revokedTokens) }
}

function count(result: unknown) {
  return Array.isArray(result) ? result.length : Number(result)
}

