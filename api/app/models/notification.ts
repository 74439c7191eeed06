import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'

/** Something the owner should know about, shown under the header's bell. */
export default class Notification extends AppBaseModel {
  @column({ isPrimary: true, consume: (value) => Number(value) })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare kind: string

  @column()
  declare title: string

  @column()
  declare body: string

  @column()
  declare link: string | null

  @column({ serializeAs: null })
  declare integrationId: number | null

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ serializeAs: null })
  declare resolvedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
