import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'

export const TEMPLATE_CATEGORIES = ['welcome', 'approval', 'rejection', 'general'] as const
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number]

/** A reusable message; usable in automated messages only once approved. */
export default class MessageTemplate extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column({ serializeAs: null })
  declare userId: number

  @column()
  declare name: string

  @column()
  declare category: TemplateCategory

  @column()
  declare description: string | null

  @column()
  declare template: string

  @column()
  declare isApproved: boolean

  @column()
  declare isActive: boolean

  @column()
  declare usageCount: number

  /** Counts up with every saved edit; an approval names the version its reviewer read. */
  @column()
  declare version: number

  @column({ serializeAs: null })
  declare approvedByUserId: number | null

  @column.dateTime()
  declare approvedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
