import type { HttpContext } from '@adonisjs/core/http'
import { InvalidPurchaseLinkException } from '#actions/orders/claim_purchase'
import { purchaseLinkValidator } from '#validators/billing'
import { purchaseLinkView } from '#services/purchases'

/** The page behind the link emailed with a public purchase asks what the link is for. */
export default class PurchaseLinksController {
  async show({ request }: HttpContext) {
    const { token } = await request.validateUsing(purchaseLinkValidator)
    const view = await purchaseLinkView(token)
    if (!view) throw new InvalidPurchaseLinkException()
    return view
  }
}
