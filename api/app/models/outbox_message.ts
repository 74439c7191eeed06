import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'

export type OutboxStatus = 'stored' | 'queued' | 'sent' | 'failed'

/** Every email the product sends, kept whether or not SMTP is configured. */
export default class OutboxMessage extends AppBaseModel {
  static table = 'outbox_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare toAddress: string

  @column()
  declare subject: string

  @column()
  declare textBody: string

  @column()
  declare htmlBody: string | null

  @column()
  declare status: OutboxStatus

  @column()
  declare attempts: number

  @column()
  declare lastError: string | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
