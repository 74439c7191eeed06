import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'

/** The emailed link that hands a purchase to the holder of its email. Only a SHA-256 hash of the token is kept. */
export default class PurchaseToken extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare orderId: number

  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
