import type { HttpContext } from '@adonisjs/core/http'
import type { EmitterLike } from '@adonisjs/core/types/events'
import { Secret } from '@adonisjs/core/helpers'
import { AccessTokensGuard } from '@adonisjs/auth/access_tokens'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import { errors, symbols } from '@adonisjs/auth'
import type { GuardConfigProvider, GuardContract } from '@adonisjs/auth/types'
import type { CachedTokensUserProvider } from '#services/auth/cached_tokens_user_provider'
import type User from '#models/user'

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * The token guard, with the auth cache on its hot path. A request whose
 * token and account are cached is authenticated without a database round
 * trip, an event or a copy of the account: `user` is the cached account,
 * read-only, and the token the request came with is kept here (`token`),
 * never on that shared account, so two requests of one owner made with
 * different tokens cannot see each other's. Revoking a token and the
 * test clients' sign-in are the framework's token guard.
 */
export class CachedTokensGuard implements GuardContract<User> {
  /** It emits no events: nothing listens to authentication events here. */
  declare [symbols.GUARD_KNOWN_EVENTS]: {}
  readonly driverName = 'access_tokens' as const
  authenticationAttempted = false
  isAuthenticated = false
  user?: User
  /** The access token this request authenticated with. */
  token?: AccessToken
  #name: string
  #ctx: HttpContext
  #emitter: EmitterLike<any>
  #provider: CachedTokensUserProvider

  constructor(name: string, ctx: HttpContext, emitter: EmitterLike<any>, provider: CachedTokensUserProvider) {
    this.#name = name
    this.#ctx = ctx
    this.#emitter = emitter
    this.#provider = provider
  }

  /** The framework's guard, made only for the rare calls that need it (not on the request path). */
  #framework() {
    return new AccessTokensGuard(this.#name, this.#ctx, this.#emitter, this.#provider)
  }

  getUserOrFail(): User {
    if (!this.user) throw new errors.E_UNAUTHORIZED_ACCESS('Unauthorized access', { guardDriverName: this.driverName })
    return this.user
  }

  async authenticate(): Promise<User> {
    if (this.authenticationAttempted) return this.getUserOrFail()
    this.authenticationAttempted = true
    const value = BEARER.exec(this.#ctx.request.header('authorization', '') ?? '')?.[1]
    const found = value ? await this.#provider.authenticate(new Secret(value)) : null
    if (!found) throw new errors.E_UNAUTHORIZED_ACCESS('Unauthorized access', { guardDriverName: this.driverName })
    this.isAuthenticated = true
    this.user = found.user
    this.token = found.token
    return found.user
  }

  async check() {
    try {
      await this.authenticate()
      return true
    } catch (error) {
      if (error instanceof errors.E_UNAUTHORIZED_ACCESS) return false
      throw error
    }
  }

  /** Revokes the token of this request. */
  invalidateToken() {
    return this.#framework().invalidateToken()
  }

  authenticateAsClient(user: User, abilities?: string[], options?: { expiresIn?: string | number; name?: string }) {
    return this.#framework().authenticateAsClient(user, abilities, options)
  }
}

export function cachedTokensGuard(
  provider: CachedTokensUserProvider
): GuardConfigProvider<(ctx: HttpContext) => CachedTokensGuard> {
  return {
    async resolver(name, app) {
      const emitter = await app.container.make('emitter')
      return (ctx) => new CachedTokensGuard(name, ctx, emitter, provider)
    },
  }
}
