import type { HttpContext } from '@adonisjs/core/http'
import { subscriptionSummary } from '#services/subscriptions/subscriptions'

/** The signed-in owner's plan, its group limit and whether automation is paused. */
export default class SubscriptionsController {
  async show({ auth }: HttpContext) {
    return subscriptionSummary(auth.getUserOrFail().id)
  }
}
