import { DateTime } from 'luxon'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import AppBaseModel from '#models/app_base_model'
import User from '#models/user'
import MemberRequest from '#models/member_request'
import { normalizeSettings, type AutoApprovalSettings } from '#domain/rule_engine'

/** Welcome message settings of a group (spec section 3, plus variants and an optional template). */
export interface WelcomeMessageSettings {
  enabled: boolean
  message: string
  personalizeWithName: boolean
  tagNewMembers: boolean
  /** Up to 5 alternative messages, rotated across new members. */
  variants: string[]
  /** An approved message template used instead of `message`, when set. */
  templateId: number | null
}

/** What GET and POST /api/groups/:id/welcome-message answer. */
export interface WelcomeSettings extends WelcomeMessageSettings {
  welcomePostUrl: string | null
}

export const DEFAULT_WELCOME_MESSAGE: Readonly<WelcomeMessageSettings> = Object.freeze({
  enabled: false,
  message: 'Welcome to the group, {name}!',
  personalizeWithName: true,
  tagNewMembers: false,
  variants: [],
  templateId: null,
})

const json = <T>(fallback: (value: unknown) => T) => ({
  prepare: (value: T) => JSON.stringify(value),
  consume: (value: unknown) => fallback(typeof value === 'string' ? JSON.parse(value) : value),
})

/** A Facebook group an owner connected. */
export default class Group extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare facebookGroupId: string

  @column()
  declare name: string

  @column()
  declare description: string

  @column()
  declare coverImageUrl: string | null

  @column()
  declare memberCount: number

  @column()
  declare isActive: boolean

  @column({ serializeAs: null, ...json((value) => normalizeSettings((value ?? {}) as Record<string, unknown>)) })
  declare autoApproval: AutoApprovalSettings

  @column({
    serializeAs: null,
    ...json((value) => ({ ...DEFAULT_WELCOME_MESSAGE, ...((value ?? {}) as Partial<WelcomeMessageSettings>) })),
  })
  declare welcomeMessage: WelcomeMessageSettings

  /** The group post in which new members are tagged (www.facebook.com address), if the owner gave one. */
  @column({ serializeAs: null })
  declare welcomePostUrl: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, serializeAs: null })
  declare updatedAt: DateTime | null

  @belongsTo(() => User)
  declare owner: BelongsTo<typeof User>

  @hasMany(() => MemberRequest)
  declare requests: HasMany<typeof MemberRequest>

  /** The welcome-message settings as the owner edits them, with the welcome post. */
  get welcomeSettings(): WelcomeSettings {
    return { ...this.welcomeMessage, welcomePostUrl: this.welcomePostUrl ?? null }
  }

  get autoApprovalEnabled() {
    return this.autoApproval.enabled
  }
}
