import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'
import { openSecret, sealSecret, UnreadableSecretError } from '#services/infra/secret_box'

/** Encrypted with APP_KEY; a token no configured key reads is an error, never a quiet null. */
const encrypted = {
  prepare: (value: string | null) => (value ? sealSecret(value) : value),
  consume: (value: string | null) => {
    if (!value) return value
    const opened = openSecret<string>(value)
    if (!opened) throw new UnreadableSecretError('a Google connection')
    return opened.value
  },
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
