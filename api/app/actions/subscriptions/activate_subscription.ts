import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import Subscription from '#models/subscription'
import { clock } from '#services/clock'

/** When the first paid period ends: a month or a year after the trial (or today); never for one-time plans. */
function periodEnd(order: Order) {
  if (order.billing === 'one_time') return null
  const start = order.trialEndsAt ?? order.createdAt ?? DateTime.utc()
  return order.billing === 'annual' ? start.plus({ years: 1 }) : start.plus({ months: 1 })
}

/**
 * Gives an owner account the plan of a successful order (paid, or a trial
 * with the card saved) and links the order to it. Callers decide whether
 * the account may take it: the buyer's own checkout, or a claim by the
 * verified holder of the order's email.
 */
export default class ActivateSubscription {
  async handle(userId: number, order: Order, trx?: TransactionClientContract) {
    const run = async (client: TransactionClientContract) => {
      const claimedAt = DateTime.fromJSDate(clock.now())
      await Order.query({ client }).where('id', order.id).update({ userId, claimedAt: claimedAt.toJSDate() })
      order.userId = userId
      order.claimedAt = claimedAt
      return Subscription.updateOrCreate(
        { userId },
        {
          planType: order.planType,
          status: 'active',
          trialEndsAt: order.trialEndsAt,
          currentPeriodEnd: periodEnd(order),
          orderId: order.id,
        },
        { client }
      )
    }
    return trx ? run(trx) : db.transaction(run)
  }
}
