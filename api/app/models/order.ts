import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'
import type { CardBrand } from '#domain/payment_cards'

export type OrderStatus = 'paid' | 'trial' | 'failed'

/** One attempt to buy a plan in the public flow, with the purchaser's details. */
export default class Order extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** What the customer signs in with: unguessable, shown once and emailed. */
  @column()
  declare publicId: string

  @column()
  declare email: string

  /** The owner account the plan was bought for: the signed-in buyer, or the account with this verified email. */
  @column()
  declare userId: number | null

  @column()
  declare firstName: string

  @column()
  declare lastName: string

  @column()
  declare country: string

  @column()
  declare marketingConsent: boolean

  @column()
  declare planType: string

  @column()
  declare billing: string

  @column()
  declare amountUsdCents: number

  /** The plan price in `currency`; PostgreSQL numerics arrive as text, so they are read back as numbers. */
  @column({ consume: (value: string | number) => Number(value) })
  declare amountLocal: number

  @column()
  declare currency: string

  @column()
  declare dueTodayCents: number

  @column.dateTime()
  declare trialEndsAt: DateTime | null

  @column()
  declare status: OrderStatus

  @column()
  declare cardBrand: CardBrand

  @column({ columnName: 'card_last4' })
  declare cardLast4: string

  @column()
  declare cardExpMonth: number

  @column()
  declare cardExpYear: number

  @column()
  declare gatewayReference: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
