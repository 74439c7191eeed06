import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Charge from '#models/charge'
import Order from '#models/order'
import Subscription from '#models/subscription'
import { effectiveStatus } from '#domain/subscriptions'
import { TRIAL_PLAN_TYPE } from '#domain/pricing'
import { accountPlan, planAllowance } from '#services/subscriptions/subscriptions'
import { paymentGateway } from '#services/payments/main'
import { clock } from '#services/infra/clock'

export class PlanInForceException extends Exception {
  static status = 409
  static code = 'E_PLAN_IN_FORCE'
}

/**
 * Refuses a second bought plan beside one that still runs (in its trial or
 * a paid period): a change of plan goes through the Billing page, which
 * credits what is left. A plan whose renewal failed can be bought again.
 */
export async function ensureNoPlanInForce(userId: number, now: Date, client?: TransactionClientContract) {
  const plan = await accountPlan(userId, client)
  if (!plan || plan.subscription.planType === TRIAL_PLAN_TYPE) return
  const status = effectiveStatus(plan.subscription, now)
  if (status !== 'active' && status !== 'trialing') return
  const { title } = await planAllowance(plan.subscription.planType, client)
  throw new PlanInForceException(`You already have the ${title} plan. Change plans on the Billing page instead.`)
}

/**
 * Makes a bought plan the account's own: the signed-in buyer's, or the
 * holder of a purchase's email once they claim it. The account's previous
 * subscription (its free trial, or a plan that ended or went unpaid) is
 * replaced; one Stripe still renews is stopped there first, so it never
 * charges again. Its charges stay on the account as receipts.
 */
export default class AttachSubscription {
  async handle(userId: number, subscription: Subscription, trx: TransactionClientContract) {
    const previous = await Subscription.query({ client: trx })
      .where('userId', userId)
      .whereNot('id', subscription.id)
      .forUpdate()
      .first()
    if (previous) {
      if (previous.gatewaySubscriptionId) {
        await paymentGateway().cancelSubscription(previous.gatewaySubscriptionId, `replaced:${previous.id}:${subscription.id}`)
      }
      await Charge.query({ client: trx }).where('subscriptionId', previous.id).update({ userId })
      await previous.useTransaction(trx).delete()
    }
    subscription.useTransaction(trx)
    subscription.userId = userId
    await subscription.save()
    await Charge.query({ client: trx }).where('subscriptionId', subscription.id).whereNull('userId').update({ userId })
    if (subscription.orderId) {
      await Order.query({ client: trx })
        .where('id', subscription.orderId)
        .update({ userId, claimedAt: DateTime.fromJSDate(clock.now()).toJSDate() })
    }
    return subscription
  }
}
