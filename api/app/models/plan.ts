import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'

export const BILLING_PERIODS = ['monthly', 'annual', 'one_time'] as const
export type BillingPeriod = (typeof BILLING_PERIODS)[number]

/** On sale, hidden from sale for now, or retired for good; only plans on sale can be bought. */
export const SALE_STATUSES = ['on_sale', 'hidden', 'retired'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]

/** A subscription plan, seeded from the product's price list. */
export default class Plan extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare planType: string

  @column()
  declare title: string

  @column()
  declare description: string

  /** Whole dollars for the plan's own billing period. */
  @column()
  declare price: number

  @column()
  declare billingPeriod: BillingPeriod

  /** Whole dollars billed yearly, with the undiscounted figure; null when the plan has no annual option. */
  @column()
  declare annualPrice: number | null

  @column()
  declare annualOriginalPrice: number | null

  @column()
  declare trialDays: number

  @column()
  declare buttonText: string

  @column()
  declare isPopular: boolean

  @column({ prepare: (value: string[]) => JSON.stringify(value ?? []) })
  declare features: string[]

  /** Connected groups allowed; null is unlimited. */
  @column()
  declare groupLimit: number | null

  @column()
  declare sortOrder: number

  @column()
  declare saleStatus: SaleStatus

  @column.dateTime({ autoCreate: true, serializeAs: null })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true, serializeAs: null })
  declare updatedAt: DateTime | null
}
