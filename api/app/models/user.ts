import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { afterDelete, afterSave, column, computed, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbAccessTokensProvider } from '@adonisjs/auth/access_tokens'
import AppBaseModel from '#models/app_base_model'
import SocialAccount from '#models/social_account'
import authCache from '#services/auth/auth_cache'

export type UserRole = 'user' | 'admin' | 'super_admin'
export const ADMIN_PERMISSIONS = ['manage_pricing', 'manage_content'] as const
export type Permission = (typeof ADMIN_PERMISSIONS)[number]

const AuthFinder = withAuthFinder(() => hash.use('scrypt'), {
  uids: ['email'],
  passwordColumnName: 'password',
})

export default class User extends compose(AppBaseModel, AuthFinder) {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string | null

  @column()
  declare firstName: string | null

  @column()
  declare lastName: string | null

  @column()
  declare role: UserRole

  @column()
  declare isActive: boolean

  @column({ prepare: (value: string[]) => JSON.stringify(value ?? []) })
  declare permissions: Permission[]

  /**
   * When the owner proved the address: a verification or reset link opened, or a sign-in
   * provider that confirms it. A password sign-up alone does not verify it. Unverified accounts
   * use the product, but nothing that trusts the address (admin roles, provider linking,
   * purchases made with that email) is theirs until it is verified.
   */
  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, serializeAs: null })
  declare updatedAt: DateTime | null

  @hasMany(() => SocialAccount)
  declare socialAccounts: HasMany<typeof SocialAccount>

  @computed()
  get isEmailVerified() {
    return this.emailVerifiedAt !== null && this.emailVerifiedAt !== undefined
  }

  @computed()
  get isSuperAdmin() {
    return this.role === 'super_admin'
  }

  static accessTokens = DbAccessTokensProvider.forModel(User, {
    prefix: 'jf_',
    table: 'auth_access_tokens',
    type: 'personal_access_token',
    tokenSecretLength: 40,
  })

  /** A changed or removed account must not be served from the auth cache of any process. */
  @afterSave()
  @afterDelete()
  static async forgetCachedAuth(user: User) {
    await authCache.invalidateUser(user.id)
  }

  /** Accounts named in SUPER_ADMIN_EMAILS: always super admins, never demoted or deactivated. */
  static fixedSuperAdminEmails(): string[] {
    return (process.env.SUPER_ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean)
  }

  get isFixedSuperAdmin() {
    return User.fixedSuperAdminEmails().includes(this.email.toLowerCase())
  }
}
