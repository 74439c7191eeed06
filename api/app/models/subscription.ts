import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'expired', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** An owner account's plan: the free trial from sign-up, then the plan bought. */
export default class Subscription extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare planType: string

  @column()
  declare status: SubscriptionStatus

  @column.dateTime()
  declare trialEndsAt: DateTime | null

  /** When the paid period ends; null for one-time plans, which never end. */
  @column.dateTime()
  declare currentPeriodEnd: DateTime | null

  @column()
  declare orderId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
