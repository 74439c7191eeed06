import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import AppBaseModel from '#models/app_base_model'
import type { BillingPeriod } from '#models/plan'

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'expired', 'canceled'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** Who charges each renewal: Stripe's own subscription, or JoinFlow's renewal job through the saved payment method. */
export type PaymentGatewayName = 'sandbox' | 'stripe'

/**
 * A plan held by an owner account (the free trial from sign-up, or a plan
 * bought), or by nobody yet: a public purchase waiting to be claimed.
 *
 * - trialing: in the free trial, or in a bought plan's trial (card saved);
 * - active: in a paid period;
 * - past_due: a renewal failed and is being retried (the plan keeps running);
 * - expired: the free trial ended, or every retry failed (read-only, data kept);
 * - canceled: canceled and its period has ended.
 */
export default class Subscription extends AppBaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @column()
  declare planType: string

  @column()
  declare status: SubscriptionStatus

  @column()
  declare billingPeriod: BillingPeriod

  /** What each period costs, in minor units of `currency`. */
  @column({ consume: Number })
  declare priceMinor: number

  @column()
  declare currency: string

  @column()
  declare priceUsdCents: number

  @column.dateTime()
  declare trialEndsAt: DateTime | null

  @column.dateTime()
  declare currentPeriodStart: DateTime | null

  /** When the current period (or a bought plan's trial) ends; null for the free trial and one-time plans. */
  @column.dateTime()
  declare currentPeriodEnd: DateTime | null

  /** Canceled by the owner: runs until the period ends, then stops. */
  @column()
  declare cancelAtPeriodEnd: boolean

  @column.dateTime()
  declare canceledAt: DateTime | null

  @column.dateTime()
  declare endedAt: DateTime | null

  /** When the first failed renewal of this period happened. */
  @column.dateTime()
  declare pastDueSince: DateTime | null

  @column()
  declare failedAttempts: number

  @column.dateTime()
  declare nextRetryAt: DateTime | null

  /** A downgrade chosen for the period end. */
  @column()
  declare pendingPlanType: string | null

  @column()
  declare pendingBillingPeriod: BillingPeriod | null

  @column()
  declare gateway: PaymentGatewayName

  @column()
  declare gatewayCustomerId: string | null

  @column()
  declare gatewayPaymentMethodId: string | null

  /** Stripe's subscription when Stripe renews it; null when the renewal job does. */
  @column()
  declare gatewaySubscriptionId: string | null

  @column()
  declare cardBrand: string | null

  @column({ columnName: 'card_last4' })
  declare cardLast4: string | null

  @column()
  declare cardExpMonth: number | null

  @column()
  declare cardExpYear: number | null

  @column.dateTime()
  declare trialReminderSentAt: DateTime | null

  @column()
  declare orderId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
