import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'

export const CHECKOUT_FLOWS = ['public', 'owner'] as const
export type CheckoutFlow = (typeof CHECKOUT_FLOWS)[number]

/** A visitor opening a checkout for a plan, counted once per visitor and plan. */
export default class CheckoutStart extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare visitorId: string

  @column()
  declare planType: string

  @column()
  declare billing: string

  @column()
  declare flow: CheckoutFlow

  @column()
  declare userId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
