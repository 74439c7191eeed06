import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'
import type { ExtensionHealth } from '#validators/extension'

export type { ExtensionHealth }

/** The owner's Chrome extension as the API last heard from it. */
export default class ExtensionInstallation extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare health: ExtensionHealth

  @column()
  declare healthDetail: string | null

  @column()
  declare version: string | null

  @column()
  declare pageUrl: string | null

  @column({ serializeAs: null })
  declare accessTokenId: number | null

  @column.dateTime()
  declare lastSeenAt: DateTime

  @column.dateTime()
  declare healthChangedAt: DateTime
}
