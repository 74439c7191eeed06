import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import type Order from '#models/order'
import { createPurchaseLink } from '#services/orders/purchase_links'
import { accountExistsFor } from '#services/orders/purchases'
import { accountLinkEmail } from '#services/billing/mail'
import { planAllowance } from '#services/subscriptions/subscriptions'
import { sendMail } from '#services/infra/mail_outbox'

export class PurchaseAlreadyClaimedException extends Exception {
  static status = 409
  static code = 'E_PURCHASE_CLAIMED'
}

/**
 * Emails the purchase's address a new link to set up its account (or add
 * the purchase to the one it has): from the customer dashboard, where the
 * purchaser signed in with the email and order ID. The link goes to the
 * address, never to the screen, so knowing an order ID is not enough to
 * take the purchase.
 */
export default class SendAccountLink {
  async handle(order: Order) {
    if (order.userId !== null) {
      throw new PurchaseAlreadyClaimedException(`This purchase is already in the account of ${order.email}: sign in to JoinFlow with that address.`)
    }
    const { url, accountExists } = await db.transaction(async (trx) => ({
      url: await createPurchaseLink(order, trx),
      accountExists: await accountExistsFor(order.email, trx),
    }))
    await sendMail(accountLinkEmail(order, (await planAllowance(order.planType)).title, { url, accountExists }))
    return { sentTo: order.email, accountExists }
  }
}
