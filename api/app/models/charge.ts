import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'
import type { BillingPeriod } from '#models/plan'
import type { PaymentGatewayName } from '#models/subscription'

export type ChargeKind = 'purchase' | 'renewal' | 'upgrade'
export type ChargeStatus = 'succeeded' | 'failed'

/** One attempt to take money for a plan; the succeeded ones are the account's receipts. */
export default class Charge extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** The receipt number: RC- and 16 base32 characters. */
  @column()
  declare publicId: string

  @column()
  declare userId: number | null

  @column()
  declare subscriptionId: number | null

  @column()
  declare orderId: number | null

  @column()
  declare kind: ChargeKind

  @column()
  declare status: ChargeStatus

  @column({ consume: Number })
  declare amountMinor: number

  @column()
  declare currency: string

  @column()
  declare amountUsdCents: number

  @column()
  declare description: string

  @column()
  declare planType: string

  @column()
  declare billingPeriod: BillingPeriod

  @column.dateTime()
  declare periodStart: DateTime | null

  @column.dateTime()
  declare periodEnd: DateTime | null

  @column()
  declare cardBrand: string | null

  @column({ columnName: 'card_last4' })
  declare cardLast4: string | null

  @column()
  declare gateway: PaymentGatewayName

  @column()
  declare gatewayReference: string | null

  /** The same key never records (or charges) twice. */
  @column({ serializeAs: null })
  declare idempotencyKey: string

  @column()
  declare failureReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
