import type { HttpContext } from '@adonisjs/core/http'
import HandleStripeEvent from '#actions/billing/handle_stripe_event'

/** Stripe's webhook endpoint: signed events about invoices and subscriptions, each applied once. */
export default class StripeWebhooksController {
  async handle({ request, response }: HttpContext) {
    const outcome = await new HandleStripeEvent().handle(request.raw() ?? '', request.header('stripe-signature'))
    return response.ok({ received: true, duplicate: outcome === 'duplicate' })
  }
}
