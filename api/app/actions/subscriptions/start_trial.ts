import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#models/subscription'
import { TRIAL_DAYS, TRIAL_PLAN_TYPE, trialEndsOn } from '#domain/pricing'

/** Every new owner account starts with the 7-day free trial. */
export default class StartTrial {
  async handle(user: { id: number }, client: TransactionClientContract, now = new Date()) {
    return Subscription.create(
      {
        userId: user.id,
        planType: TRIAL_PLAN_TYPE,
        status: 'trialing',
        trialEndsAt: DateTime.fromJSDate(trialEndsOn(now, TRIAL_DAYS)),
        currentPeriodEnd: null,
        orderId: null,
      },
      { client }
    )
  }
}
