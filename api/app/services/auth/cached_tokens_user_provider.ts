import { Secret } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { AccessTokensLucidUserProvider } from '@adonisjs/auth/access_tokens'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type User from '#models/user'
import authCache, { AuthCache, TOUCH_INTERVAL_MS } from '#services/auth/auth_cache'

type UserModel = typeof User

/**
 * The token guard's user provider, answering from the auth cache when it
 * can (see app/services/auth/auth_cache.ts). A token's last-use time is still
 * recorded, at most once a minute, off the request path.
 */
export class CachedTokensUserProvider extends AccessTokensLucidUserProvider<'accessTokens', UserModel> {
  /** The token and its account, from the cache or the database; null when either is gone. */
  async authenticate(tokenValue: Secret<string>): Promise<{ token: AccessToken; user: User } | null> {
    const token = await this.verifyToken(tokenValue)
    if (!token) return null
    const user = await this.#user(Number(token.tokenableId))
    return user ? { token, user } : null
  }

  async verifyToken(tokenValue: Secret<string>): Promise<AccessToken | null> {
    const key = AuthCache.keyFor(tokenValue.release())
    const cached = authCache.token(key)
    if (cached) {
      this.#touch(cached)
      return cached
    }
    const token = await super.verifyToken(tokenValue)
    if (token) authCache.rememberToken(key, token)
    return token
  }

  async findById(identifier: string | number | BigInt) {
    const user = await this.#user(Number(identifier))
    return user ? this.createUserForGuard(user) : null
  }

  async #user(id: number) {
    let user = authCache.user(id)
    if (!user) {
      const model = await this.getModel()
      user = await model.find(id)
      if (!user) return null
      authCache.rememberUser(user)
    }
    return user
  }

  #touch(token: AccessToken) {
    const now = new Date()
    if (token.lastUsedAt && now.getTime() - token.lastUsedAt.getTime() < TOUCH_INTERVAL_MS) return
    token.lastUsedAt = now
    db.from('auth_access_tokens')
      .where('id', String(token.identifier))
      .update({ last_used_at: now })
      .catch((error: Error) => logger.warn({ err: error }, 'could not record token use'))
  }
}
