import db from '@adonisjs/lucid/services/db'
import { parseBilling, planPrice } from '#domain/pricing'
import type { CheckoutStartInput } from '#validators/checkout'

/** Counts a visitor opening a checkout, once per visitor and plan however often the page is opened. */
export default class RecordCheckoutStart {
  async handle(input: CheckoutStartInput, userId: number | null, now = new Date()) {
    await db
      .knexQuery()
      .table('checkout_starts')
      .insert({
        visitor_id: input.visitorId.toLowerCase(),
        plan_type: planPrice(input.planType).planType,
        billing: parseBilling(input.billing),
        flow: input.flow,
        user_id: userId,
        created_at: now,
      })
      .onConflict(['visitor_id', 'plan_type'])
      .ignore()
  }
}
