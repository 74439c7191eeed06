import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'

/** Editable page text, one row per (page, contentKey). */
export default class PageContent extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare page: string

  @column()
  declare contentKey: string

  @column()
  declare contentValue: string

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
