import type { HttpContext } from '@adonisjs/core/http'
import ClaimPurchase from '#actions/orders/claim_purchase'
import ChangePlan from '#actions/billing/change_plan'
import { CancelSubscription, ResumeSubscription } from '#actions/billing/cancel_subscription'
import { changePlanValidator, claimPurchaseValidator } from '#validators/billing'
import { checkoutAttemptKey } from '#validators/payment'
import { purchaseView } from '#services/orders/purchases'
import { subscriptionSummary } from '#services/subscriptions/subscriptions'
import { billingSummary, receipt, receipts } from '#services/billing/views'
import { isVerified } from '#services/auth/verified_email'

/** The signed-in owner's billing: the plan, receipts, cancel and resume, plan changes, and purchases made with their email. */
export default class BillingController {
  async show({ auth }: HttpContext) {
    return billingSummary(auth.getUserOrFail().id)
  }

  async receipts({ auth }: HttpContext) {
    return receipts(auth.getUserOrFail().id)
  }

  async receipt({ auth, params }: HttpContext) {
    return receipt(auth.getUserOrFail(), params.id)
  }

  async cancel({ auth }: HttpContext) {
    const owner = auth.getUserOrFail()
    await new CancelSubscription().handle(owner.id)
    return billingSummary(owner.id)
  }

  async resume({ auth }: HttpContext) {
    const owner = auth.getUserOrFail()
    await new ResumeSubscription().handle(owner.id)
    return billingSummary(owner.id)
  }

  async previewChange({ auth, request }: HttpContext) {
    const input = await request.validateUsing(changePlanValidator)
    return new ChangePlan().preview(auth.getUserOrFail().id, input)
  }

  async changePlan({ auth, request }: HttpContext) {
    const owner = auth.getUserOrFail()
    const input = await request.validateUsing(changePlanValidator)
    const header = request.header('idempotency-key')
    const { change } = await new ChangePlan().apply(owner.id, input, header ? checkoutAttemptKey(header) : null)
    return { change, billing: await billingSummary(owner.id) }
  }

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
