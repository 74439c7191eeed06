import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Order from '#models/order'
import Subscription from '#models/subscription'
import User from '#models/user'

/** When the first paid period ends: a month or a year after the trial (or today); never for one-time plans. */
function periodEnd(order: Order) {
  if (order.billing === 'one_time') return null
  const start = order.trialEndsAt ?? order.createdAt ?? DateTime.utc()
  return order.billing === 'annual' ? start.plus({ years: 1 }) : start.plus({ months: 1 })
}

/**
 * Gives an owner account the plan of a successful order (paid, or a trial
 * with the card saved) and links the order to it.
 */
export default class ActivateSubscription {
  async handle(userId: number, order: Order, trx?: TransactionClientContract) {
    const run = async (client: TransactionClientContract) => {
      await Order.query({ client }).where('id', order.id).update({ userId })
      order.userId = userId
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

  /** An order placed in the public flow activates the owner account whose verified email it carries. */
  async forVerifiedEmail(order: Order, trx?: TransactionClientContract) {
    const owner = await User.query({ client: trx })
      .whereRaw('lower(email) = ?', [order.email.toLowerCase()])
      .whereNotNull('emailVerifiedAt')
      .first()
    return owner ? this.handle(owner.id, order, trx) : null
  }

  /**
   * An account whose email was just verified takes the newest successful
   * order placed with that email and not yet linked to an account.
   */
  async forNewlyVerifiedAccount(user: User) {
    const order = await Order.query()
      .whereRaw('lower(email) = ?', [user.email.toLowerCase()])
      .whereIn('status', ['paid', 'trial'])
      .whereNull('userId')
      .orderBy('id', 'desc')
      .first()
    return order ? this.handle(user.id, order) : null
  }
}
