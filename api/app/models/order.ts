import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'
import type { CardBrand } from '#domain/payment_cards'

/**
 * pending: written before the card reaches the gateway, until it answers;
 * paid: charged today; trial: card saved, charged when the trial ends;
 * failed: the gateway refused it (failure_reason says why).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'trial', 'failed'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Orders that bought a plan. */
export const SUCCESSFUL_ORDER_STATUSES: OrderStatus[] = ['paid', 'trial']

/** One attempt to buy a plan in the public flow, with the purchaser's details. */
export default class Order extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** What the customer signs in with: unguessable, shown once and emailed. */
  @column()
  declare publicId: string

  @column()
  declare email: string

  /** The owner account holding the plan: the signed-in buyer, or the holder of the email once they claim it; null while unclaimed. */
  @column()
  declare userId: number | null

  /** When the order was linked to its account. */
  @column.dateTime()
  declare claimedAt: DateTime | null

  /** The checkout attempt's key: a retry with it gets this order's outcome instead of a second charge. */
  @column({ serializeAs: null })
  declare idempotencyKey: string | null

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

  /** The plan's price for its period in `currency`, in minor units (cents; whole yen). */
  @column({ consume: Number })
  declare amountMinor: number

  /** What was taken today, in minor units: the price, or nothing during a trial. */
  @column({ consume: Number })
  declare dueTodayMinor: number

  /** amount_minor in major units, kept for readers of the older shape; PostgreSQL numerics arrive as text. */
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

  /** The gateway's id for the charge or saved card; null until it answers. */
  @column()
  declare gatewayReference: string | null

  /** Why the gateway refused the card, in its words. */
  @column()
  declare failureReason: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
