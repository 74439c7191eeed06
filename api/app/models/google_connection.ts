import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import encryption from '@adonisjs/core/services/encryption'
import AppBaseModel from '#models/app_base_model'

const encrypted = {
  prepare: (value: string | null) => (value ? encryption.encrypt(value) : value),
  consume: (value: string | null) => (value ? encryption.decrypt<string>(value) : value),
}

/** An owner's Google account, for writing to their sheets; tokens encrypted with APP_KEY. */
export default class GoogleConnection extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare email: string | null

  @column({ serializeAs: null, ...encrypted })
  declare accessToken: string

  @column({ serializeAs: null, ...encrypted })
  declare refreshToken: string | null

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column()
  declare scope: string | null

  @column()
  declare status: 'connected' | 'revoked'

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, serializeAs: null })
  declare updatedAt: DateTime | null
}
