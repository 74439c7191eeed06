import type { HttpContext } from '@adonisjs/core/http'
import ClaimPurchase from '#actions/orders/claim_purchase'
import { claimPurchaseValidator } from '#validators/billing'
import { purchaseView } from '#services/purchases'
import { subscriptionSummary } from '#services/subscriptions'
import { isVerified } from '#services/verified_email'

/** The signed-in owner's billing: purchases made with their email, and claiming them. */
export default class BillingController {
  async purchases({ auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const orders = await new ClaimPurchase().unclaimed(user)
    return { emailVerified: isVerified(user), purchases: await Promise.all(orders.map(purchaseView)) }
  }

  async claim({ auth, request, response }: HttpContext) {
    const user = auth.getUserOrFail()
    const { orderId, token } = await request.validateUsing(claimPurchaseValidator)
    const claim = new ClaimPurchase()
    const order = token ? await claim.byLink(user, token) : await claim.byOrderId(user, orderId!)
    return response.ok({ purchase: await purchaseView(order), subscription: await subscriptionSummary(user.id) })
  }
}
