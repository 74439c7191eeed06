import type { HttpContext } from '@adonisjs/core/http'
import { InvalidPurchaseLinkException } from '#actions/orders/claim_purchase'
import SetUpAccount from '#actions/orders/set_up_account'
import { accountSetupValidator, purchaseLinkValidator } from '#validators/billing'
import { purchaseLinkView } from '#services/orders/purchases'

/** The page behind the link emailed with a public purchase: what the link is for, and setting up the account it buys. */
export default class PurchaseLinksController {
  async show({ request }: HttpContext) {
    const { token } = await request.validateUsing(purchaseLinkValidator)
    const view = await purchaseLinkView(token)
    if (!view) throw new InvalidPurchaseLinkException()
    return view
  }

  async setUp({ auth, request, response }: HttpContext) {
    const user = await new SetUpAccount().handle(await request.validateUsing(accountSetupValidator))
    await auth.use('web').login(user)
    return response.created(user)
  }
}
