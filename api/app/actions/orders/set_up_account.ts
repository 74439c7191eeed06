import { DateTime } from 'luxon'
import { Exception } from '@adonisjs/core/exceptions'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Subscription from '#models/subscription'
import User from '#models/user'
import { RegisterUser } from '#actions/auth/register_user'
import AttachSubscription from '#actions/subscriptions/attach_subscription'
import { InvalidPurchaseLinkException } from '#actions/orders/claim_purchase'
import { findUsableToken } from '#services/orders/purchase_links'
import { clock } from '#services/infra/clock'

export class AccountExistsException extends Exception {
  static status = 409
  static code = 'E_ACCOUNT_EXISTS'
}

export interface AccountSetup {
  token: string
  password: string
  firstName: string
  lastName: string
}

/**
 * A purchaser with no account opens the link emailed with the purchase
 * and chooses a password: the account is made with the purchase's email,
 * verified (the link reached that inbox), and starts on the purchased
 * plan. The link works once.
 */
export default class SetUpAccount {
  async handle({ token, password, firstName, lastName }: AccountSetup) {
    return db.transaction(async (trx) => {
      const link = await findUsableToken(token, trx)
      if (!link) throw new InvalidPurchaseLinkException()
      const order = await Order.query({ client: trx }).where('id', link.orderId).forUpdate().firstOrFail()
      const taken = await User.query({ client: trx }).whereRaw('lower(email) = ?', [order.email.toLowerCase()]).first()
      if (taken || order.userId !== null) {
        throw new AccountExistsException(`An account already uses ${order.email}. Sign in with it, then open this link again to add the purchase.`)
      }
      const user = await new RegisterUser().handle({ email: order.email, password, firstName, lastName }, trx)
      user.useTransaction(trx)
      user.emailVerifiedAt = DateTime.fromJSDate(clock.now())
      await user.save()
      const subscription = await Subscription.query({ client: trx }).where('orderId', order.id).forUpdate().firstOrFail()
      await new AttachSubscription().handle(user.id, subscription, trx)
      link.useTransaction(trx)
      link.usedAt = DateTime.fromJSDate(clock.now())
      await link.save()
      return user
    })
  }
}
