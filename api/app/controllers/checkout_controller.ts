import type { HttpContext } from '@adonisjs/core/http'
import PlaceOrder, { ownerPurchase } from '#actions/orders/place_order'
import RecordCheckoutStart from '#actions/checkout/record_checkout_start'
import { buyForAccount } from '#abilities/main'
import { checkoutStartValidator, quoteValidator } from '#validators/checkout'
import { checkoutAttemptKey, ownerCheckoutValidator } from '#validators/payment'
import { paymentGateway } from '#services/payments/main'
import { quote } from '#services/pricing/quotes'
import { usesBearerToken } from '#services/auth/request_auth'
import { subscriptionSummary } from '#services/subscriptions/subscriptions'

/** The order summary's figures, checkout tracking, and the signed-in owner's checkout. */
export default class CheckoutController {
  async quote({ request }: HttpContext) {
    return quote(await quoteValidator.validate(request.qs()))
  }

  async start(ctx: HttpContext) {
    const { auth, request, response } = ctx
    const input = await request.validateUsing(checkoutStartValidator)
    // A bearer-token request carries no session for the default (cookie) guard to read.
    const guard = auth.use(usesBearerToken(ctx) ? 'api' : 'web')
    await guard.check()
    await new RecordCheckoutStart().handle(input, guard.user?.id ?? null)
    return response.noContent()
  }

  async pay({ auth, bouncer, request, response }: HttpContext) {
    const owner = auth.getUserOrFail()
    const input = await request.validateUsing(ownerCheckoutValidator)
    await bouncer.authorize(buyForAccount, input.userId)
    const key = checkoutAttemptKey(request.header('idempotency-key'))
    const result = await new PlaceOrder(paymentGateway()).handle(ownerPurchase(input, owner.id), key)
    if (result.replayed) response.header('Idempotent-Replayed', 'true')
    if (result.status === 'declined') {
      return response.status(402).send({ message: result.declineReason, code: 'E_PAYMENT_DECLINED' })
    }
    const subscription = await subscriptionSummary(owner.id)
    return response.created({
      orderId: result.order.publicId,
      planType: subscription.planType,
      status: subscription.status,
      trialEndsAt: subscription.trialEndsAt,
    })
  }
}
