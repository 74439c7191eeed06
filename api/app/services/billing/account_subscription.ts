import { Exception } from '@adonisjs/core/exceptions'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#models/subscription'
import { TRIAL_PLAN_TYPE } from '#domain/pricing'

export class BillingStateException extends Exception {
  static status = 409
  static code = 'E_BILLING_STATE'
}

/** The account's bought plan, locked for the caller's transaction; a free trial or no plan is refused with what to do instead. */
export async function lockedBoughtPlan(userId: number, trx: TransactionClientContract) {
  const subscription = await Subscription.query({ client: trx }).where('userId', userId).forUpdate().first()
  if (!subscription || subscription.planType === TRIAL_PLAN_TYPE) {
    throw new BillingStateException('You are on the free trial: choose a plan on the Pricing page first.')
  }
  return subscription
}
